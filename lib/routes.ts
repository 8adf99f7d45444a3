import { siteConfig } from './site-config';
import { canonicalHref, canonicalPath, stripHtmlSuffix } from './mdx/html-suffix.mjs';

export { canonicalHref, canonicalPath, stripHtmlSuffix };

/** content/docs/api/os.mdx has id "api/os"; "index" is the docs landing page. */
export function docIdToRoute(id: string): string {
  const docsRoute = siteConfig.docs.route;
  return id === 'index' ? docsRoute : `${docsRoute}/${id}`;
}

export function routeToDocId(route: string): string | undefined {
  const docsRoute = siteConfig.docs.route;
  const clean = canonicalPath(route);
  if (clean === docsRoute) return 'index';
  if (!clean.startsWith(`${docsRoute}/`)) return undefined;
  return clean.slice(docsRoute.length + 1);
}
