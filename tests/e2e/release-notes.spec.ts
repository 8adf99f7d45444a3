// The release notes open with the newest release, the version table is one click away, and the
// announcement bar opens the release it announces (issue 36). Against the export served as GitHub
// Pages serves it.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { releaseAnchor, siteConfig } from '../../lib/site-config';
import { expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

async function open(page: Page, width: number, theme: string, path: string) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The page opens with its newest release; the version table is after the releases, linked from above them. */
async function expectNewestFirst(page: Page, newest: string, width: number) {
  const layout = await page.locator('.markdown').evaluate((article) => {
    const pageTop = (el: Element | null) => (el ? el.getBoundingClientRect().top + window.scrollY : Infinity);
    const h2s = [...article.querySelectorAll('h2')];
    return { h2s: h2s.map((h) => h.textContent), newestTop: pageTop(h2s[0]), linkTop: pageTop(article.querySelector('p a[href="#which-versions-go-together"]')) };
  });
  expect(layout.h2s[0]).toBe(newest);
  expect(layout.h2s.at(-1)).toBe('Which versions go together');
  // main put a 30-row table first: v6.9.0 started 2,292 px down at 1280 px.
  expect(layout.newestTop).toBeLessThan(width === 390 ? 1400 : 900);
  expect(layout.linkTop).toBeLessThan(layout.newestTop);
}

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark']) {
    test(`${width} px, ${theme}: the framework release notes open with the newest release and link down to the version table`, async ({ page }) => {
      await open(page, width, theme, '/docs/release-notes/framework');
      await expectNewestFirst(page, 'v6.9.0', width);
      await page.locator('.markdown p a[href="#which-versions-go-together"]').click();
      await expect(page).toHaveURL(/#which-versions-go-together$/);
      await expect(page.locator('#which-versions-go-together')).toBeInViewport();
    });

    test(`${width} px, ${theme}: the announcement opens the release it announces`, async ({ page }) => {
      await open(page, width, theme, '/');
      const { release, link } = siteConfig.announcement;
      const bar = page.getByRole('region', { name: 'Announcement' });
      await expect(bar).toContainText(`v${release}`);
      await bar.getByRole('link', { name: link.label }).click();
      await expect(page).toHaveURL(new RegExp(`/docs/release-notes/framework#${releaseAnchor(release)}$`));
      const heading = page.locator(`h2#${releaseAnchor(release)}`);
      await expect(heading).toHaveText(`v${release}`);
      await expect(heading).toBeInViewport();
      // Below the sticky navbar, not under it.
      const navbarBottom = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
    });
  }
}

for (const [width, theme] of [[390, 'light'], [1280, 'dark']] as const) {
  for (const [path, newest] of [['/docs/release-notes/client-library', 'v6.9.0'], ['/docs/release-notes/cli', 'v11.7.2']]) {
    test(`${width} px, ${theme}: ${path} opens with its newest release too`, async ({ page }) => {
      await open(page, width, theme, path);
      await expectNewestFirst(page, newest, width);
    });
  }
}
