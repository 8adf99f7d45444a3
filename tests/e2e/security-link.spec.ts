// The home page says where to report a security problem (issue 36): a link in the footer, named for
// what it is for, to the security page's reporting section.
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, openIn, test, VIEWS } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const HREF = '/docs/contributing/security#reporting-a-vulnerability';

for (const view of VIEWS) {
  test(`${view.width} px, ${view.theme}: the home page shows a link to how to report a vulnerability`, async ({ page }) => {
    await openIn(page, view, '/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Report a vulnerability' });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', HREF);
  });
}

test('the link opens the security page at its reporting section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Report a vulnerability' }).click();
  await expect(page).toHaveURL(new RegExp(`${HREF}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Reporting a vulnerability' })).toBeInViewport();
});
