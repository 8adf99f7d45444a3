// The pages the page benchmarks visit: every page of the built sitemap, plus the not-found page.
import fs from 'node:fs';

/** Every path in out/sitemap.xml (without its origin), then /404. */
export function allPages(out = 'out') {
  const xml = fs.readFileSync(`${out}/sitemap.xml`, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  return [...paths, '/404'];
}

/** The doc pages with the most elements (a rough count of start tags in their HTML), longest first. */
export function longestDocPages(count, out = 'out') {
  const sizes = allPages(out)
    .filter((page) => page.startsWith('/docs'))
    .map((page) => {
      const html = fs.readFileSync(`${out}${page}.html`, 'utf8');
      return { page, elements: (html.match(/<[a-z]/g) ?? []).length };
    });
  return sizes.sort((a, b) => b.elements - a.elements).slice(0, count);
}

/** Whether the export in `out` has `page` (an older build compared with this one may lack it). */
export const hasPage = (out, page) => fs.existsSync(`${out}${page === '/' ? '/index' : page}.html`);
