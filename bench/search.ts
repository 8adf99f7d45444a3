// `npm run bench:search`: size of the search files, index build time, and query latency in Node.
// Prints a table; the budgets (DESIGN.md) are two files <= 150 KB gzipped and p95 query <= 20 ms.
import zlib from 'node:zlib';
import lunr from 'lunr';
import { loadDocs } from '../lib/content';
import { getDocsSidebar } from '../lib/docs-sidebar';
import { buildSearchDocuments, buildSearchIndex } from '../lib/search/build-index';
import { compactIndex, expandIndex } from '../lib/search/compact-index';
import { search } from '../lib/search/query';
import { siteConfig } from '../lib/site-config';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const docs = loadDocs();
const buildStart = performance.now();
const documents = buildSearchDocuments(docs, getDocsSidebar());
const { builder } = buildSearchIndex(documents);
const compact = JSON.stringify(compactIndex(builder));
const buildMs = performance.now() - buildStart;
const docsJson = JSON.stringify(documents);

const loadStart = performance.now();
const index = lunr.Index.load(expandIndex(JSON.parse(compact)));
const loadMs = performance.now() - loadStart;

// 200 queries: API names, words, prefixes as typed, typos and noise.
const words = ['execCommand', 'os.execCommand', 'readFile', 'window', 'tray', 'clipboard', 'getEnv', 'NL_PORT', 'NE_FS_NOPATHE', 'extensions', 'storage', 'updater', 'permission', 'config', 'spawnProcess', 'watcher', 'binary', 'dialog', 'notification', 'resources'];
const queries: string[] = [];
for (const w of words) {
  queries.push(w, w.slice(0, 3), w.slice(0, 5), `${w.slice(0, -1)}x`, `${w} options`);
  queries.push(w.toLowerCase(), `how ${w}`, w.replace(/[aeiou]/, ''), `${w} error`, `"${w}`);
}
const times: number[] = [];
for (const q of queries) {
  const t = performance.now();
  search(lunr, index, documents, q, siteConfig.search.maxHits);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);

const docsGz = zlib.gzipSync(docsJson).length;
const indexGz = zlib.gzipSync(compact).length;
console.table({
  'search-doc.json': { raw: kb(docsJson.length), gzipped: kb(docsGz) },
  'lunr-index.json': { raw: kb(compact.length), gzipped: kb(indexGz) },
  'both (budget 150 KB gz)': { raw: kb(docsJson.length + compact.length), gzipped: kb(docsGz + indexGz) },
});
console.table({
  [`${documents.length} documents from ${docs.length} pages`]: {
    'build ms': buildMs.toFixed(0),
    'load ms': loadMs.toFixed(0),
    [`median query ms (n=${queries.length})`]: percentile(times, 50).toFixed(2),
    'p95 query ms (budget 20)': percentile(times, 95).toFixed(2),
    'max query ms': times[times.length - 1].toFixed(2),
  },
});
