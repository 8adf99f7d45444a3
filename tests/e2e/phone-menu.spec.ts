// The phone menu opens on the docs tree at the current page, with the site links one step back
// (issue 36), and the desktop sidebar opens scrolled to the current page. Against the export as
// GitHub Pages serves it.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const THEMES = ['light', 'dark'];
const useTheme = (page: Page, theme: string) => page.addInitScript((t) => localStorage.setItem('theme', t), theme);

for (const theme of THEMES) {
  test(`the phone menu opens on the docs tree with the current page in view, site links one step back (${theme})`, async ({ page }) => {
    test.slow();
    await useTheme(page, theme);
    await page.setViewportSize({ width: 390, height: 740 });
    for (const [path, label] of [['/docs/api/global-variables', 'Global variables'], ['/docs/release-notes/client-library', 'Client library']]) {
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Open navigation menu' });
      await button.click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      const current = menu.getByRole('navigation', { name: 'Docs sidebar' }).locator('a[aria-current="page"]');
      await expect(current).toHaveAttribute('href', path);
      await expect(current).toHaveText(new RegExp(label, 'i'));
      await expect(current).toBeInViewport({ ratio: 1 });
      await expect(menu.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
      // Keyboard: Tab reaches "Back to main menu", which shows the site links and moves focus to the first.
      await expect(menu.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();
      await page.keyboard.press('Tab');
      const back = menu.getByRole('button', { name: 'Back to main menu' });
      await expect(back).toBeFocused();
      await page.keyboard.press('Enter');
      const site = menu.getByRole('navigation', { name: 'Site' });
      await expect(site.getByRole('link', { name: 'Apps' })).toBeVisible();
      await expect(site.getByRole('link').first()).toBeFocused();
      await expect(menu.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    }
    // Elsewhere the menu is the site links.
    await page.goto('/apps');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Back to main menu' })).toHaveCount(0);
  });

  test(`at 1280 px the docs sidebar opens scrolled to the current page (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const path of ['/docs/api/global-variables', '/docs/release-notes/client-library']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
      const current = page.locator('.docs-sidebar-column a[aria-current="page"]');
      await expect(current).toHaveAttribute('href', path);
      await expect(current).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => scrollY)).toBe(0); // the page itself did not move
    }
  });
}

// While html had a scroll-padding-top band, a control in the sticky navbar lay inside it, and Chromium "revealed" it
// (the menu button taking focus back, or being scrolled to before a click) by centring it: the page
// moved up innerHeight / 2 + 6 px and the bar stayed put, so each open and each close lost the reader's place.
test('opening and closing the phone menu leaves the page where the reader was (Escape, Close, backdrop)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api/filesystem');
  const button = page.getByRole('button', { name: 'Open navigation menu' });
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  const closeWith = {
    Escape: () => page.keyboard.press('Escape'),
    'the Close button': () => menu.getByRole('button', { name: 'Close navigation menu' }).click(),
    // Right of the 320 px panel.
    'the backdrop': () => page.getByTestId('menu-backdrop').click({ position: { x: 370, y: 400 } }),
  };
  await page.evaluate(() => scrollTo(0, 1500));
  const scrollY = () => page.evaluate(() => scrollY);
  expect(await scrollY()).toBe(1500);
  for (const [way, close] of Object.entries(closeWith)) {
    await button.click();
    await expect(menu.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();
    await expect(menu.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    expect(await scrollY(), `open, before closing with ${way}`).toBe(1500);
    await close();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    expect(await scrollY(), `closed with ${way}`).toBe(1500);
  }
});
