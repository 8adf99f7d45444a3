// `npm run bench:trace`: the main thread of every page after its first paint, and the latency of
// every interaction a reader makes, in Chromium at 4x CPU throttling (issue 33).
//
// 1. Page load, median of --runs (5) cold loads per page at 1280 px: blocking time after first
//    contentful paint (tasks beyond 50 ms, as TBT counts them), and time in style recalculation,
//    layout, script and paint after it, beside the floor (an empty two-page Next export, built in
//    the same run: bench/floor.mjs). The floor is loaded again in every turn of every page, so each
//    page is compared with the floor of the same minutes: measured once at the start, it made pages
//    measured later look 0.64-1.65x as slow as they were. Goal: blocking time at most 1.15x the
//    floor's, style at most 50 ms.
// 2. Interactions on the three longest doc pages at 1280 and 390 px, median of --interaction-runs
//    (3): the Event Timing duration of each interaction (input delay + handlers + next paint, what
//    INP reports; Chromium reports none under 16 ms). Goal: 200 ms.
//
// Options: --pages /a,/b (default: every page of out/sitemap.xml and /404), --runs N,
// --interaction-runs N, --no-interactions, --no-load, and --compare DIR: another build's out/ (an
// older commit built in its own checkout), measured in the same run with its runs interleaved with
// this build's, for a before/after table. Run after `npm run build`, on a quiet machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { buildFloor } from './floor.mjs';
import { median, medianOf } from './median.mjs';
import { allPages, hasPage, longestDocPages } from './pages.mjs';
import { mainThreadAfterFcp } from './trace-analysis.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', 5));
const INTERACTION_RUNS = Number(arg('--interaction-runs', 3));
const SITE_PORT = 3210;
const FLOOR_PORT = 3211;
const COMPARE_PORT = 3212;
const COMPARE_DIR = arg('--compare', '');
const CPU_SLOWDOWN = 4;
const BLOCKING_RATIO_GOAL = 1.15;
const STYLE_GOAL_MS = 50;
const INTERACTION_GOAL_MS = 200;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute', 'toplevel'];
const READY = 'html[data-app-ready]';

if (!fs.existsSync('out/index.html')) {
  console.error('out/ has no site in it; run `npm run build` first.');
  process.exit(1);
}

const round = (n) => Math.round(n);
const serve = (root, port) => spawn(process.execPath, ['scripts/serve.mjs', String(port), root], { stdio: 'ignore' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const browser = await chromium.launch(chromiumLaunchOptions());

async function newThrottledPage(width, height) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.route(/^(?!https?:\/\/localhost[:/]).*/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** One cold load, traced until the app has started and the page has been quiet for 3 s. */
async function traceLoad(url, waitForApp) {
  const { context, page } = await newThrottledPage(1280, 800);
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  if (waitForApp) await page.locator(READY).waitFor({ state: 'attached', timeout: 60_000 });
  await sleep(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const figures = mainThreadAfterFcp(trace.traceEvents);
  if (!figures) throw new Error(`${url}: no first contentful paint in the trace`);
  return figures;
}


/** Median figures of each target's loads ({ url, waitForApp }); the targets take turns, so a busy moment hits them alike. */
async function medianLoads(targets) {
  const runs = targets.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const [n, t] of targets.entries()) runs[n].push(await traceLoad(t.url, t.waitForApp));
  return runs.map(medianOf);
}

// --- interactions -------------------------------------------------------------------------------

const observeEvents = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
};

/**
 * Prepares a click on the middle of `locator` with raw mouse events, as a reader's click arrives;
 * the element is scrolled into view first, outside the measured interaction. Playwright's
 * `locator.click()` adds its own pointerdown listener that checks the hit target and forces a style
 * and layout pass inside the event, which Event Timing then counts (23-30 ms at 4x CPU).
 */
async function prepareReaderClick(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await sleep(300);
  const box = await locator.boundingBox();
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The slowest interaction `action` causes, in ms (16 when Chromium reported none, i.e. under 16 ms). */
async function latency(page, action) {
  await page.evaluate(() => { window.__interactions.length = 0; });
  await action();
  await sleep(600); // the next paint, and Event Timing's report of it
  const durations = await page.evaluate(() => window.__interactions.map((e) => e.duration));
  return Math.max(16, ...durations);
}

async function openLongPage(url, width) {
  const { context, page } = await newThrottledPage(width, width < 996 ? 844 : 800);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(READY).waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(observeEvents);
  await sleep(2000);
  return { context, page };
}

/** One pass over every interaction the issue names, on `url` at `width`; `other` is another long page. */
async function interactionPass(url, other, width) {
  const mobile = width < 996;
  const results = {};
  let { context, page } = await openLongPage(url, width);
  const toggle = await prepareReaderClick(page, page.locator('.theme-toggle').first());
  results['theme toggle'] = Math.max(await latency(page, toggle), await latency(page, toggle));
  results['Ctrl+K'] = await latency(page, () => page.keyboard.press('Control+k'));
  results['typing a query'] = await latency(page, () => page.keyboard.type('window', { delay: 150 }));
  await page.locator('[role=option]').first().waitFor({ timeout: 30_000 });
  results['arrow keys in results'] = await latency(page, async () => {
    for (let i = 0; i < 3; i++) { await page.keyboard.press('ArrowDown'); await sleep(150); }
  });
  results['choosing a result'] = await latency(page, () => page.keyboard.press('Enter'));
  await context.close();

  ({ context, page } = await openLongPage(url, width));
  if (mobile) {
    results['mobile menu open'] = await latency(page, await prepareReaderClick(page, page.locator('.menu-button')));
    results['mobile menu close'] = await latency(page, () => page.keyboard.press('Escape'));
  } else {
    // The other page may sit in a category the sidebar shows collapsed (the troubleshooting page is
    // one of the longest): open it first, as a reader would, outside the measured click.
    const category = page.locator('.docs-sidebar .sidebar-category', { has: page.locator(`a[href$="${other}"]`) }).first();
    const opener = category.locator('.sidebar-category-button[aria-expanded="false"]');
    if (await opener.count()) await (await prepareReaderClick(page, opener))();
    results['sidebar click'] = await latency(page, await prepareReaderClick(page, category.locator(`a[href$="${other}"]`)));
    await page.waitForURL(`**${other}`);
    await sleep(1500);
  }
  results['prev/next click'] = await latency(page, await prepareReaderClick(page, page.locator('.pagination a').last()));
  await context.close();
  return results;
}

// --- run ----------------------------------------------------------------------------------------

console.error('Building the floor (empty two-page Next export)...');
const floorOut = buildFloor();
const servers = [serve('out', SITE_PORT), serve(floorOut, FLOOR_PORT), ...(COMPARE_DIR ? [serve(COMPARE_DIR, COMPARE_PORT)] : [])];
/** This build, then the compared one, whose rows end in " (compare)"; pages it lacks are not measured on it. */
const builds = [{ origin: `http://localhost:${SITE_PORT}`, suffix: '' }, ...(COMPARE_DIR ? [{ origin: `http://localhost:${COMPARE_PORT}`, suffix: ' (compare)', dir: COMPARE_DIR }] : [])];
await sleep(1000);
let withinGoal = true;
try {
  if (!process.argv.includes('--no-load')) {
    const pages = arg('--pages', allPages().join(',')).split(',');
    const floorTarget = { url: `http://localhost:${FLOOR_PORT}/`, waitForApp: false };
    const rows = {};
    const floorBlocking = [];
    for (const page of pages) {
      const present = builds.filter((b) => !b.dir || hasPage(b.dir, page));
      const [floor, ...figures] = await medianLoads([floorTarget, ...present.map((b) => ({ url: `${b.origin}${page}`, waitForApp: true }))]);
      floorBlocking.push(floor.blocking);
      for (const [n, m] of figures.entries()) {
        const ratio = floor.blocking ? m.blocking / floor.blocking : m.blocking ? Infinity : 1;
        const ok = ratio <= BLOCKING_RATIO_GOAL && m.style <= STYLE_GOAL_MS;
        if (n === 0) withinGoal &&= ok;
        const row = `${page}${present[n].suffix}`;
        rows[row] = { 'blocking ms': round(m.blocking), 'floor ms': round(floor.blocking), ratio: ratio.toFixed(2), 'style ms': round(m.style), 'layout ms': round(m.layout), 'script ms': round(m.script), 'paint ms': round(m.paint), goal: ok ? 'yes' : 'NO' };
        console.error(`${row}: ${JSON.stringify(rows[row])}`);
      }
    }
    console.log(`Page load at ${CPU_SLOWDOWN}x CPU, median of ${RUNS}, after first contentful paint (goal: blocking at most ${BLOCKING_RATIO_GOAL}x the floor's of the same turns, style at most ${STYLE_GOAL_MS} ms; the floor's blocking time over the run: ${round(Math.min(...floorBlocking))}-${round(Math.max(...floorBlocking))} ms)`);
    console.table(rows);
  }
  if (!process.argv.includes('--no-interactions')) {
    const longest = longestDocPages(3).map((p) => p.page);
    const rows = {};
    for (const [index, page] of longest.entries()) {
      const other = longest[(index + 1) % longest.length];
      for (const width of [1280, 390]) {
        const passes = builds.map(() => []);
        for (let i = 0; i < INTERACTION_RUNS; i++) for (const [n, b] of builds.entries()) passes[n].push(await interactionPass(`${b.origin}${page}`, other, width));
        for (const name of Object.keys(passes[0][0])) {
          for (const [n, b] of builds.entries()) {
            const ms = median(passes[n].map((p) => p[name]));
            if (n === 0) withinGoal &&= ms <= INTERACTION_GOAL_MS;
            const row = `${page} @${width} ${name}${b.suffix}`;
            rows[row] = { ms: round(ms), runs: passes[n].map((p) => round(p[name])).join(' '), goal: ms <= INTERACTION_GOAL_MS ? 'yes' : 'NO' };
            console.error(`${row}: ${round(ms)} ms`);
          }
        }
      }
    }
    console.log(`Interactions at ${CPU_SLOWDOWN}x CPU, Event Timing duration, median of ${INTERACTION_RUNS} (goal: ${INTERACTION_GOAL_MS} ms; 16 means under 16)`);
    console.table(rows);
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.kill());
}
console.log(withinGoal ? 'Every page and interaction is within the goal.' : 'Some figures are outside the goal (goal: NO).');
