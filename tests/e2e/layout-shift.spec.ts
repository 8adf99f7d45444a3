import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { announcementStorageKey, siteConfig } from '../../lib/site-config';
import { expect, test, waitForHydration, waitForIdle } from './fixtures';

const PAGES = ['/', '/apps', '/resources', '/privacy-policy', '/docs', '/docs/api/filesystem'];
const CASES = [
  { theme: 'light', dismissed: false },
  { theme: 'dark', dismissed: true },
  { theme: 'dark', dismissed: false },
  { theme: 'light', dismissed: true },
];

async function recordShifts(page: import('@playwright/test').Page, options: { theme: string; key: string; dismissed: boolean }) {
  await page.addInitScript(({ theme, key, dismissed }) => {
    localStorage.setItem('theme', theme);
    if (dismissed) localStorage.setItem(key, 'true');
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const w = window as unknown as { shifts: number; shifted: string[] };
    w.shifts = 0;
    w.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shifts += entry.value;
        // Name what moved, so a failure says where to look.
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.parentElement?.className ?? 'text';
          w.shifted.push(`${name} (${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, options);
}

async function expectNoShift(page: import('@playwright/test').Page, path: string) {
  const { shifts, shifted } = await page.evaluate(() => {
    const w = window as unknown as { shifts: number; shifted: string[] };
    return { shifts: w.shifts, shifted: w.shifted };
  });
  expect(shifts, `${path}: ${shifted.join('; ')}`).toBe(0);
}
const key = announcementStorageKey(siteConfig.announcement.id);

test.describe('on a slow phone connection, where pages paint while their HTML is still arriving', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });

  test('no layout shift', async ({ page }) => {
    test.setTimeout(60_000);
    const cdp = await page.context().newCDPSession(page);
    // Lighthouse's mobile profile: 562.5 ms round trips, 1.47 Mbit/s down, CPU slowed 4x.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await recordShifts(page, { theme: 'light', key, dismissed: false });
    for (const path of PAGES) {
      await page.goto(path);
      // Past hydration and the idle-time work it schedules, which are what could move things.
      await waitForHydration(page);
      await waitForIdle(page);
      await expectNoShift(page, path);
    }
  });
});

for (const { theme, dismissed } of CASES) {
  test(`no layout shift: ${theme} theme, announcement ${dismissed ? 'dismissed' : 'shown'}`, async ({ page }) => {
    test.slow(); // several pages, each waited on until idle: 30 s ran out once at load 15
    await recordShifts(page, { theme, key, dismissed });
    for (const path of PAGES) {
      await page.goto(path);
      // Past hydration and the search index load, which change the navbar after first paint.
      await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toHaveAttribute('placeholder', 'Search');
      await waitForIdle(page);
      await expectNoShift(page, path);
    }
  });
}

// A browser paints a page while its HTML is still arriving, and a network chunk can end anywhere:
// inside a table (its columns would be re-divided when the last rows arrive) or right after a
// link's start tag (an empty pill that grows when its text arrives). Both were caught in CI.
const SPLITS = [
  { page: 'docs', where: 'after the first row of the first table', at: (html: string) => html.indexOf('</tr>', html.indexOf('<tbody>', html.indexOf('<article'))) + '</tr>'.length },
  { page: 'apps', where: 'after the start tag of a tag link', at: (html: string) => html.indexOf('>', html.indexOf('<a href="/apps/tags/', html.indexOf('class="tag-filter"'))) + 1 },
];

test.describe('a page whose HTML stops for a second in the middle of the content', () => {
  let server: http.Server;
  let origin: string;
  test.beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const split = SPLITS.find((s) => s.page === url.searchParams.get('split'));
      if (!split) return void serveHandler(request, response, { public: 'out', cleanUrls: true });
      const html = fs.readFileSync(path.join('out', `${split.page}.html`), 'utf8');
      const splitAt = split.at(html);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, splitAt));
      setTimeout(() => response.end(html.slice(splitAt)), 1000);
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const { page, where } of SPLITS) {
    for (const width of [1280, 412]) {
      test(`moves nothing on /${page} stopped ${where}, at ${width} px`, async ({ page: tab }) => {
        await tab.setViewportSize({ width, height: 900 });
        await recordShifts(tab, { theme: 'light', key, dismissed: true });
        await tab.goto(`${origin}/?split=${page}`);
        await waitForIdle(tab);
        await expectNoShift(tab, page);
      });
    }
  }
});
