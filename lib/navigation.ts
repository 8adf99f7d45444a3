import { isExternalHref, type NavLink } from './site-config';

export type Connection = { saveData?: boolean; effectiveType?: string };

/** Prefetching spends the reader's data; skip it when they asked to save data or are on 2G. */
export function shouldPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/** The current section is the longest internal nav href that prefixes the path (Release Notes beats Docs). */
export function activeHref(links: readonly NavLink[], pathname: string): string | undefined {
  return links
    .filter((l) => !isExternalHref(l.href) && (pathname === l.href || pathname.startsWith(`${l.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
