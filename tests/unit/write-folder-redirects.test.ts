import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveGitHubPagesPath } from '../../scripts/serve-github-pages.mjs';

// An export as Next writes it: pages as name.html, beside folders of RSC payloads.
const EXPORT = {
  'index.html': '<title>Home</title>',
  '404.html': '<title>Page Not Found</title>',
  '_not-found.html': '<title>Page Not Found</title>',
  'docs.html': '<title>Introduction | Site</title>',
  'docs/__next._tree.txt': 'payload',
  'docs/api/os.html': '<title>Neutralino.os | Site</title>',
  'docs/api/os/__next._tree.txt': 'payload',
  'docs/configuration/neutralino.config.json.html': '<title>neutralino.config.json | Site</title>',
  'apps/tags/vue.html': '<title>Apps &amp; Vue | Site</title>',
  '_next/static/chunks/page.html': 'not a page',
};
let out = '';
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
  for (const [file, text] of Object.entries(EXPORT)) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), text);
  }
});
afterEach(() => vi.unstubAllEnvs());

async function load() {
  vi.resetModules();
  return import('@/scripts/write-folder-redirects');
}
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

/** Where the document's script sends a reader who opened it with this query and fragment. */
function scriptTarget(html: string, search: string, hash: string, pathname = '/folder/form/') {
  const script = /<script>([^<]*)<\/script>/.exec(html)![1];
  let target = '';
  vm.runInNewContext(script, { location: { pathname, search, hash, replace: (url: string) => { target = url; } } });
  return target;
}

describe('writeFolderRedirects', () => {
  it('gives every page a redirect document at <page>/index.html, and touches nothing Next wrote', async () => {
    const { writeFolderRedirects } = await load();
    expect(writeFolderRedirects(out)).toBe(4);
    const written = ['docs/index.html', 'docs/api/os/index.html', 'docs/configuration/neutralino.config.json/index.html', 'apps/tags/vue/index.html'];
    for (const file of written) expect(read(file)).toContain('<meta name="robots" content="noindex">');
    for (const [file, text] of Object.entries(EXPORT)) expect(read(file)).toBe(text);
    for (const missing of ['404/index.html', '_not-found/index.html', 'index/index.html', '_next/static/chunks/page/index.html']) {
      expect(fs.existsSync(path.join(out, missing))).toBe(false);
    }
  });

  it('sends the reader to the canonical address with the query and fragment, with a refresh and a link for no JavaScript', async () => {
    const { writeFolderRedirects } = await load();
    writeFolderRedirects(out);
    const html = read('docs/api/os/index.html');
    expect(scriptTarget(html, '?q=x', '#oscommand')).toBe('/docs/api/os?q=x#oscommand');
    expect(scriptTarget(html, '', '')).toBe('/docs/api/os');
    expect(html).toContain('<link rel="canonical" href="https://neutralino.js.org/docs/api/os">');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/docs/api/os"></noscript>');
    expect(html).toContain('<title>Neutralino.os | Site</title>');
    expect(html).toContain('<a href="/docs/api/os">Neutralino.os | Site</a>');
    expect(read('apps/tags/vue/index.html')).toContain('<a href="/apps/tags/vue">Apps &amp; Vue | Site</a>');
    expect(scriptTarget(read('docs/index.html'), '', '#a')).toBe('/docs#a');
    // Served at the canonical address itself (a host that looks in the folder first), it stays put.
    expect(scriptTarget(html, '', '', '/docs/api/os')).toBe('');
  });

  it('puts the base path the site is built for in every address', async () => {
    vi.stubEnv('BASE_PATH', '/site');
    const { writeFolderRedirects } = await load();
    writeFolderRedirects(out);
    const html = read('docs/api/os/index.html');
    expect(scriptTarget(html, '?q=x', '')).toBe('/site/docs/api/os?q=x');
    expect(html).toContain('<link rel="canonical" href="https://neutralino.js.org/site/docs/api/os">');
    expect(html).toContain('url=/site/docs/api/os"');
  });

  it('can run again over its own documents, but refuses to replace a file Next wrote', async () => {
    const { writeFolderRedirects } = await load();
    writeFolderRedirects(out);
    expect(writeFolderRedirects(out)).toBe(4);
    fs.writeFileSync(path.join(out, 'docs/api/os/index.html'), '<title>Something of Next</title>');
    expect(() => writeFolderRedirects(out)).toThrow(/docs\/api\/os\/index\.html exists and was not written by this step/);
  });

  it('makes GitHub Pages answer a page at its folder address while its own address still serves the page', async () => {
    const { writeFolderRedirects } = await load();
    writeFolderRedirects(out);
    const answer = (urlPath: string) => path.relative(out, resolveGitHubPagesPath(out, urlPath).file ?? '');
    expect(answer('/docs/api/os')).toBe('docs/api/os.html');
    expect(answer('/docs/api/os.html')).toBe('docs/api/os.html');
    expect(answer('/docs/api/os/')).toBe('docs/api/os/index.html');
    expect(answer('/docs/api/os/index.html')).toBe('docs/api/os/index.html');
    expect(answer('/docs')).toBe('docs.html');
    expect(answer('/docs/')).toBe('docs/index.html');
    expect(answer('/docs/configuration/neutralino.config.json')).toBe('docs/configuration/neutralino.config.json.html');
    expect(answer('/docs/configuration/neutralino.config.json/')).toBe('docs/configuration/neutralino.config.json/index.html');
  });
});
