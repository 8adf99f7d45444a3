// `npm run bench:search`: size of the search files, index build time, and query latency in Node.
// Prints tables; the budgets (DESIGN.md): two files <= 150 KB gzipped, p95 query <= 20 ms,
// hit@1 >= 85 % and hit@5 >= 95 % on the judged query set.
import fs from 'node:fs';
import zlib from 'node:zlib';
import lunr from 'lunr';
import { loadDocs } from '../lib/content';
import { getDocsSidebar } from '../lib/docs-sidebar';
import { buildSearchDocuments, buildSearchIndex, shippedDocuments } from '../lib/search/build-index';
import { compactIndex, expandIndex } from '../lib/search/compact-index';
import { builtPageSections } from '../lib/search/page-sections';
import { groupByPage, search } from '../lib/search/query';
import { siteConfig } from '../lib/site-config';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const docs = loadDocs();
const buildStart = performance.now();
const documents = buildSearchDocuments(docs, getDocsSidebar());
// The site pages are indexed from the export (scripts/index-pages.ts); without a build they are left out.
const built = fs.existsSync('out/index.html');
if (built) for (const section of builtPageSections('out')) documents.push({ id: documents.length, ...section });
else console.log('No out/: site pages (home, apps, resources, privacy) are not in this index; run `npm run build` first.');
const { builder } = buildSearchIndex(documents);
const compact = JSON.stringify(compactIndex(builder));
const buildMs = performance.now() - buildStart;
const docsJson = JSON.stringify(shippedDocuments(documents));

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

// Relevance: hit@1, hit@5 and MRR over a query set written before tuning (bench/search-queries.json,
// or another file given with --queries, such as a held-out set). A hit is a result on the wanted
// page, and in the wanted section where the set names one; order is the order the box shows.
type Judged = { q: string; page: string; section?: string };
const queriesFlag = process.argv.indexOf('--queries');
const queriesFile = queriesFlag > 0 ? process.argv[queriesFlag + 1] : new URL('./search-queries.json', import.meta.url).pathname;
const judged: Judged[] = JSON.parse(fs.readFileSync(queriesFile, 'utf8')).queries;

const routes = new Map(docs.map((d) => [d.route, new Set(d.headings.map((h) => h.id))]));
const unknownTargets = judged.filter((j) => j.page.startsWith('/docs') && (!routes.has(j.page) || (j.section && !routes.get(j.page)!.has(j.section))));

let hitAt1 = 0;
let hitAt5 = 0;
let reciprocal = 0;
const misses: string[] = [];
for (const j of judged) {
  const shown = groupByPage(search(lunr, index, documents, j.q, siteConfig.search.maxHits, siteConfig.search.maxHitsPerPage)).flatMap((g) => g.hits);
  const rank = shown.findIndex((h) => h.document.route === j.page && (!j.section || h.document.anchor === j.section)) + 1;
  if (rank === 1) hitAt1++;
  if (rank >= 1 && rank <= 5) hitAt5++;
  if (rank >= 1) reciprocal += 1 / rank;
  if (rank !== 1) {
    const top = shown.slice(0, 3).map((h) => `${h.document.route}${h.document.anchor ? `#${h.document.anchor}` : ''}`).join(', ');
    misses.push(`${JSON.stringify(j.q)} -> want ${j.page}${j.section ? `#${j.section}` : ''} at ${rank || 'none'}; top: ${top || 'nothing'}`);
  }
}
const pct = (n: number) => `${((100 * n) / judged.length).toFixed(1)} %`;
console.table({
  [`${judged.length} judged queries (${queriesFile.split('/').pop()})`]: {
    'hit@1 (budget 85 %)': pct(hitAt1),
    'hit@5 (budget 95 %)': pct(hitAt5),
    MRR: (reciprocal / judged.length).toFixed(3),
  },
});
if (misses.length) console.log(`Not first (${misses.length}):\n  ${misses.join('\n  ')}`);
if (unknownTargets.length) console.log(`Targets that do not exist on the site:\n  ${unknownTargets.map((j) => `${j.q} -> ${j.page}#${j.section ?? ''}`).join('\n  ')}`);
