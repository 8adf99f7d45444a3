// The release notes open with the newest release, the version table is one click away, and the
// announcement bar opens the release it announces (issue 36). Against the export served as GitHub
// Pages serves it.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { releaseAnchor, siteConfig } from '../../lib/site-config';
import { expect, openIn, test, VIEWS } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

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

for (const view of VIEWS) {
  test(`${view.width} px, ${view.theme}: the framework release notes open with the newest release and link down to the version table`, async ({ page }) => {
    await openIn(page, view, '/docs/release-notes/framework');
    await expectNewestFirst(page, 'v6.9.0', view.width);
    await page.locator('.markdown p a[href="#which-versions-go-together"]').click();
    await expect(page).toHaveURL(/#which-versions-go-together$/);
    await expect(page.locator('#which-versions-go-together')).toBeInViewport();
  });

  test(`${view.width} px, ${view.theme}: the announcement opens the release it announces`, async ({ page }) => {
    await openIn(page, view, '/');
    const { release, link } = siteConfig.announcement;
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText(`v${release}`);
    await bar.getByRole('link', { name: link.label }).click();
    // A client-side navigation to one of the longest pages: give a loaded machine time to fetch it.
    await expect(page).toHaveURL(new RegExp(`/docs/release-notes/framework#${releaseAnchor(release)}$`), { timeout: 20_000 });
    const heading = page.locator(`h2#${releaseAnchor(release)}`);
    await expect(heading).toHaveText(`v${release}`);
    await expect(heading).toBeInViewport();
    // Below the sticky navbar, not under it.
    const navbarBottom = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
  });
}

for (const [view, path, newest] of [[VIEWS[0], '/docs/release-notes/client-library', 'v6.9.0'], [VIEWS[1], '/docs/release-notes/cli', 'v11.7.2']] as const) {
  test(`${view.width} px, ${view.theme}: ${path} opens with its newest release too`, async ({ page }) => {
    await openIn(page, view, path);
    await expectNewestFirst(page, newest, view.width);
  });
}
