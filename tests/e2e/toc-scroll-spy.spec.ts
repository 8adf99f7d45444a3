// The table of contents marks the section being read, the short last ones included (issue 36).
// Against the export as GitHub Pages serves it.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const useTheme = (page: Page, theme: string) => page.addInitScript((t) => localStorage.setItem('theme', t), theme);

/**
 * The TOC entries marked, in order, while the reader scrolls `path` from top to bottom: 40 px at a time,
 * and 8 px at a time over the last two screens, where short sections follow each other closely.
 */
async function markedWhileScrolling(page: Page, path: string): Promise<{ marked: string[]; entries: string[] }> {
  await page.goto(path);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
  const entries = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const marked = await page.evaluate(async () => {
    const seen: string[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      const current = document.querySelector('.toc-desktop a[aria-current="location"]')?.getAttribute('href');
      if (current && current !== seen.at(-1)) seen.push(current);
      const left = document.documentElement.scrollHeight - innerHeight - scrollY;
      if (left < 1) return seen;
      scrollBy({ top: left > 2 * innerHeight ? 40 : 8, behavior: 'instant' });
      await frame();
    }
  });
  return { marked, entries };
}

// Pages whose closing sections never reach the top of a laptop's screen; one in each theme.
for (const [theme, path] of [['light', '/docs/contributing/frequently-asked-questions'], ['dark', '/docs/contributing/code-style-guide']]) {
  test(`the TOC marks every section of ${path} in turn while scrolling, the short last ones included (${theme})`, async ({ page }) => {
    test.slow();
    await useTheme(page, theme);
    await page.setViewportSize({ width: 1280, height: 1000 });
    const { marked, entries } = await markedWhileScrolling(page, path);
    expect(marked).toEqual(entries);
  });
}

test('the TOC marks a section once its heading is in the top quarter of the screen, and the one a link jumped to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/api/app');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const marked = toc.locator('a[aria-current="location"]');
  // The reader has the heading of app.getConfig 150 px under the navbar, its text below it.
  await page.evaluate(() => scrollBy({ top: document.getElementById('appgetconfig')!.getBoundingClientRect().top - 60 - 150, behavior: 'instant' }));
  await expect(marked).toHaveAttribute('href', '#appgetconfig');
  const link = toc.getByRole('link').nth(2);
  await link.click();
  await expect(marked).toHaveAttribute('href', (await link.getAttribute('href'))!);
  // At 390 px the TOC is the "On this page" list above the article, with nothing to mark.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(toc).toBeHidden();
});
