const RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this window means the reload did not help; stop instead of looping. */
const LOOP_WINDOW_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module/i.test(message ?? '');
}

/** The internal URL a client-side navigation is heading to, set on link click, cleared when it lands. */
let pendingNavigation: string | undefined;
export function setPendingNavigation(url: string | undefined) {
  pendingNavigation = url;
}

/**
 * Loads the navigation's target (or the current URL) from the server once; returns false when it
 * already did so moments ago, so a page whose code is really gone does not reload forever.
 */
export function fullLoadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now = Date.now(),
  load = (url: string) => window.location.assign(url),
): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < LOOP_WINDOW_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  load(pendingNavigation ?? window.location.href);
  return true;
}

/** Named for the privacy policy, which lists every key the site stores. */
export { RELOAD_KEY as chunkReloadKey };
