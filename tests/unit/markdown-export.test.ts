import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content';
import { parseMdx } from '@/lib/headings';
import { buildLlmsTxt, docToMarkdown } from '@/lib/markdown-export';
import { siteConfig } from '@/lib/site-config';

const convert = (body: string, id = 'api/example') =>
  docToMarkdown({ id, title: 'Example page', description: 'One sentence about it.', body, tree: parseMdx(body, `${id}.mdx`) });

describe('doc page to Markdown', () => {
  it('turns front matter into a title and the description', () => {
    expect(convert('Body text.\n')).toBe('# Example page\n\nOne sentence about it.\n\nBody text.\n');
  });

  it('turns both admonition spellings into labelled blockquotes', () => {
    const md = convert([':::tip Keep it short', 'First line.', '', 'Second paragraph.', ':::', '', ':::warning[Careful here]', 'Mind the `flag`.', ':::', '', ':::note', 'Plain note.', ':::', ''].join('\n'));
    expect(md).toContain('> **Keep it short**\n>\n> First line.\n>\n> Second paragraph.');
    expect(md).toContain('> **Careful here**\n>\n> Mind the `flag`.');
    expect(md).toContain('> **Note**\n>\n> Plain note.');
    expect(md).not.toMatch(/^:::/m);
  });

  it('keeps a code block inside an admonition inside the quote', () => {
    const md = convert([':::info Run it', '```bash', 'neu run', '```', ':::', ''].join('\n'));
    expect(md).toContain('> **Run it**\n>\n> ```bash\n> neu run\n> ```');
  });

  it('turns tabs into a bold label per tab and drops the JSX', () => {
    const md = convert(['<Tabs groupId="os">', '<TabItem value="linux" label="Linux">', '', '```bash', './app-linux_x64', '```', '', '</TabItem>', '<TabItem value="win">', '', 'Run `app-win_x64.exe`.', '', '</TabItem>', '</Tabs>', ''].join('\n'));
    expect(md).toContain('**Linux**\n\n```bash\n./app-linux_x64\n```\n\n**win**\n\nRun `app-win_x64.exe`.');
    expect(md).not.toMatch(/<\/?Tab/);
  });

  it('removes imports, exports, expressions and inline JSX but leaves code untouched', () => {
    const md = convert(['import { Thing } from "./thing";', '', 'Text with <Badge>inline</Badge> parts.', '', '{/* a comment for writers */}', '', '```js', 'import { os } from "@neutralinojs/lib";', '// :::tip is not an admonition here', '<Tabs />', '```', ''].join('\n'));
    expect(md).not.toContain('from "./thing"');
    expect(md).toContain('Text with inline parts.');
    expect(md).not.toContain('comment for writers');
    expect(md).toContain('```js\nimport { os } from "@neutralinojs/lib";\n// :::tip is not an admonition here\n<Tabs />\n```');
  });

  it('makes links to other pages absolute and leaves external links and anchors alone', () => {
    const md = convert('See [os](./os.mdx#oscommand), [modes](/docs/configuration/modes), [npm](https://www.npmjs.com) and [below](#below).\n');
    expect(md).toContain(`[os](${siteConfig.url}${siteConfig.basePath}/docs/api/os#oscommand)`);
    expect(md).toContain(`[modes](${siteConfig.url}${siteConfig.basePath}/docs/configuration/modes)`);
    expect(md).toContain('[npm](https://www.npmjs.com)');
    expect(md).toContain('[below](#below)');
  });

  it('converts every doc page without leaving MDX syntax behind', () => {
    for (const doc of loadDocs()) {
      const md = docToMarkdown(doc);
      expect(md.startsWith(`# ${doc.title}\n`), doc.id).toBe(true);
      const prose = md.replace(/^( *(?:> )?)```[\s\S]*?^\1```/gm, '');
      expect(prose, doc.id).not.toMatch(/^\s*(?:> )?(:::|<\/?(Tabs|TabItem|Admonition)\b|import .* from ['"]|export (const|default|function|\{))/m);
    }
  });
});

describe('llms.txt', () => {
  it('lists the site, a summary and one line per page under its section', () => {
    const text = buildLlmsTxt({
      title: 'Site',
      summary: 'What it is.',
      intro: 'How to read it.',
      sections: [
        { heading: 'Guides', entries: [{ title: 'Start', url: 'https://example.org/docs.md', description: 'Begin\n  here.' }, { title: 'Bare', url: 'https://example.org/bare.md' }] },
        { heading: 'Empty', entries: [] },
      ],
    });
    expect(text).toBe('# Site\n\n> What it is.\n\nHow to read it.\n\n## Guides\n\n- [Start](https://example.org/docs.md): Begin here.\n- [Bare](https://example.org/bare.md)\n');
  });
});
