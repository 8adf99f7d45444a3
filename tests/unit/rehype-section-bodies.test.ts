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
});
