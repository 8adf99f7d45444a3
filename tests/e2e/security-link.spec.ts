// The home page says where to report a security problem (issue 36): a link in the footer, named for
// what it is for, to the security page's reporting section.
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark']) {
    test(`${width} px, ${theme}: the home page links to how to report a vulnerability`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Report a vulnerability' });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/docs\/contributing\/security#reporting-a-vulnerability$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Reporting a vulnerability' })).toBeInViewport();
    });
  }
}
