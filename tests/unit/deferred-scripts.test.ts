import { describe, expect, it } from 'vitest';
import { DEFERRED_SRC_ATTRIBUTE, deferAppScripts } from '@/lib/deferred-scripts';

// The markup Next 16 writes into an exported page (abridged).
const page = [
  '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a1.js"/>',
  '<link rel="preload" href="/logo.svg" as="image"/>',
  '<script src="/_next/static/chunks/b2.js" async=""></script><script src="/_next/static/chunks/turbopack-c3.js" async=""></script>',
  '<script src="/_next/static/chunks/p4.js" noModule=""></script></head>',
  '<body><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script><script src="/_next/static/chunks/a1.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body>',
].join('');

describe('deferAppScripts', () => {
  const { html, count } = deferAppScripts(page);

  it('turns every async chunk script into an inert placeholder, in order', () => {
    expect(count).toBe(3);
    const deferred = [...html.matchAll(new RegExp(`<script type="text/plain" ${DEFERRED_SRC_ATTRIBUTE}="([^"]+)"></script>`, 'g'))].map((m) => m[1]);
    expect(deferred).toEqual(['/_next/static/chunks/b2.js', '/_next/static/chunks/turbopack-c3.js', '/_next/static/chunks/a1.js']);
    expect(html).not.toMatch(/<script src="[^"]*chunks[^"]*" async/);
  });

  it('drops the chunk preloads but keeps other preloads, the nomodule polyfill and inline scripts', () => {
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="preload" href="/logo.svg" as="image"/>');
    expect(html).toContain('<script src="/_next/static/chunks/p4.js" noModule=""></script>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain('self.__next_f.push');
  });

  it('keeps a base path in the chunk URL', () => {
    const result = deferAppScripts('<script src="/docs-site/_next/static/chunks/z.js" async=""></script>');
    expect(result.count).toBe(1);
    expect(result.html).toContain(`${DEFERRED_SRC_ATTRIBUTE}="/docs-site/_next/static/chunks/z.js"`);
  });

  it('reports a page without chunk scripts as untouched', () => {
    expect(deferAppScripts('<html><body>static</body></html>')).toEqual({ html: '<html><body>static</body></html>', count: 0 });
  });
});
