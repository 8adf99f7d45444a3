// Keyboard focus where something covers the edge of a scroller: a link that gets focus at the bottom edge of
// a sticky side column (the docs sidebar, the table of contents), or under the sticky navbar, is scrolled far
// enough in for its whole focus ring (a 2 px outline 2 px outside it) to show, not just its own box.
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

// The article scrolls under the sticky navbar: a control that gets focus while the navbar covers it (Shift+Tab
// back up the page) scrolls in below the bar, with its ring, rather than staying hidden behind it.
test('a control in the article that Shift+Tab reaches under the navbar scrolls in below it', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/api/window');
  // Scroll a control of the article to the middle of the stuck navbar, then focus the next control without scrolling.
  const name = await page.locator('main').evaluate((main) => {
    const controls = [...main.querySelectorAll<HTMLElement>('a[href], button')].filter((c) => c.getClientRects().length > 0);
    const i = controls.findIndex((c) => c.getBoundingClientRect().top + scrollY > 2000);
    const control = controls[i];
    scrollBy(0, control.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().height / 2);
    controls[i + 1].focus({ preventScroll: true });
    return control.textContent;
  });
  await page.keyboard.press('Shift+Tab');
  const after = await page.evaluate((reach) => {
    const active = document.activeElement as HTMLElement;
    return { text: active.textContent, ring: active.getBoundingClientRect().top - reach, navbarBottom: document.querySelector('.navbar')!.getBoundingClientRect().bottom };
  }, RING);
  expect(after.text).toBe(name);
  expect(after.ring).toBeGreaterThanOrEqual(after.navbarBottom);
});
