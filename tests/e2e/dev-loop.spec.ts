// The writers' loop (issue 17): `npm run dev` on a scratch copy of the project, a doc page open in
// the browser, and the content edited on disk as a writer would. Each change must reach the open
// tab by itself (no reload), and a content error must show on the page and go away once fixed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { startScratchDevServer, type ScratchDevServer } from '../../scripts/scratch-dev-server';
import { writeFileAtomic } from '../../lib/write-file-atomic';

let server: ScratchDevServer | undefined;
let dir = '';
let baseURL = '';

/** Where the dev server's output stood at the last save: what Next and the check print for it follows. */
let logAtLastSave = 0;
const contentFile = (relative: string) => path.join(dir, 'content', relative);
// A page is saved as editors with a safe or atomic save do (vim, JetBrains): a temporary file renamed
// over it. Node's recursive watch lost a file after its first such save (scripts/watch-tree.ts).
// content/sidebar.ts, a module Next compiles itself, is written in place in a single write that never
// leaves it empty or cut (writeInPlace): renamed over, it made Next answer 500 and reload the tab in 2
// of 3 full test runs, and a truncating write let Next compile the empty module now and then, which is
// Next's side of the loop.
const save = (relative: string, source: string) => {
  if (relative.endsWith('.mdx')) writeFileAtomic(contentFile(relative), source);
  else writeInPlace(contentFile(relative), source);
  logAtLastSave = server!.log().length;
};

/** Overwrites `file` from its start in one write, padded with spaces to its old length when shorter, so a reader sees the old text or the new, never an empty or half file. */
function writeInPlace(file: string, source: string) {
  const text = Buffer.from(source);
  const bytes = Buffer.concat([text, Buffer.alloc(Math.max(0, fs.statSync(file).size - text.length), ' ')]);
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, bytes, 0, bytes.length, 0);
  } finally {
    fs.closeSync(fd);
  }
}
const edit = (relative: string, change: (source: string) => string) => save(relative, change(fs.readFileSync(contentFile(relative), 'utf8')));
const remove = (relative: string) => {
  fs.rmSync(contentFile(relative));
  logAtLastSave = server!.log().length;
};

/**
 * What Next prints once it has applied a save: "Compiled", or a request for a page, which the open
 * tab sends when the update reaches it. Turbopack does not print "Compiled" for every update: in CI
 * a front-matter save reached the tab with only the tab's requests in the log after it.
 */
const APPLIED = /Compiled|\bGET \//;

/**
 * Waits until Next has applied the last save (see APPLIED) and gone quiet. A tab that
 * opens while a server update is on its way can receive it before hydration, and Next 16 then
 * throws "Router action dispatched before initialization" (a race in Next's client: it connects its
 * update channel before the router exists). A writer rarely opens a tab within a second of a save;
 * a test does it every time. The content check of a valid save sends the tab only a client update
 * (.cache/search-version.ts), which has no such race, so it need not be waited for.
 */
async function settled() {
  await expect.poll(() => APPLIED.test(server!.log().slice(logAtLastSave)), { timeout: 60_000 }).toBe(true);
  let length = -1;
  await expect.poll(() => {
    const quiet = server!.log().length === length;
    length = server!.log().length;
    return quiet;
  }, { timeout: 30_000, intervals: [1_000] }).toBe(true);
}

/** Milliseconds from now until `done` holds in the page, without reloading it. */
async function timeUntil(page: Page, done: () => Promise<unknown>) {
  const started = Date.now();
  await done();
  return Date.now() - started;
}

test.describe('npm run dev on a scratch copy', () => {
  test.describe.configure({ mode: 'serial' });
  // The first request compiles the docs route: tens of seconds on a loaded 2-core machine.
  test.setTimeout(150_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startScratchDevServer();
    ({ dir, baseURL } = server);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    fs.writeFileSync(testInfo.outputPath('dev-server.log'), server?.log() ?? '');
    // CI keeps only what the run prints, and a later local run empties test-results/: the end of the
    // server's log says what a rare failure under load was (a 500 and a reload in the open tab, twice).
    console.log(`dev server log, last 4000 characters since the last save:\n${(server?.log() ?? '').slice(logAtLastSave).slice(-4000)}`);
  });

  /** Opens a page once Next's update channel is connected: a change saved before that is not pushed to it. */
  async function openConnected(page: Page, route: string) {
    await settled();
    const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[HMR] connected'), timeout: 60_000 });
    await page.goto(`${baseURL}${route}`);
    await connected;
  }

  /**
   * Opens /docs/api/debug and returns a check that the tab has not reloaded since. The rare reload
   * under load (playwright.config.ts) left no cause in CI's output, so the check names what
   * Next said about it: the server's reload messages, the client's reports of a full reload (with
   * the stack that caused it) and any 5xx answer.
   */
  async function openDebugPage(page: Page) {
    const reloadClues: string[] = [];
    const clue = (text: string) => reloadClues.push(`${new Date().toISOString().slice(11, 23)} ${text.slice(0, 600)}`);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => { if (typeof payload === 'string' && /reloadPage|serverError/.test(payload)) clue(`from Next: ${payload}`); });
      // Only the client's reports of a reload: it also sends server-component-reload-page on every ordinary update.
      socket.on('framesent', ({ payload }) => { if (typeof payload === 'string' && /client-full-reload|client-reload-page/.test(payload)) clue(`to Next: ${payload}`); });
    });
    page.on('response', (response) => { if (response.status() >= 500) clue(`${response.status()} ${response.url()}`); });
    await openConnected(page, '/docs/api/debug');
    /** Marks the document now open, for a test that opens another page itself. */
    const markOpen = () => page.evaluate(() => { (window as Window & { notReloaded?: boolean }).notReloaded = true; });
    await markOpen();
    const expectNotReloaded = async () => {
      const same = await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded === true);
      expect(same, `the open tab reloaded; what Next said:\n${reloadClues.join('\n') || '(nothing)'}`).toBe(true);
    };
    return { markOpen, expectNotReloaded };
  }

  test('an edit to a page and its front matter shows in the open tab by itself, at the same scroll position', async ({ page }) => {
    // The search files load on the writer's first use, not when the tab is idle (components/search/search-box.tsx).
    const searchRequests: string[] = [];
    page.on('request', (request) => { if (/search-doc|lunr-index|worker/.test(request.url())) searchRequests.push(request.url()); });
    const { expectNotReloaded } = await openDebugPage(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    edit('docs/api/debug.mdx', (source) => `${source}\nA writer adds the word quetzalcoatl here.\n`);
    const ms = await timeUntil(page, () => expect(page.locator('.markdown')).toContainText('quetzalcoatl', { timeout: 20_000 }));
    await expectNotReloaded();
    expect(await page.evaluate(() => window.scrollY)).toBe(400);

    edit('docs/api/debug.mdx', (source) => source.replace(/^title: .*$/m, 'title: Debugging, retitled').replace(/^sidebar_label: .*$/m, 'sidebar_label: debug-relabelled'));
    const titleMs = await timeUntil(page, () => expect(page.locator('h1')).toHaveText('Debugging, retitled', { timeout: 20_000 }));
    await expect(page.locator('.docs-sidebar-column a[href="/docs/api/debug"]')).toHaveText('debug-relabelled');
    await expectNotReloaded();
    test.info().annotations.push({ type: 'save to open tab (ms)', description: `body ${ms}, front matter ${titleMs}` });
    expect(searchRequests).toEqual([]);
    console.log(`dev loop: save to open tab ${ms} ms (body), ${titleMs} ms (front matter)`);
  });

  test('a new page with a sidebar entry appears in the open tab and is served with its prev/next', async ({ page }) => {
    const { markOpen, expectNotReloaded } = await openDebugPage(page);
    save('docs/distribution/dev-loop-new.mdx', '---\ntitle: A page added while dev runs\n---\n\nThe new page says axolotl.\n');
    edit('sidebar.ts', (source) => source.replace("items: ['distribution/overview']", "items: ['distribution/overview', 'distribution/dev-loop-new']"));
    const sidebarLink = page.locator('.docs-sidebar-column a[href="/docs/distribution/dev-loop-new"]');
    await expect(sidebarLink).toHaveText('A page added while dev runs', { timeout: 20_000 });
    await expectNotReloaded();
    // Next's dev server answers from its last list of static params and refreshes it behind the
    // request, so the very first request may still be the not-found page.
    await expect.poll(() => fetch(`${baseURL}/docs/distribution/dev-loop-new`).then((r) => r.status), { timeout: 30_000 }).toBe(200);
    await openConnected(page, '/docs/distribution/dev-loop-new');
    await expect(page.locator('.markdown')).toContainText('axolotl');
    await expect(page.locator('.pagination a[rel=prev]')).toHaveAttribute('href', '/docs/distribution/overview');
    await markOpen();

    remove('docs/distribution/dev-loop-new.mdx');
    edit('sidebar.ts', (source) => source.replace(", 'distribution/dev-loop-new'", ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found', { timeout: 30_000 });
    await expectNotReloaded();
  });

  test('invalid MDX and a broken link show on the page with file, line and fix, and the page comes back once fixed', async ({ page, allowConsoleProblems }) => {
    allowConsoleProblems(); // the failing render is logged as an error in the console
    await openDebugPage(page);
    const fixed = fs.readFileSync(contentFile('docs/api/debug.mdx'), 'utf8');
    const brokenLine = fixed.split('\n').length + 1;
    edit('docs/api/debug.mdx', (source) => `${source}\nAn unclosed <div and { here\n`);
    await expect(page.getByText(new RegExp(`content/docs/api/debug\\.mdx:${brokenLine}:\\d+: invalid MDX.*Fix:`)).first()).toBeVisible({ timeout: 30_000 });
    save('docs/api/debug.mdx', `${fixed}\nNow fixed: okapi.\n`);
    await expect(page.locator('.markdown')).toContainText('okapi', { timeout: 30_000 });

    // Only the build's content check sees a link to a page that does not exist.
    edit('docs/api/debug.mdx', (source) => `${source}\nSee [the missing page](/docs/api/no-such-page).\n`);
    await expect(page.getByText(/content\/docs\/api\/debug\.mdx:\d+: link "\/docs\/api\/no-such-page".*Fix:/).first()).toBeVisible({ timeout: 60_000 });
    save('docs/api/debug.mdx', `${fixed}\nFixed again: tapir.\n`);
    await expect(page.locator('.markdown')).toContainText('tapir', { timeout: 30_000 });
  });

  test('the open tab\'s search finds a word just written, without a reload', async ({ page }) => {
    const { expectNotReloaded } = await openDebugPage(page);
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('debug');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 30_000 }); // the index is loaded
    // Server renders Next asks for on the tab's behalf (its router's refresh after a server update).
    let serverRefreshes = 0;
    page.on('request', (request) => { if (request.headers()['next-hmr-refresh']) serverRefreshes++; });
    edit('docs/api/debug.mdx', (source) => `${source}\nSearch should find narwhalesque now.\n`);
    // The search files are rebuilt in the background once the saves stop, and the tab fetches them.
    const started = Date.now();
    await expect(async () => {
      await box.fill('');
      await box.fill('narwhalesque');
      await expect(page.getByRole('option').first()).toContainText(/debug/i, { timeout: 2_000 });
    }).toPass({ timeout: 120_000 });
    await expectNotReloaded();
    // The save re-rendered the page once; the new search files came as a client update (.cache/search-version.ts).
    expect(serverRefreshes).toBe(1);
    console.log(`dev loop: save to search results in the open tab ${Date.now() - started} ms`);
  });

  test('a query left in the box is answered again when new search files come, without typing', async ({ page }) => {
    await openDebugPage(page);
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('debug');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 30_000 }); // the index is loaded
    await box.fill('quokkaesque');
    await expect(page.getByText(/No results for “quokkaesque”/)).toBeVisible({ timeout: 10_000 });
    edit('docs/api/debug.mdx', (source) => `${source}\nThe box should find quokkaesque by itself.\n`);
    await expect(page.getByRole('option').first()).toContainText(/debug/i, { timeout: 120_000 });
  });
});

test('nothing of the dev loop ships in the export', () => {
  // The build writes its own constants into the generated modules; a dev version in out/ would mean
  // the export was built from `npm run dev`'s modules.
  const hits = spawnSync('grep', ['-rl', 'dev-content-', 'out']).stdout.toString().trim();
  expect(hits).toBe('');
  // The search box's refresh for new search files (lib/search/client-index.ts) is left out of the bundle.
  const refresh = spawnSync('grep', ['-rlF', 'searchParams.set("v"', 'out/_next']).stdout.toString().trim();
  expect(refresh).toBe('');
});
