// The static article renderer: MDX to the site's HTML, with file:line errors for what it cannot render.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDoc } from '@/lib/content';
import { renderDocHtml } from '@/lib/mdx/render-doc';

function render(body: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-'));
  const file = path.join(dir, 'content', 'docs', 'guide.mdx');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `---\ntitle: Guide\n---\n\n${body}\n`);
  return renderDocHtml(loadDoc(file, path.dirname(file)));
}

describe('renderDocHtml', () => {
  it('gives headings their slug ids and self-links, and code a copy button and both themes', async () => {
    const html = await render('## Read a file\n\n```js title="main.js"\nawait Neutralino.os.execCommand("ls");\n```\n');
    expect(html).toContain('<h2 id="read-a-file" class="anchor-heading">Read a file<a class="heading-anchor" href="#read-a-file" aria-label="Link to section Read a file"></a></h2>');
    expect(html).toMatch(/<div class="code-block"><pre[^>]*>.*--shiki-light:.*--shiki-dark:/s);
    expect(html).toContain('<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button>');
  });

  it('renders admonitions, tables in a scroll wrapper, and links as SiteLink does', async () => {
    const html = await render(':::tip Keep it short\nA tip.\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[os](/docs/api/os.html) [GitHub](https://github.com/neutralinojs) [top](#top)');
    expect(html).toMatch(/<div class="admonition admonition-tip" role="note" aria-label="Keep it short"><p class="admonition-heading"><svg[^>]*>.*<\/svg>Keep it short<\/p><div class="admonition-content"><p>A tip.<\/p><\/div><\/div>/s);
    expect(html).toContain('<div class="table-scroll"><table>');
    expect(html).toContain('<a href="/docs/api/os">os</a>');
    expect(html).toMatch(/<a href="https:\/\/github.com\/neutralinojs" target="_blank" rel="noopener noreferrer">GitHub<svg class="external-icon"/);
    expect(html).toContain('<a href="#top">top</a>');
  });

  it('renders Tabs as WAI-ARIA tabs, with the default tab selected and the group id for the enhancer', async () => {
    const html = await render('<Tabs groupId="os">\n<TabItem value="linux" label="Linux">\n\nL\n\n</TabItem>\n<TabItem value="mac" label="macOS" default>\n\nM\n\n</TabItem>\n</Tabs>');
    expect(html).toContain('<div class="tabs" data-group-id="os"><div role="tablist" class="tabs-list" aria-orientation="horizontal">');
    expect(html).toContain('<button type="button" role="tab" id="tabs-1-tab-1" aria-selected="true" aria-controls="tabs-1-panel-1" tabindex="0" class="tab" data-value="mac">macOS</button>');
    expect(html).toContain('<div role="tabpanel" id="tabs-1-panel-0" aria-labelledby="tabs-1-tab-0" hidden class="tab-panel" tabindex="0" data-value="linux"><p>L</p></div>');
  });

  it('renders inline SVG with React attribute names and literal style objects as SVG', async () => {
    const html = await render('<svg viewBox="0 0 10 10" role="img"><title>Box</title><rect width={10} height="10" strokeWidth="2" style={{ fill: \'var(--color-bg-soft)\', strokeOpacity: 0.5 }} /></svg>');
    expect(html).toContain('<svg viewBox="0 0 10 10" role="img"><title>Box</title><rect width="10" height="10" stroke-width="2" style="fill: var(--color-bg-soft); stroke-opacity: 0.5"></rect></svg>');
  });

  it('keeps a diagram written over several lines whole: no paragraph inside the SVG ends it early', async () => {
    // As docs/contributing/architecture.mdx writes it: each element on its own line, text inline.
    const html = await render('<svg viewBox="0 0 10 10" role="img">\n  <title id="t">Box</title>\n  <rect width="10" height="10" />\n  <text x="1" y="5">Label</text>\n</svg>');
    const svg = /<svg[^]*<\/svg>/.exec(html)![0];
    expect(svg).not.toContain('<p>');
    expect(svg).toContain('<title id="t">Box</title>');
    expect(svg).toContain('<text x="1" y="5">Label</text>');
  });

  it.each([
    ['import X from "x"\n\nText', /guide\.mdx:5: imports and exports are not supported/],
    ['Text\n\n{1 + 1}', /guide\.mdx:7: JavaScript expressions in braces are not supported/],
    ['<Widget />', /guide\.mdx:5: <Widget> is not a component docs can use/],
    ['![](/a.png)', /guide\.mdx:5: the image \/a\.png has no alt text/],
    ['Intro.\n\n| | A |\n| - | - |\n| x | 1 |', /guide\.mdx:7: a table has an empty header cell/],
  ])('fails with file, line and fix on %j', async (body, message) => {
    await expect(render(body)).rejects.toThrow(message);
  });

  it('drops {/* comments */}', async () => {
    expect(await render('A {/* note to writers */} B')).toBe('<p>A  B</p>');
  });

  it('has <wbr> at the seams of inline code, prose and headings (there between the words of a long camelCase name too), but not in code blocks', async () => {
    const html = await render('## filesystem.getUnnormalizedPath(path)\n\nSet `modes.window.exitProcessOnClose` in neutralino.config.json.\n\n```js\nmodes.window.exitProcessOnClose = true;\n```');
    expect(html).toContain('<h2 id="filesystemgetunnormalizedpathpath" class="anchor-heading">filesystem.<wbr>get<wbr>Unnormalized<wbr>Path<wbr>(path)<a class="heading-anchor" href="#filesystemgetunnormalizedpathpath" aria-label="Link to section filesystem.getUnnormalizedPath(path)"></a></h2>');
    expect(html).toContain('<code>modes.<wbr>window.<wbr>exitProcessOnClose</code> in neutralino.<wbr>config.<wbr>json.');
    expect(html).toMatch(/<pre[^>]*>(?:(?!<wbr>).)*<\/pre>/s);
  });

  it('names each body cell after its column, for the stacked layout of narrow screens', async () => {
    const html = (await render('| Name | Type | Required / default |\n| --- | --- | --- |\n| `path` | `string` | required |\n| `options.pos` | `number` | `0` |')).replace(/\n/g, '');
    expect(html).toContain('<tr><td><code>path</code></td><td data-label="Type"><code>string</code></td><td data-label="Required / default">required</td></tr>');
    expect(html).toContain('<tr><td><code>options.pos</code></td><td data-label="Type"><code>number</code></td>');
  });

  it('keeps short tokens whole: a short hyphenated word of inline code and an ISO date; a long flag keeps its dashes with its first word', async () => {
    const html = (await render('| Option | Since |\n| --- | --- |\n| `--frontend-lib-dev` | 2018-06-23 |\n\nRun with `--window-open-inspector-on-startup=false`, `neu run -- --mode=<mode>` or `filesystem.getUnnormalizedPath(path)`; neu build --embed-resources, - or -1.')).replace(/\n/g, '');
    expect(html).toContain('<td><code class="nowrap">--frontend-lib-dev</code></td><td data-label="Since"><span class="nowrap">2018-06-23</span></td>');
    expect(html).toContain('<code><span class="nowrap">--window</span>-open-inspector-on-startup=false</code>');
    expect(html).toContain('<code>neu run -- <span class="nowrap">--mode=&#x3C;mode></span></code>');
    expect(html).toContain('; neu build <span class="nowrap">--embed</span>-resources, - or -1.');
    // Long code still wraps at its seams, and code and prose outside headings keep camelCase names whole.
    expect(html).toContain('<code>filesystem.<wbr>getUnnormalizedPath<wbr>(path)</code>');
  });
});
