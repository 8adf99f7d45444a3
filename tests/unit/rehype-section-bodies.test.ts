// The article's section bodies, which the browser renders only near the viewport (issue 33).
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import rehypeSectionBodies from '@/lib/mdx/rehype-section-bodies';

function wrap(html: string): Root {
  const tree = fromHtml(html, { fragment: true });
  rehypeSectionBodies()(tree);
  return tree;
}
const bodies = (tree: Root) => tree.children.filter((n): n is Element => n.type === 'element' && n.tagName === 'div' && String(n.properties.className) === 'section-body');
const height = (body: Element, name: string) => Number(new RegExp(`${name}:(\\d+)px`).exec(String(body.properties.style))?.[1]);

describe('rehypeSectionBodies', () => {
  it('wraps what follows each h2, up to the next one, and leaves the intro and the headings outside', () => {
    const tree = wrap('<p>Intro</p><h2 id="a">A</h2><p>One</p><h3>Sub</h3><p>Two</p><h2 id="b">B</h2><ul><li>Three</li></ul>');
    expect(toHtml(tree).replace(/ style="[^"]*"/g, '')).toBe('<p>Intro</p><h2 id="a">A</h2><div class="section-body"><p>One</p><h3>Sub</h3><p>Two</p></div><h2 id="b">B</h2><div class="section-body"><ul><li>Three</li></ul></div>');
  });

  it('wraps nothing where an h2 has no content of its own', () => {
    const tree = wrap('<h2 id="a">A</h2>\n<h2 id="b">B</h2><p>x</p>');
    expect(bodies(tree)).toHaveLength(1);
    expect(toHtml(tree)).toMatch(/^<h2 id="a">A<\/h2>\n<h2 id="b">B<\/h2><div class="section-body"/);
  });

  it('estimates a taller body on a phone than in the desktop column, and more for more content', () => {
    const long = 'word '.repeat(200);
    const [short, tall] = bodies(wrap(`<h2>A</h2><p>Short.</p><h2>B</h2><p>${long}</p><pre><code>${'line\n'.repeat(30)}</code></pre>`));
    expect(height(short, '--section-height')).toBeGreaterThan(20);
    expect(height(tall, '--section-height')).toBeGreaterThan(height(short, '--section-height') + 30 * 21);
    expect(height(tall, '--section-height-narrow')).toBeGreaterThan(height(tall, '--section-height'));
  });

  it('counts only the summary of a closed details element', () => {
    const hidden = 'word '.repeat(500);
    const [closed, open] = bodies(wrap(`<h2>A</h2><details><summary>History</summary><p>${hidden}</p></details><h2>B</h2><details open><summary>History</summary><p>${hidden}</p></details>`));
    expect(height(closed, '--section-height')).toBeLessThan(60);
    expect(height(open, '--section-height')).toBeGreaterThan(500);
  });

  it('estimates a table as cards on a phone: each cell on its own lines after its column name, the header row hidden', () => {
    const row = '<tr><td>os.getEnv</td><td data-label="Type">string</td><td data-label="Meaning">The value of the variable</td></tr>';
    const table = (rows: number) => `<h2>A</h2><table><thead><tr><th>Name</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${row.repeat(rows)}</tbody></table>`;
    const [one, ten] = bodies(wrap(table(1) + table(10).replace('<h2>A</h2>', '<h2>B</h2>')));
    // Desktop: one line per row. Phone: a card of three cells, taller than three lines.
    const perRow = (name: string) => (height(ten, name) - height(one, name)) / 9;
    expect(perRow('--section-height')).toBeLessThan(45);
    expect(perRow('--section-height-narrow')).toBeGreaterThan(3 * 26);
  });

  it('gives a table column room in proportion to its longest cell', () => {
    const long = 'a long description that runs on '.repeat(6);
    const [table] = bodies(wrap(`<h2>A</h2><table><tbody><tr><td>x</td><td>y</td><td>${long}</td></tr></tbody></table>`));
    // Split evenly, the third cell would get a third of the line (five lines); by its share it needs three.
    expect(height(table, '--section-height')).toBeLessThan(4 * 26.4 + 14 + 16);
  });

  it('sizes a diagram from its viewBox and its max-width', () => {
    const [svg] = bodies(wrap('<h2>A</h2><svg viewBox="0 0 400 560" style="max-width: 640px; display: block"><title>D</title></svg>'));
    expect(height(svg, '--section-height')).toBeGreaterThanOrEqual(640 * 1.4);
    expect(height(svg, '--section-height')).toBeLessThan(640 * 1.4 + 60);
  });

  it('counts the code blocks and paragraphs inside list items', () => {
    const [tight, loose] = bodies(wrap(`<h2>A</h2><ul><li>Install it.</li></ul><h2>B</h2><ul><li><p>Install it.</p><pre><code>${'npm i\n'.repeat(10)}</code></pre></li></ul>`));
    expect(height(loose, '--section-height') - height(tight, '--section-height')).toBeGreaterThan(10 * 21);
  });
});
