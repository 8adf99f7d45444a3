'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { shouldPrefetch, type Connection } from '@/lib/navigation';
import { siteConfig } from '@/lib/site-config';
import { navigationStarted } from './progress-bar';

/** The app route an event's link points to, or undefined for external links, files and new tabs. */
function internalLink(event: Event): URL | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(siteConfig.basePath)) return;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return; // a file (llms.txt, a .md twin), not a page
  return url;
}

/** The path the router wants: without the base path, which it adds itself. */
const routerPath = (url: URL) => `${url.pathname.slice(siteConfig.basePath.length) || '/'}${url.search}${url.hash}`;

/**
 * One delegated handler for every internal link on the page (SiteLink, links in doc content):
 * a plain left click becomes a client-side navigation with the progress bar, and hover, focus or
 * touch prefetches the target's code, unless the reader saves data or is on 2G. Nothing is
 * prefetched just for being on screen: a doc page shows a hundred links.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = internalLink(event);
      if (!url || (url.pathname === location.pathname && url.search === location.search)) return; // same page: the browser scrolls to the hash
      event.preventDefault();
      navigationStarted(url);
      router.push(routerPath(url));
    };
    const onIntent = (event: Event) => {
      const url = internalLink(event);
      if (!url || url.pathname === location.pathname) return;
      if (!shouldPrefetch((navigator as Navigator & { connection?: Connection }).connection)) return;
      const path = routerPath(new URL(url.pathname, url));
      if (prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    document.addEventListener('click', onClick);
    for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of ['pointerover', 'focusin', 'touchstart']) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
