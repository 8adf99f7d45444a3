// `npm run bench:lighthouse`: Lighthouse 13 with its default mobile settings (simulated throttling:
// the figures PageSpeed Insights shows) on every page type of the built out/, beside the floor of
// the stack measured in the same run: an empty two-page export of the same Next version
// (bench/floor.mjs). Absolute figures move from run to run and machine to machine; the gaps
// to the floor do not. Goal (issue 33): performance at least the floor's minus 2, TBT at most 1.25x
// the floor's, LCP at most the floor's, CLS 0, accessibility, best practices and SEO 100. Run after `npm run build`, on a quiet machine.
//
// The floor is sampled again after each page, and its median over the whole run is the reference, so
// a busy minute weighs on both alike.
//
// Options: --runs N (median of N, default 3), --devtools (adds a devtools-throttling column),
// --pages /a,/b (a subset; `all` for every page of the sitemap), --compare DIR (another build's out/,
// an older commit built in its own checkout, measured with its runs taking turns with this build's;
// its rows end in " (compare)").
//
// Lighthouse 13 needs Node 22, so it runs through npx with the `node` package of the registry
// (no browser or binary is downloaded: it drives the Chromium of scripts/chromium.mjs). It is not a
// dependency: CI does not need its 180 packages.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { buildFloor } from './floor.mjs';
import { medianOf } from './median.mjs';
import { allPages, hasPage } from './pages.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', 3));
const DEVTOOLS = process.argv.includes('--devtools');
// The not-found page is measured at /404 (its 404.html served with status 200): Lighthouse refuses
// to score a response with status 404.
const PAGES_ARG = arg('--pages', '/,/apps,/resources,/docs,/docs/api/os,/docs/api/filesystem,/docs/release-notes/framework,/404');
const PAGES = PAGES_ARG === 'all' ? allPages() : PAGES_ARG.split(',');
const SITE_PORT = 3200;
const FLOOR_PORT = 3201;
const COMPARE_PORT = 3202;
const COMPARE_DIR = arg('--compare', '');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

/** Both sites are served by scripts/serve.mjs: the same server, clean URLs and gzip. */
const serve = (root, port) => spawn(process.execPath, ['scripts/serve.mjs', String(port), root], { stdio: 'ignore' });

function lighthouse(url, method) {
  const args = ['-y', '-p', 'node@22', '-p', 'lighthouse@13', '--', 'lighthouse', url, '--quiet', '--output=json', `--chrome-flags=${CHROME_FLAGS}`];
  if (method === 'devtools') args.push('--throttling-method=devtools');
  let output;
  try {
    output = execFileSync('npx', args, { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    output = error.stdout; // Lighthouse exits 1 on a page error but still reports it
  }
  const lhr = JSON.parse(output);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
  };
}

if (!fs.existsSync('out/index.html')) {
  console.error('out/ has no site in it; run `npm run build` first.');
  process.exit(1);
}
console.error('Building the floor (empty two-page Next export)...');
const floorOut = buildFloor();
const builds = [{ port: SITE_PORT, dir: 'out', suffix: '' }, ...(COMPARE_DIR ? [{ port: COMPARE_PORT, dir: COMPARE_DIR, suffix: ' (compare)' }] : [])];
const servers = [serve(floorOut, FLOOR_PORT), ...builds.map((b) => serve(b.dir, b.port))];
await new Promise((resolve) => setTimeout(resolve, 1000));

const floorRuns = [];
const sampleFloor = () => floorRuns.push(lighthouse(`http://localhost:${FLOOR_PORT}/`, 'simulate'));
const measured = []; // [row name, median figures, perf with devtools throttling]
try {
  console.error(`Floor: ${RUNS} runs, then one more after each page...`);
  for (let i = 0; i < RUNS; i++) sampleFloor();
  for (const page of PAGES) {
    const present = builds.filter((b) => hasPage(b.dir, page));
    console.error(`${page}: ${RUNS} runs per build...`);
    const runs = present.map(() => []);
    for (let i = 0; i < RUNS; i++) for (const [n, b] of present.entries()) runs[n].push(lighthouse(`http://localhost:${b.port}${page}`, 'simulate'));
    for (const [n, b] of present.entries()) {
      const devtools = DEVTOOLS ? lighthouse(`http://localhost:${b.port}${page}`, 'devtools').performance : undefined;
      measured.push([`${page}${b.suffix}`, medianOf(runs[n]), devtools]);
      console.error(`  ${b.suffix || 'this build'}: ${JSON.stringify(medianOf(runs[n]))}`);
    }
    sampleFloor();
  }
} finally {
  servers.forEach((s) => s.kill());
}

const floor = medianOf(floorRuns);
const rows = { [`floor (empty Next export, median of ${floorRuns.length})`]: { perf: floor.performance, 'TBT ms': Math.round(floor.tbt), 'LCP ms': Math.round(floor.lcp), CLS: floor.cls.toFixed(3), requests: floor.requests } };
let withinGoal = true;
for (const [row, m, devtools] of measured) {
  const ok = m.performance >= floor.performance - 2 && m.tbt <= 1.25 * floor.tbt && m.lcp <= floor.lcp && m.cls === 0
    && m.accessibility === 100 && m.bestPractices === 100 && m.seo === 100;
  if (!row.endsWith(' (compare)')) withinGoal &&= ok;
  rows[row] = {
    perf: m.performance,
    'Δ perf': m.performance - floor.performance,
    'TBT ms': Math.round(m.tbt),
    'TBT / floor': (m.tbt / floor.tbt).toFixed(2),
    'LCP ms': Math.round(m.lcp),
    'LCP / floor': (m.lcp / floor.lcp).toFixed(2),
    CLS: m.cls.toFixed(3),
    requests: m.requests,
    'a11y/bp/seo': `${m.accessibility}/${m.bestPractices}/${m.seo}`,
    goal: ok ? 'yes' : 'NO',
    ...(DEVTOOLS ? { 'perf (devtools)': devtools } : {}),
  };
}
console.table(rows);
console.log(withinGoal ? 'Every page is within the goal.' : 'Some pages are outside the goal (goal: NO).');
