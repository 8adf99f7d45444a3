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
  if (url.origin !== location.origin) return;
  if (url.pathname === location.pathname && url.search === location.search) return; // same page or hash jump
  return url;
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
      if (!target) return;
      setPendingNavigation(target.href);
      clearTimeout(timer);
      timer = setTimeout(() => NProgress.start(), siteConfig.progressDelayMs);
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
