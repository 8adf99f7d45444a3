// What search shows (issue 36): result snippets start with the section's own first sentence, only
// the heading reads as a link, and the ?q= highlight marks whole words and stems, never stop words
// or pieces of other words. Against the export served as GitHub Pages serves it.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const QUERY = 'read an environment variable';
/** The words of QUERY that a mark may hold on /docs/api/os: the query's words and their stems, not "an". */
const QUERY_WORDS = /^(?:read|reads|reading|environment|environments|variable|variables)$/i;

async function open(page: Page, width: number, theme: string, path: string) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark']) {
    test(`${width} px, ${theme}: a result's snippet opens with its section's first sentence and is not drawn as a link`, async ({ page }) => {
      await open(page, width, theme, '/docs/api/overview');
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      await expect(box).toHaveAttribute('placeholder', 'Search');
      await box.fill(QUERY);
      const option = page.getByRole('option').filter({ hasText: 'os.getEnv(key)' });
      // Not the item's History list ("framework v4.1.0: ..."), which the page shows under the heading.
      await expect(option.locator('.search-option-snippet')).toHaveText(/^Reads one environment variable of the Neutralinojs process\./);
      const link = option.getByRole('link');
      expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
      const heading = option.locator('.search-option-heading');
      const snippet = option.locator('.search-option-snippet');
      expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe(await snippet.evaluate((el) => getComputedStyle(el).color));
      // The heading and the snippet are on lines of their own.
      const [headingBox, snippetBox] = [await heading.boundingBox(), await snippet.boundingBox()];
      expect(snippetBox!.y).toBeGreaterThanOrEqual(headingBox!.y + headingBox!.height - 1);
      const marks = await page.getByRole('listbox').locator('mark').allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.filter((mark) => !QUERY_WORDS.test(mark))).toEqual([]);
    });

    test(`${width} px, ${theme}: ?q= marks whole query words and their stems on the page`, async ({ page }) => {
      await open(page, width, theme, `/docs/api/os?q=${encodeURIComponent(QUERY)}`);
      const marks = page.locator('.markdown mark.search-highlight');
      await expect(marks.first()).toBeVisible();
      const found = await marks.evaluateAll((all) => all.map((mark) => ({
        text: mark.textContent!,
        // The characters either side, in the text the mark sits in: a mark inside a word has a letter there.
        before: mark.previousSibling?.textContent?.slice(-1) ?? '',
        after: mark.nextSibling?.textContent?.slice(0, 1) ?? '',
      })));
      expect(found.filter((mark) => !QUERY_WORDS.test(mark.text))).toEqual([]);
      expect(found.filter((mark) => /[\p{L}\p{N}_]/u.test(mark.before + mark.after))).toEqual([]);
      // Every whole-word use of those words in the article's text is marked (a mark is a text of its own).
      const words = await page.locator('.markdown').evaluate((root) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        let count = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement!.closest('button')) continue;
          count += node.textContent!.match(/(?<![\p{L}\p{N}_$.-])(?:read|reads|reading|environment|environments|variable|variables)(?![\p{L}\p{N}_$-]|\.[\p{L}\p{N}])/giu)?.length ?? 0;
        }
        return count;
      });
      expect(found.length).toBe(words);
      expect(found.length).toBeLessThan(60); // main marked 102, "an" inside "and" among them
      await expect(page.getByRole('status').filter({ hasText: `${found.length} matches for “${QUERY}”` })).toBeVisible();
    });
  }
}
