import { announcementStorageKey, siteConfig } from '../../lib/site-config';
import { expect, test } from './fixtures';

const PAGES = ['/', '/apps', '/docs', '/docs/api/filesystem'];
const CASES = [
  { theme: 'light', dismissed: false },
  { theme: 'dark', dismissed: true },
  { theme: 'dark', dismissed: false },
  { theme: 'light', dismissed: true },
];

for (const { theme, dismissed } of CASES) {
  test(`no layout shift: ${theme} theme, announcement ${dismissed ? 'dismissed' : 'shown'}`, async ({ page }) => {
    await page.addInitScript(({ theme, key, dismissed }) => {
      localStorage.setItem('theme', theme);
      if (dismissed) localStorage.setItem(key, 'true');
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, { theme, key: announcementStorageKey(siteConfig.announcement.id), dismissed });
    for (const path of PAGES) {
      await page.goto(path);
      // Past hydration and the search index load, which change the navbar after first paint.
      await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toHaveAttribute('placeholder', 'Search');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBe(0);
    }
  });
}
