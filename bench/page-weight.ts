// `npm run bench:weight`: what a first visit to a page downloads from out/, gzipped: HTML, CSS and
// the JavaScript its <script> tags load (budget: <= 165 KB of JS on a doc page, DESIGN.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFERRED_SRC_ATTRIBUTE } from '../lib/deferred-scripts';

const OUT = 'out';
const pages = { home: 'index.html', 'long doc (api/filesystem)': 'docs/api/filesystem.html', 'doc (api/os)': 'docs/api/os.html', apps: 'apps.html' };
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;
const kb = (n: number) => (n / 1024).toFixed(1);

if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  console.error('Build the site first: npm run build');
  process.exit(1);
}

const rows: Record<string, Record<string, string>> = {};
for (const [name, file] of Object.entries(pages)) {
  const html = fs.readFileSync(path.join(OUT, file), 'utf8');
  const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]))]
    .map((src) => path.join(OUT, src.replace(/^\/(?:[^_][^/]*\/)*?(?=_next\/)/, '/').replace(/\?.*$/, '')))
    .filter((f) => fs.existsSync(f));
  // nomodule polyfills are skipped by every browser that runs the modern bundle; the app's chunks
  // wait in inert placeholders until the boot script loads them (lib/deferred-scripts.ts).
  const scripts = assets(new RegExp(`<script(?![^>]*noModule)[^>]*\\s(?:src|${DEFERRED_SRC_ATTRIBUTE})="([^"]+)"`, 'g'));
  const styles = assets(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = scripts.reduce((n, f) => n + gz(f), 0);
  rows[name] = {
    'HTML KB': kb(gz(path.join(OUT, file))),
    'CSS KB': kb(styles.reduce((n, f) => n + gz(f), 0)),
    'JS KB (budget 165)': kb(js),
    'JS files': String(scripts.length),
  };
}
console.table(rows);
