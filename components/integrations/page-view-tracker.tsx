'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window { dataLayer?: unknown[]; gtag?: Gtag }
}

let tracker: Promise<Gtag> | undefined;
let lastPath: string | undefined;
let lastTitle: string | undefined;

/** Resolves once the page has loaded and the browser is idle, so the tracker never competes with the page. */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 4000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}

/**
 * After a client-side navigation Next sets the new title a little after the route renders; wait
 * (2 s at most) for a title other than the one the previous page view carried.
 */
function settledTitle(previous: string | undefined): Promise<string> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const title = document.title;
      if ((title && title !== previous) || performance.now() - started > 2000) resolve(title);
      else setTimeout(check, 50);
    };
    check();
  });
}

async function loadTracker(id: string, scriptUrl: string): Promise<Gtag> {
  await afterLoadAndIdle();
  window.dataLayer = window.dataLayer || [];
  // gtag.js expects the `arguments` object itself in the data layer, not an array.
  // eslint-disable-next-line prefer-rest-params
  const gtag: Gtag = function () { window.dataLayer!.push(arguments); };
  window.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent below, one per route; the automatic one would double the first.
  gtag('config', id, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return gtag;
}

/** Sends one page_view per route, the first page and client-side navigations alike. */
export function PageViewTracker({ id, scriptUrl }: { id: string; scriptUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const path = location.pathname;
    // React's development double effects must not count a page twice.
    if (path === lastPath) return;
    lastPath = path;
    const url = location.href;
    tracker ??= loadTracker(id, scriptUrl);
    Promise.all([tracker, settledTitle(lastTitle)]).then(([gtag, title]) => {
      lastTitle = title;
      gtag('event', 'page_view', { page_path: path, page_location: url, page_title: title });
    });
  }, [id, scriptUrl, pathname]);
  return null;
}
