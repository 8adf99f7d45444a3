import { siteConfig } from './site-config';

/** content/docs/api/os.mdx has id "api/os"; "index" is the docs landing page. */
export function docIdToRoute(id: string): string {
  const docsRoute = siteConfig.docs.route;
  return id === 'index' ? docsRoute : `${docsRoute}/${id}`;
}

export function routeToDocId(route: string): string | undefined {
  const docsRoute = siteConfig.docs.route;
  const clean = stripHtmlSuffix(route).replace(/\/+$/, '');
  if (clean === docsRoute) return 'index';
  if (!clean.startsWith(`${docsRoute}/`)) return undefined;
  return clean.slice(docsRoute.length + 1);
}

/**
 * Maps the old static-site spellings of a path to the clean one:
 * /docs/index.html -> /docs, /docs/api/os.html -> /docs/api/os, /index.html -> /.
 * Also /docs/index, which is where clean-URL servers send /docs/index.html.
 * Returns the input unchanged when it has no such suffix.
 */
export function stripHtmlSuffix(path: string): string {
  const match = /^(.*?)(?:\/index(?:\.html)?|\.html)$/.exec(path);
  if (!match) return path;
  return match[1] === '' ? '/' : match[1];
}
