// Issue 17: on a phone the navbar cut the brand name to "Neutral…". It must be whole, with the
// search still there beside it (on a phone, the button that opens the search sheet) and nothing
// pushed off the screen.
import { test, expect, setWidth } from './fixtures';

for (const width of [390, 360]) {
  test(`the brand name is whole at ${width} px`, async ({ page }) => {
    await setWidth(page, width);
    await page.goto('/docs/api/os');
    const name = page.locator('.navbar-brand span');
    await expect(name).toHaveText('Neutralinojs');
    const box = await name.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: rect.right };
    });
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const search = await page.getByRole('button', { name: 'Open search' }).boundingBox();
    expect(search?.width).toBeGreaterThanOrEqual(32);
    expect(search!.x).toBeGreaterThanOrEqual(box.right);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
