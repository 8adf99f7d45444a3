import { siteConfig } from '../../lib/site-config';
import { expect, setWidth, test, waitForIdle } from './fixtures';

const DESKTOP = 1000;
const MOBILE = 995;

test.describe('navbar', () => {
  test('shows every item with its target, external ones in a new tab', async ({ page }) => {
    await setWidth(page, 1280);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Neutralinojs' })).toHaveAttribute('href', '/');
    for (const item of [...siteConfig.navbar.left, ...siteConfig.navbar.right]) {
      const link = nav.getByRole('link', { name: item.label, exact: false }).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.href);
      if (item.href.startsWith('http')) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link.locator('svg.external-icon')).toHaveCount(1);
      }
    }
  });

  test('marks the current section, most specific item first', async ({ page }) => {
    await setWidth(page, 1280);
    await page.goto('/apps');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Apps' })).toHaveClass(/nav-link-active/);
    await page.goto('/docs/release-notes/framework');
    await expect(nav.getByRole('link', { name: 'Release Notes' })).toHaveClass(/nav-link-active/);
    await expect(nav.getByRole('link', { name: 'Docs' })).not.toHaveClass(/nav-link-active/);
  });

  test('stays in view after scrolling', async ({ page }) => {
    await page.goto('/docs/api/filesystem');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await waitForIdle(page); // a hide-on-scroll navbar would have moved by now
    const box = await page.locator('header.navbar').boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe(`breakpoint at ${siteConfig.mobileBreakpointPx}px`, () => {
  test('desktop items from 997px, menu button up to 996px', async ({ page }) => {
    await setWidth(page, DESKTOP);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(page.locator('.navbar-left')).toBeVisible();
    await expect(menuButton).toBeHidden();
    await setWidth(page, MOBILE);
    await expect(page.locator('.navbar-left')).toBeHidden();
    await expect(menuButton).toBeVisible();
    await setWidth(page, siteConfig.mobileBreakpointPx);
    await expect(menuButton).toBeVisible();
    await setWidth(page, siteConfig.mobileBreakpointPx + 1);
    await expect(menuButton).toBeHidden();
  });

  test('side menu traps focus, closes on Esc and returns focus to the button', async ({ page }) => {
    await setWidth(page, MOBILE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Resources' })).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('side menu closes on a backdrop click and on navigation', async ({ page }) => {
    await setWidth(page, MOBILE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    await button.click();
    await page.getByTestId('menu-backdrop').click({ position: { x: 600, y: 400 } });
    await expect(page.getByRole('dialog')).toBeHidden();
    await button.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Apps' }).click();
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('skip link is first in tab order and moves focus to main, past the docs sidebar', async ({ page }) => {
  await page.goto('/docs/api/filesystem');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The sidebar is no part of main: the next stop is in the article's column.
  await expect(page.locator('main .docs-sidebar-column')).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main.doc-column'))).toBe(true);
});

test('every page has one main landmark', async ({ page, allowConsoleProblems }) => {
  allowConsoleProblems(); // the not-found page's 404
  for (const route of ['/', '/apps', '/apps/tags/react', '/resources', '/privacy-policy', '/docs', '/docs/api/os', '/no-such-page']) {
    await page.goto(route);
    await expect(page.locator('main'), route).toHaveCount(1);
  }
});

test('footer shows every group and link, and the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const group of siteConfig.footer) {
    const nav = footer.getByRole('navigation', { name: group.title });
    await expect(nav.getByRole('heading', { name: group.title })).toBeVisible();
    for (const link of group.links) {
      await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  }
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Neutralinojs`);
  const background = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(36, 38, 43)');
});

test('every page has lang, dir, a unique title, a description and a favicon', async ({ page }) => {
  const titles = new Set<string>();
  for (const path of ['/', '/apps', '/resources', '/privacy-policy', '/docs', '/docs/api/os']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const title = await page.title();
    expect(title).toMatch(/Neutralinojs/);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  }
  expect(titles.size).toBe(6);
});

test('the favicon is inline: loading a page asks the server for no icon (issue 33)', async ({ page }) => {
  // A linked icon was requested at load, which comes before the first paint, and held up the largest paint.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/docs/api/os', { waitUntil: 'load' });
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg/);
  await page.waitForTimeout(500); // Chrome asks for the icon after load
  expect(requested.filter((pathname) => /favicon|\.ico$/.test(pathname))).toEqual([]);
  expect(requested.length).toBeGreaterThan(1); // the listener saw the page's own requests
});
