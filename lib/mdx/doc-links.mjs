// Rewrites Markdown-style links between doc files (./os.md, ../api/os.mdx, os.html) to site routes.
// Plain .mjs because the MDX compiler loads it in a Node worker; lib/content.ts reuses it.
import path from 'node:path';
import { canonicalPath } from './html-suffix.mjs';

/** Must equal siteConfig.docs.route (this file cannot import TypeScript; a unit test checks). */
export const DOCS_ROUTE = '/docs';

/**
 * @param {string} href the link as written
 * @param {string} fromDocId id of the page that holds the link, e.g. "api/os"
 * @returns {{ href: string, targetId?: string }} the route, and the doc id it points at when it was a file link
 */
export function rewriteDocHref(href, fromDocId) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//')) return { href };
  const [pathPart, hash = ''] = splitOnce(href, '#');
  const suffix = hash ? `#${hash}` : '';

  if (pathPart.startsWith('/')) {
    return { href: canonicalPath(pathPart) + suffix };
  }
  if (!/\.(mdx?|html)$/.test(pathPart)) return { href };

  // Relative file link: resolve against the folder of the page that holds it.
  const fromDir = path.posix.dirname(fromDocId);
  const target = path.posix.normalize(path.posix.join(fromDir, pathPart)).replace(/\.(mdx?|html)$/, '');
  const targetId = target.endsWith('/index') ? target.slice(0, -'/index'.length) || 'index' : target;
  if (targetId.startsWith('..')) return { href };
  const route = targetId === 'index' ? DOCS_ROUTE : `${DOCS_ROUTE}/${targetId}`;
  return { href: route + suffix, targetId };
}


function splitOnce(s, sep) {
  const i = s.indexOf(sep);
  return i === -1 ? [s] : [s.slice(0, i), s.slice(i + 1)];
}

/** content/docs/api/os.mdx -> "api/os" */
export function docIdFromFile(file) {
  const normalized = file.split(path.sep).join('/');
  const i = normalized.lastIndexOf('content/docs/');
  if (i === -1) return undefined;
  return normalized.slice(i + 'content/docs/'.length).replace(/\.mdx$/, '');
}
