// A version badge's tooltip stays clear of the sticky navbar, its table's edges and the screen's
// (issue 36). Against the export as GitHub Pages serves it.
import type { Locator, Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const THEMES = ['light', 'dark'];
const useTheme = (page: Page, theme: string) => page.addInitScript((t) => localStorage.setItem('theme', t), theme);

/**
 * The open tooltip's box on screen (it is the badge's ::after), the box it must stay in (the screen,
 * or the scroll box of the badge's table, which clips it) and the navbar's bottom edge.
 */
async function tooltipBox(page: Page, badge: Locator) {
  await badge.hover();
  const box = await badge.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const tip = getComputedStyle(el, '::after');
    const top = b.top + parseFloat(tip.top);
    const left = b.left + parseFloat(tip.left);
    const clip = el.closest('.table-scroll')?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight, left: 0, right: document.documentElement.clientWidth };
    return { display: tip.display, top, bottom: top + parseFloat(tip.height), left, right: left + parseFloat(tip.width), badgeTop: b.top, clip: { top: clip.top, bottom: clip.bottom, left: clip.left, right: clip.right } };
  });
  const navbar = (await page.locator('header.navbar').boundingBox())!;
  return { ...box, navbarBottom: navbar.y + navbar.height };
}

for (const theme of THEMES) {
  test(`a badge's tooltip stays clear of the navbar and the screen's edges after a jump to its heading or row (${theme})`, async ({ page }) => {
    test.slow(); // four long pages
    await useTheme(page, theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, target] of [['/docs/api/os#osgetenvs', '#osgetenvs'], ['/docs/configuration/neutralino.config.json#key-modes-window-center', '#key-modes-window-center']]) {
        await page.goto(path);
        const badge = page.locator(`${target} .api-badge`).first();
        await expect(badge).toBeInViewport();
        const tip = await tooltipBox(page, badge);
        expect(tip.display, `${path} at ${width} px`).toBe('block');
        expect(tip.top, `${path} at ${width} px: tooltip under the navbar`).toBeGreaterThanOrEqual(tip.navbarBottom);
        expect(tip.top, `${path} at ${width} px: tooltip clipped`).toBeGreaterThanOrEqual(tip.clip.top);
        expect(tip.bottom).toBeLessThanOrEqual(tip.clip.bottom);
        expect(tip.left).toBeGreaterThanOrEqual(tip.clip.left);
        expect(tip.right, `${path} at ${width} px: tooltip off the screen or its table`).toBeLessThanOrEqual(tip.clip.right);
        await page.mouse.move(0, 700);
      }
    }
    // With room above, a tooltip still opens above its badge, off the text it explains.
    await page.goto('/docs/api/os');
    const badge = page.locator('#osgetenvs .api-badge');
    await page.evaluate(() => scrollBy({ top: document.getElementById('osgetenvs')!.getBoundingClientRect().top - 400, behavior: 'instant' }));
    const tip = await tooltipBox(page, badge);
    expect(tip.bottom).toBeLessThanOrEqual(tip.badgeTop);
  });
}
