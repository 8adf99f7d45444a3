import { APP_READY_ATTRIBUTE, DEFERRED_SRC_ATTRIBUTE } from '@/lib/deferred-scripts';
import { announcementStorageKey, siteConfig } from '@/lib/site-config';

// Runs before first paint, inline, so it works even when the JavaScript bundle cannot load:
// 1. hides a dismissed announcement bar (no flash, no layout shift);
// 2. starts the app's JavaScript, which the build left inert (lib/deferred-scripts.ts), once the
//    page has loaded and its first contentful paint has been presented, or at once on the reader's
//    first interaction, one chunk per task;
// 3. shows the base-path banner when the page is served outside the configured base path, or when
//    the app bundle cannot start (a chunk fails to load, or window.next, set by Next's client
//    runtime, is missing after every chunk has run);
// 4. gives a page served by its file name its canonical address: GitHub Pages serves /docs/api/os.html
//    and /index.html as they are. It replaces the address in place, with no reload, before the app
//    reads it; only when the page's canonical link names that address, so the not-found page (which
//    has none) keeps an unknown address for HtmlSuffixRedirect.
function boot(dismissKey: string, basePath: string, deferredAttribute: string, readyAttribute: string) {
  const served = location.pathname;
  if (served.endsWith('.html')) {
    const clean = served.slice(0, served.endsWith('/index.html') ? -'index.html'.length : -'.html'.length);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const trimmed = (path: string) => path.replace(/\/$/, '');
    if (canonical && trimmed(new URL(canonical.href).pathname) === trimmed(clean)) history.replaceState(history.state, '', clean + location.search + location.hash);
  }
  try {
    if (localStorage.getItem(dismissKey)) document.documentElement.setAttribute('data-announcement-dismissed', '');
  } catch { /* storage blocked: keep the bar */ }
  const showBanner = () => document.getElementById('base-path-banner')?.removeAttribute('hidden');
  let started = false;
  // One chunk per task: inserting a script starts its fetch synchronously (1-9 ms of main thread each
  // in a trace), and the ten chunks inserted in one task made a long task after first paint on every
  // page (about 170 ms at 4x CPU). The chunks are async scripts, so their order of arrival never
  // mattered; they are still requested in page order.
  const startApp = () => {
    if (started) return;
    started = true;
    const placeholders = [...document.querySelectorAll(`script[${deferredAttribute}]`)];
    let pending = placeholders.length;
    const startChunk = (index: number) => {
      const placeholder = placeholders[index];
      if (!placeholder) return;
      const script = document.createElement('script');
      script.src = placeholder.getAttribute(deferredAttribute) ?? '';
      script.async = true;
      script.onerror = showBanner;
      script.onload = () => {
        if (--pending === 0) setTimeout(() => { if (!(window as Window & { next?: unknown }).next) showBanner(); });
      };
      document.head.appendChild(script);
      placeholder.remove();
      setTimeout(() => startChunk(index + 1));
    };
    startChunk(0);
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    addEventListener(type, startApp, { capture: true, once: true, passive: true });
  }
  // What the reader did before the app's handlers existed (links and the static article work
  // without JavaScript) would otherwise be lost: remember the last button press, or the last tab
  // key on a tab, and do it again once the app is ready. Copy buttons and tabs belong to the
  // delegated content handler; React replays a press on its own buttons once its root listens
  // (the root's internal marker), so those are remembered only until then.
  let replay: (() => void) | null = null;
  const remember = (event: Event) => {
    if (document.documentElement.hasAttribute(readyAttribute)) return;
    const target = event.target as HTMLElement | null;
    const delegated = target?.closest?.('.copy-button, .tabs [role=tab]');
    if (event.type === 'click') {
      const button = target?.closest?.('button');
      const reactListens = Object.keys(document).some((key) => key.startsWith('_reactListening'));
      if (button && (delegated || !reactListens)) replay = () => button.isConnected && button.click();
      return;
    }
    const key = (event as KeyboardEvent).key;
    if (delegated?.matches('[role=tab]') && /^(ArrowLeft|ArrowRight|Home|End)$/.test(key)) {
      replay = () => delegated.isConnected && delegated.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  };
  addEventListener('click', remember, true);
  addEventListener('keydown', remember, true);
  // The app sets the ready attribute once it has hydrated and its handlers are attached.
  new MutationObserver((_, observer) => {
    observer.disconnect();
    removeEventListener('click', remember, true);
    removeEventListener('keydown', remember, true);
    replay?.();
    replay = null;
  }).observe(document.documentElement, { attributeFilter: [readyAttribute] });
  // Start once the page has loaded and its first contentful paint has been presented: the paint
  // entry is reported after the frame is on screen. A hidden tab paints nothing, hence the timer.
  let loaded = false;
  let painted = false;
  const startWhenShown = () => { if (loaded && painted) setTimeout(startApp); };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      startWhenShown();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    painted = true; // no paint timing in this browser: start after load
  }
  addEventListener('load', () => {
    if (basePath !== '' && location.pathname !== basePath && !location.pathname.startsWith(`${basePath}/`)) showBanner();
    loaded = true;
    startWhenShown();
    setTimeout(startApp, 3000);
  });
}

export function BootScript() {
  const args = [announcementStorageKey(siteConfig.announcement.id), siteConfig.basePath, DEFERRED_SRC_ATTRIBUTE, APP_READY_ATTRIBUTE].map((a) => JSON.stringify(a)).join(',');
  return <script dangerouslySetInnerHTML={{ __html: `(${boot.toString()})(${args})` }} />;
}

export function BasePathBanner() {
  return (
    <div id="base-path-banner" className="base-path-banner" role="alert" hidden>
      <p>Your Docusaurus site did not load properly.</p>
      <p>
        Its scripts and styles were not found where this page expected them, because the site was built for the base
        path <code>{siteConfig.basePath || '/'}</code> and is hosted somewhere else: set <code>BASE_PATH</code> (the
        Next.js <code>basePath</code> setting) to the path the site is served from, then build it again.
      </p>
    </div>
  );
}
