// The app's JavaScript starts after the page's first paint (lib/deferred-scripts.ts): no chunk is
// requested before the content is on screen, and what a reader does in the meantime (press a
// button, type a search) is not lost.
import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const CHUNKS = '**/_next/static/chunks/**';

// These tests are about the moments before the app starts, so goto() must not wait for it.
test.use({ waitForAppOnLoad: false });

/** Holds every chunk request until `release()` is called, so the test acts before hydration. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(CHUNKS, (route) => (released ? route.continue() : held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

for (const path of ['/', '/docs/api/os', '/apps']) {
  test(`${path}: no app chunk is requested before the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      chunks: performance.getEntriesByType('resource').filter((e) => e.name.includes('/_next/static/chunks/')).map((e) => e.startTime),
    }));
    expect(timings.fcp).toBeGreaterThan(0);
    expect(timings.chunks.length).toBeGreaterThan(0);
    expect(Math.min(...timings.chunks)).toBeGreaterThan(timings.fcp!);
  });
}

test('the app starts its chunks one per task, so starting them is no long task', async ({ page }) => {
  // Each placeholder is removed as its chunk is inserted; a MutationObserver callback runs after each task, so it
  // sees every placeholder a single task removed.
  await page.addInitScript(() => {
    const perTask: number[] = [];
    (window as Window & { placeholdersPerTask?: number[] }).placeholdersPerTask = perTask;
    new MutationObserver((records) => {
      const removed = records.flatMap((r) => [...r.removedNodes]).filter((n) => n instanceof HTMLScriptElement && n.hasAttribute('data-deferred-src')).length;
      if (removed) perTask.push(removed);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/docs/api/os');
  await waitForHydration(page);
  const perTask = await page.evaluate(() => (window as Window & { placeholdersPerTask?: number[] }).placeholdersPerTask!);
  expect(perTask.length).toBeGreaterThan(5);
  expect(Math.max(...perTask)).toBe(1);
  await expect(page.locator('script[data-deferred-src]')).toHaveCount(0);
});

test('the exported HTML has no chunk <script src> or chunk preload left, only inert placeholders', async ({ request }) => {
  const html = await (await request.get('/docs/api/os')).text();
  expect(html).not.toMatch(/<script src="[^"]*\/_next\/static\/chunks\/[^"]+" async/);
  expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//);
  expect(html).toMatch(/<script type="text\/plain" data-deferred-src="\/_next\/static\/chunks\/[^"]+\.js"><\/script>/);
});

test('a button pressed before hydration does its job once the app has started', async ({ page }) => {
  const chunks = await holdChunks(page);
  await page.goto('/docs');
  await expect.poll(chunks.requested).toBe(true);
  await page.locator('.theme-toggle').click();
  await chunks.release();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a tab key pressed before the app has started moves to the next tab once it has', async ({ page }) => {
  const chunks = await holdChunks(page);
  await page.goto('/docs/getting-started/your-first-neutralinojs-app');
  await expect.poll(chunks.requested).toBe(true);
  const tabs = page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'macOS' }) }).first();
  await tabs.getByRole('tab', { name: 'Linux' }).focus();
  await page.keyboard.press('ArrowRight');
  await chunks.release();
  await expect(tabs.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'macOS' })).toBeFocused();
});

test('text typed into the search box before hydration is searched once the app has started', async ({ page }) => {
  const chunks = await holdChunks(page);
  await page.goto('/docs');
  await expect.poll(chunks.requested).toBe(true);
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('storage');
  await chunks.release();
  await expect(page.getByRole('listbox').getByRole('group').first()).toHaveAttribute('aria-label', 'Neutralino.storage');
  await expect(box).toHaveValue('storage');
});

test('a chunk that fails to load shows the base path banner', async ({ page, allowConsoleProblems }) => {
  allowConsoleProblems();
  await page.route(CHUNKS, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/docs');
  await expect(page.getByRole('alert')).toContainText('Your Docusaurus site did not load properly.');
});
