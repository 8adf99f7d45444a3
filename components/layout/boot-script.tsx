import { announcementStorageKey, siteConfig } from '@/lib/site-config';

// Runs before first paint, inline, so it works even when the JavaScript bundle cannot load:
// 1. hides a dismissed announcement bar (no flash, no layout shift);
// 2. after load, shows the base-path banner when the page is served outside the configured base
//    path, or when the app bundle never started (window.next is set by Next's client runtime).
function boot(dismissKey: string, basePath: string) {
  try {
    if (localStorage.getItem(dismissKey)) document.documentElement.setAttribute('data-announcement-dismissed', '');
  } catch { /* storage blocked: keep the bar */ }
  window.addEventListener('load', () => {
    const outside = basePath !== '' && location.pathname !== basePath && !location.pathname.startsWith(`${basePath}/`);
    if (outside || !(window as Window & { next?: unknown }).next) {
      document.getElementById('base-path-banner')?.removeAttribute('hidden');
    }
  });
}

export function BootScript() {
  const args = [announcementStorageKey(siteConfig.announcement.id), siteConfig.basePath].map((a) => JSON.stringify(a)).join(',');
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
