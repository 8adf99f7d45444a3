// Keyboard focus in the sticky side columns (the docs sidebar and the table of contents): a link that gets
// focus at the column's bottom edge is scrolled far enough into the column for its whole focus ring
// (a 2 px outline 2 px outside it) to show, not just its own box.
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, setWidth, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

/** The ring's reach outside the element: outline-offset 2 px plus the 2 px outline (app/globals.css :focus-visible). */
const RING = 4;

for (const column of ['.toc-column', '.docs-sidebar-column']) {
  test(`a link tabbed to at the bottom edge of ${column} shows its whole focus ring`, async ({ page }) => {
    await setWidth(page, 1280);
    await page.goto('/docs/api/window');
    // The first control that reaches past the column's bottom edge; focus goes to the one before it
    // without scrolling, and Tab moves it on, as a reader tabbing down the column does.
    const start = await page.locator(column).evaluate((el) => {
      const bottom = el.getBoundingClientRect().bottom;
      const controls = [...el.querySelectorAll<HTMLElement>('a[href], button')].filter((c) => c.getClientRects().length > 0);
      const next = controls.findIndex((c) => c.getBoundingClientRect().bottom > bottom - 1);
      if (next < 1) return undefined;
      controls[next - 1].focus({ preventScroll: true });
      return controls[next].textContent;
    });
    expect(start, 'a control below the column bottom').toBeTruthy();
    await page.keyboard.press('Tab');
    const { ring, box, focused } = await page.locator(column).evaluate((el, reach) => {
      const active = document.activeElement as HTMLElement;
      const r = active.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      return {
        focused: el.contains(active) ? active.textContent : null,
        ring: { top: r.top - reach, bottom: r.bottom + reach },
        box: { top: b.top, bottom: Math.min(b.bottom, innerHeight) },
      };
    }, RING);
    expect(focused).toBe(start);
    expect(ring.top).toBeGreaterThanOrEqual(box.top - 0.5);
    expect(ring.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
  });
}
