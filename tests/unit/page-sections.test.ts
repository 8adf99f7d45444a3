// Search documents cut from a built TSX page (scripts/index-pages.ts).
import { describe, expect, it } from 'vitest';
import { pageSections } from '@/lib/search/page-sections';

const html = `<!doctype html><html><head><script>ignored()</script></head><body>
<header><nav><a href="/docs">Docs</a></nav></header>
<main id="main"><h1>Resources</h1><p>Things to build with.</p>
<nav aria-label="On this page"><a href="#templates">Templates</a></nav>
<h2 id="templates">Templates</h2><ul><li>neutralinojs-minimal: the smallest app</li><li>React <svg aria-hidden="true"><text>icon</text></svg>template</li></ul>
<h2 id="extensions">Extensions</h2><p aria-hidden="true">decoration</p><p>Python backends.</p><button>Copy</button></main>
<footer>Footer text</footer></body></html>`;

describe('pageSections', () => {
  it('cuts the main content into the intro and one section per h2, titled by the h1', () => {
    const sections = pageSections(html, '/resources', 'Site');
    expect(sections.map((s) => [s.anchor, s.heading])).toEqual([['', ''], ['templates', 'Templates'], ['extensions', 'Extensions']]);
    expect(sections.every((s) => s.title === 'Resources' && s.route === '/resources' && s.category === 'Site')).toBe(true);
    expect(sections[0].content).toBe('Things to build with.');
    expect(sections[1].content).toBe('neutralinojs-minimal: the smallest app\nReact template');
    expect(sections[2].content).toBe('Python backends.');
  });

  it('gives the page and each section the questions written for them, and fails on an id the page lacks', () => {
    const sections = pageSections(html, '/resources', 'Site', { page: ['community projects'], sections: { extensions: ['python backend for my app'] } });
    expect(sections.map((s) => s.questions)).toEqual([['community projects'], undefined, ['python backend for my app']]);
    expect(() => pageSections(html, '/resources', 'Site', { sections: { plugins: ['neu plugins'] } })).toThrow(/\/resources: content\/page-questions\.ts names "plugins", which is not the id of an h2 or h3 on the built page\. Fix: use one of templates, extensions/);
  });

  it('cuts an h3 with an id into a section of its own under its h2, as the docs do', () => {
    const privacy = `<main><h1>Privacy</h1><h2 id="this-website">This website</h2><p>Static files.</p><h3 id="cookies">Cookies</h3><p>None of ours.</p><h3>Untitled</h3><p>Still cookies.</p><h2 id="contact">Contact</h2><p>Mail us.</p></main>`;
    const sections = pageSections(privacy, '/privacy-policy', 'Site', { sections: { cookies: ['does the site set cookies'] } });
    expect(sections.map((s) => [s.anchor, s.heading, s.parentHeading])).toEqual([['', '', ''], ['this-website', 'This website', ''], ['cookies', 'Cookies', 'This website'], ['contact', 'Contact', '']]);
    expect(sections[1].content).toBe('Static files.');
    expect(sections[2].content).toBe('None of ours.\nUntitled\nStill cookies.');
    expect(sections[2].questions).toEqual(['does the site set cookies']);
  });

  it('fails on a page without <main>', () => {
    expect(() => pageSections('<p>no main</p>', '/x', 'Site')).toThrow(/\/x: the built page has no <main>/);
  });
});
