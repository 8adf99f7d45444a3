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
/** The CSS length the build wrote into `name` (max(), min(), px and vw only), worked out for a window `vw` px wide. */
function heightAt(body: Element, name: string, vw: number): number {
  const expression = new RegExp(`${name}:([^;]+)`).exec(String(body.properties.style))![1];
  expect(expression).toMatch(/^[\d\s.*+\-(),a-z]+$/);
  return Function(`return ${expression.replace(/100vw/g, String(vw)).replace(/px/g, '').replace(/\b(max|min)\(/g, 'Math.$1(')}`)() as number;
}
/** At 1280 px for the desktop column, at 390 px for a phone. */
const height = (body: Element, name: string) => heightAt(body, name, name === '--section-height' ? 1280 : 390);

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

  it('estimates a text section taller in a narrower window, across each layout, and never below its widest window', () => {
    const [text] = bodies(wrap(`<h2>A</h2><p>${'word '.repeat(400)}</p>`));
    const desktop = [997, 1100, 1280, 1445, 1920].map((vw) => heightAt(text, '--section-height', vw));
    const phone = [320, 360, 500, 800, 996].map((vw) => heightAt(text, '--section-height-narrow', vw));
    for (const widths of [desktop, phone]) widths.slice(1).forEach((h, i) => expect(h).toBeLessThanOrEqual(widths[i]));
    // The column is about twice as wide at 1445 px as at 997 px, and so is the text's height the other way.
    expect(desktop[0] / desktop[3]).toBeGreaterThan(1.8);
    expect(desktop[4]).toBe(desktop[3]);
    expect(phone[1] / phone[4]).toBeGreaterThan(2.5);
  });

  it('estimates a table as cards where the desktop column is narrower than 36rem, and as rows where it is wider', () => {
    const row = '<tr><td>os.getEnv</td><td data-label="Type">string</td><td data-label="Meaning">The value</td></tr>';
    const [table] = bodies(wrap(`<h2>A</h2><table><thead><tr><th>Name</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${row.repeat(20)}</tbody></table>`));
    // Cards at 1100 px (a 491 px column): three cells on their own lines per row; rows at 1280 px.
    expect(heightAt(table, '--section-height', 1100)).toBeGreaterThan(20 * 3 * 26);
    expect(heightAt(table, '--section-height', 1280)).toBeLessThan(20 * 45);
    expect(heightAt(table, '--section-height-narrow', 700)).toBeLessThan(20 * 45);
  });
});
