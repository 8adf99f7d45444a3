'use client';
import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';
import { setPendingNavigation } from '@/lib/chunk-errors';

NProgress.configure({ showSpinner: false });

let timer: ReturnType<typeof setTimeout> | undefined;

function isClientNavigation(event: MouseEvent): URL | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin ? url : undefined;
}

/**
 * Call when a client-side navigation to `url` begins (link clicks are caught here; code that calls
 * router.push calls it itself). Same-page and hash-only changes are not navigations.
 */
export function navigationStarted(url: URL) {
  if (url.pathname === location.pathname && url.search === location.search) return;
  setPendingNavigation(url.href);
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), siteConfig.progressDelayMs);
}

/**
 * The App Router has no route-change events, so a navigation is taken to start at the click on an
 * internal link and to end when the pathname or query changes. The bar appears only if that takes
 * longer than the configured delay, so fast navigations show nothing.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = isClientNavigation(event);
      if (target) navigationStarted(target);
    };
    // Capture phase: next/link calls preventDefault on every client-side navigation it starts.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    clearTimeout(timer);
    setPendingNavigation(undefined);
    NProgress.done();
  }, [pathname, searchParams]);

  return null;
}
