// After `next build`: every internal link in out/ must reach a page (else the build fails, listing
// each source page and href); a link to a missing #anchor only warns (SPEC §4 build rules).
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import type { CheckResult } from '../lib/doc-link-check';

type Page = { route: string; ids: Set<string>; hrefs: string[] };

// Not pages a reader links to: the 404 page and Next's internal not-found route.
const SKIPPED = new Set(['404.html', '_not-found.html']);

function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') && !SKIPPED.has(path.relative(root, full)) ? [full] : [];
  });
}

function routeOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/').replace(/\.html$/, '');
  if (relative === 'index') return '/';
  return `/${relative.replace(/\/index$/, '')}`;
}

function readPage(outDir: string, file: string): Page {
  const tree = fromHtml(fs.readFileSync(file, 'utf8'));
  const ids = new Set<string>();
  const hrefs: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    if (node.tagName === 'a' && typeof node.properties.href === 'string') hrefs.push(node.properties.href);
  });
  return { route: routeOf(outDir, file), ids, hrefs };
}

export function checkBuiltLinks(outDir: string, basePath = ''): CheckResult {
  const pages = new Map(htmlFiles(outDir).map((file) => {
    const page = readPage(outDir, file);
    return [page.route, page] as const;
  }));
  const broken = new Map<string, Set<string>>();
  const warnings = new Set<string>();

  for (const page of pages.values()) {
    for (const href of page.hrefs) {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue; // external, mailto:, protocol-relative
      const url = new URL(href, `http://site${basePath}${page.route}`);
      let pathname = decodeURIComponent(url.pathname);
      if (basePath && pathname.startsWith(basePath)) pathname = pathname.slice(basePath.length) || '/';
      pathname = pathname.replace(/\/$/, '') || '/';
      const target = pages.get(pathname);
      if (!target) {
        if (fs.existsSync(path.join(outDir, pathname)) && fs.statSync(path.join(outDir, pathname)).isFile()) continue; // a static asset
        broken.set(pathname, (broken.get(pathname) ?? new Set()).add(`${page.route} -> ${href}`));
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !target.ids.has(anchor)) warnings.add(`warning: ${page.route} links to ${href}, but ${pathname} has no element with id "${anchor}"`);
    }
  }
  const errors = [...broken.entries()].map(([target, sources]) =>
    `broken link to ${target} (no page there), from:\n  ${[...sources].sort().join('\n  ')}`);
  return { errors, warnings: [...warnings] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = checkBuiltLinks('out', process.env.BASE_PATH ?? '');
  result.warnings.forEach((w) => console.warn(w));
  if (result.errors.length) {
    console.error(`Link check failed: ${result.errors.length} missing page(s).\n${result.errors.join('\n')}\nFix: correct the links above, or create the missing pages.`);
    process.exit(1);
  }
  console.log(`Link check: ${result.warnings.length} anchor warning(s), no broken links.`);
}
