// The exported pages start their JavaScript only after the reader has the content on screen.
//
// Next writes every app chunk as `<script src async>` in the head, so on a fast connection the
// chunks arrive and run while the page is still being parsed and laid out: the first paint then
// waits for them, and Lighthouse (like a phone on a real network) counts the whole bundle as part
// of the largest paint. The pages are complete HTML without JavaScript (links are plain <a>, the
// articles are static), so nothing a reader sees depends on the bundle. The build therefore turns
// each chunk tag into an inert placeholder, and the boot script (components/layout/boot-script.tsx)
// starts the chunks, in their original order, once the page has loaded and painted, or at once
// when the reader interacts first.

/** The attribute holding a chunk's URL on its inert placeholder. */
export const DEFERRED_SRC_ATTRIBUTE = 'data-deferred-src';

/**
 * Set on <html> once the app has hydrated and its document-level handlers are attached
 * (components/layout/content-enhancer.tsx): the boot script then replays a press made before,
 * and browser tests wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

// Next's own, fixed markup: chunk scripts and the low-priority preloads it adds for some of them.
// A targeted rewrite keeps every other byte of the page as Next wrote it (a parse and re-serialise
// round trip would not).
const CHUNK_SCRIPT = /<script src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]*\/_next\/static\/chunks\/[^"]+\.js"\/>/g;

/** Rewrites one exported page; `count` is the number of chunk scripts that were deferred. */
export function deferAppScripts(html: string): { html: string; count: number } {
  let count = 0;
  const rewritten = html
    .replace(CHUNK_PRELOAD, '')
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      count += 1;
      return `<script type="text/plain" ${DEFERRED_SRC_ATTRIBUTE}="${src}"></script>`;
    });
  return { html: rewritten, count };
}
