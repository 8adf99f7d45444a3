'use client';
import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';
import { setPendingNavigation } from '@/lib/chunk-errors';

NProgress.configure({ showSpinner: false });

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Call when a client-side navigation to `url` begins (link-router.tsx does for link clicks; code
 * that calls router.push calls it itself). Same-page and hash-only changes are not navigations.
 */
export function navigationStarted(url: URL) {
  if (url.pathname === location.pathname && url.search === location.search) return;
  setPendingNavigation(url.href);
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), siteConfig.progressDelayMs);
}

/**
 * The App Router has no route-change events, so a navigation is taken to start when
 * navigationStarted() is called and to end when the pathname or query changes. The bar appears only if that takes
 * longer than the configured delay, so fast navigations show nothing.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    clearTimeout(timer);
    setPendingNavigation(undefined);
    NProgress.done();
  }, [pathname, searchParams]);

  return null;
}
