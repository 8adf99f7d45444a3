// Runs after `next build` (postbuild): answers the other addresses the web links each page by.
// The live Docusaurus site served every page from a folder, so links to it end in a slash
// (/docs/, /docs/api/os/) or in /index.html. The export writes docs/api/os.html, which GitHub Pages
// serves at the canonical /docs/api/os (no trailing slash) and at /docs/api/os.html, but at
// /docs/api/os/ only from docs/api/os/index.html, and it has no rewrite rules. So each page gets that
// file: a small document that sends the reader on to the canonical address, query and fragment kept,
// and tells search engines which address to list. /docs/api/os.html and /index.html are the pages
// themselves (the boot script puts the canonical address in the address bar); `npm start` answers
// every other form with a 301 (scripts/serve.mjs).
// Usage: tsx scripts/write-folder-redirects.ts [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { absoluteUrl, withBasePath } from '../lib/site-config';

/** Marks the documents this step writes, so a second run may replace them but never a file of Next's. */
const MARKER = '<meta name="generator" content="scripts/write-folder-redirects.ts">';
/** Pages that are not a reader's destination: the 404 page and Next's internal not-found route. */
const NOT_PAGES = new Set(['404.html', '_not-found.html']);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sends the reader on, query and fragment kept. Not when this document is already at the canonical
 * address: a host that serves the folder's index.html there (README, "Hosting anywhere else", rule 2)
 * would otherwise reload it for ever; the link in the body remains.
 */
const script = (target: string) => {
  const quoted = JSON.stringify(target).replace(/</g, '\\u003c');
  return `if (location.pathname !== ${quoted}) location.replace(${quoted} + location.search + location.hash)`;
};

/**
 * The document at a page's folder address. The script runs while the document is parsed; the refresh
 * is in <noscript> because beside the script it could win the race and drop the query and fragment.
 */
export function redirectDocument(route: string, title: string): string {
  const target = withBasePath(route);
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    MARKER,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(route))}">`,
    `<script>${script(target)}</script>`,
    `<noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(target)}"></noscript>`,
    `</head><body><p>This page is at <a href="${escapeHtml(target)}">${title}</a>.</p></body></html>`,
    '',
  ].join('\n');
}

/** Exported pages: "docs/api/os.html" for /docs/api/os. The home page (index.html) has no folder form. */
function pageFiles(outDir: string, dir = outDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : pageFiles(outDir, full);
    const relative = path.relative(outDir, full).split(path.sep).join('/');
    return entry.name.endsWith('.html') && entry.name !== 'index.html' && !NOT_PAGES.has(relative) ? [relative] : [];
  });
}

/** Writes <page>/index.html for every page of the export; returns how many. Throws rather than replace a file Next wrote. */
export function writeFolderRedirects(outDir: string): number {
  const pages = pageFiles(outDir);
  for (const page of pages) {
    const route = `/${page.slice(0, -'.html'.length)}`;
    const file = path.join(outDir, route, 'index.html');
    if (fs.existsSync(file) && !fs.readFileSync(file, 'utf8').includes(MARKER)) {
      throw new Error(`${path.relative('.', file)} exists and was not written by this step, so ${route}/ already has a page: the export changed shape. Fix: find what writes it, and keep the redirect for ${route}/ working`);
    }
    // The page's own <title> (already escaped), for a reader or a link preview that stops here.
    const title = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(outDir, page), 'utf8'))?.[1] ?? escapeHtml(route);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectDocument(route, title));
  }
  return pages.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  try {
    console.log(`Folder redirects: ${writeFolderRedirects(outDir)} pages answer at <page>/ and <page>/index.html too`);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
