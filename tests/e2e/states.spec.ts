import { announcementStorageKey, siteConfig } from '../../lib/site-config';
import { expect, test, waitForHydration, waitForIdle } from './fixtures';

const themeOf = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('theme', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the system prefers dark, toggles and survives reload', async ({ page }) => {
    await page.goto('/');
    expect(await themeOf(page)).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await themeOf(page)).toBe('dark');
    // Stored right after the next paint (components/layout/theme-toggle.tsx).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), siteConfig.theme.storageKey)).toBe('dark');
    await page.reload();
    expect(await themeOf(page)).toBe('dark');
    await expect(page.getByRole('button', { name: /Switch to light mode/ })).toBeVisible();
  });

  test('is applied before first paint', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), siteConfig.theme.storageKey);
    // Record the theme at the first DOM mutation after the head's inline scripts ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtDomReady: string | null }).themeAtDomReady = document.documentElement.getAttribute('data-theme');
      });
    });
    await page.goto('/docs', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => (window as unknown as { themeAtDomReady: string }).themeAtDomReady)).toBe('dark');
  });

  test('another open tab follows without a reload', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/apps');
    // A tab the reader already has open: started, with its listeners attached.
    await waitForHydration(second);
    await second.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await first.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await second.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('announcement bar', () => {
  test('dismissal is remembered per id and never flashes back', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), announcementStorageKey(siteConfig.announcement.id))).toBe('true');

    // On the next load the bar must be hidden already when the DOM is first ready.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('.announcement-bar');
        (window as unknown as { barShown: boolean }).barShown = !!el && getComputedStyle(el).display !== 'none';
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { barShown: boolean }).barShown)).toBe(false);
    await expect(bar).toBeHidden();
  });

  test('a dismissal of another announcement id does not hide this one', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), announcementStorageKey('an-older-announcement'));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });
});

test.describe('progress bar', () => {
  test('shows on a navigation that takes 1.5 s', async ({ page }) => {
    await page.route(/\/apps(\.txt|\/__next)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Apps' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible({ timeout: 5000 }); // the held response keeps it up for 1.5 s
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apps built with Neutralinojs');
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 2000 });
  });

  test('stays hidden on a fast navigation, and never shows before the delay', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Hover the link so its page code is prefetched, then time the click, the new page and the bar.
    const link = page.locator('header').getByRole('link', { name: 'Resources' });
    await Promise.all([page.waitForResponse(/\/resources(\.txt|\/__next)/), link.hover()]);
    await page.evaluate(() => {
      const w = window as unknown as { times: Record<string, number> };
      w.times = {};
      document.addEventListener('click', () => { w.times.click = performance.now(); }, { capture: true, once: true });
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.times.bar ??= performance.now();
        if (document.querySelector('h1')?.textContent === 'Resources') w.times.arrived ??= performance.now();
      }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    });
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
    // Past the point where a pending bar would have started.
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms + 100)), siteConfig.progressDelayMs);
    const times = await page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
    const delay = siteConfig.progressDelayMs;
    // The bar may only ever appear once the delay has passed, and not at all when the page came sooner.
    if (times.bar !== undefined) expect(times.bar - times.click).toBeGreaterThanOrEqual(delay);
    if (times.arrived - times.click < delay - 50) expect(times.bar).toBeUndefined(); // 50 ms for the effect that cancels it
  });
});

test.describe('prefetching', () => {
  const rscRequests = (page: import('@playwright/test').Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'document' && /\.txt(\?|$)|_rsc=/.test(request.url())) urls.push(request.url());
    });
    return urls;
  };

  test('a link prefetches its page code when the reader hovers it, not before', async ({ page }) => {
    const urls = rscRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await waitForIdle(page);
    expect(urls.filter((u) => u.includes('/apps'))).toEqual([]);
    await Promise.all([page.waitForRequest(/\/apps(\.txt|\/__next)/), page.locator('header').getByRole('link', { name: 'Apps' }).hover()]);
  });

  test('focus on a link prefetches too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await Promise.all([page.waitForRequest(/\/resources(\.txt|\/__next)/), page.locator('header').getByRole('link', { name: 'Resources' }).focus()]);
  });

  for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }]) {
    test(`nothing is prefetched with ${JSON.stringify(connection)}, not even on hover`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
      const urls = rscRequests(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('header').getByRole('link', { name: 'Apps' }).hover();
      await page.locator('header').getByRole('link', { name: 'Resources' }).focus();
      await waitForIdle(page);
      expect(urls).toEqual([]);
    });
  }
});

test('the progress bar also shows for a slow navigation started from search', async ({ page }) => {
  await page.route(/\/docs\/api\/clipboard(\.txt|\/__next)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/apps');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await expect(box).toHaveAttribute('placeholder', 'Search');
  await box.fill('clipboard.readText');
  await expect(page.getByRole('option').first()).toContainText('clipboard.readText');
  await page.keyboard.press('Enter');
  await expect(page.locator('#nprogress .bar')).toBeVisible({ timeout: 5000 }); // the held response keeps it up for 1.5 s
  await expect(page.locator('article h1')).toHaveText('Neutralino.clipboard');
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 2000 });
});
