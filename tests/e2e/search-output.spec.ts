// What search shows (issue 36): result snippets start with the section's own first sentence, only
// the heading reads as a link, and the ?q= highlight marks whole words and stems, never stop words
// or pieces of other words. Against the export served as GitHub Pages serves it.
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, openIn, test, VIEWS } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL });

const QUERY = 'read an environment variable';
/** The words of QUERY that a mark may hold on /docs/api/os: the query's words and their stems, not "an". */
const QUERY_WORDS = /^(?:read|reads|reading|environment|environments|variable|variables)$/i;

for (const view of VIEWS) {
  test(`${view.width} px, ${view.theme}: a result's snippet opens with its section's first sentence and is not drawn as a link`, async ({ page }) => {
    await openIn(page, view, '/docs/api/overview');
    // On a phone the field is in the search sheet, behind the navbar's search button.
    if (view.width <= 996) await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toHaveAttribute('placeholder', 'Search');
    await box.fill(QUERY);
    const option = page.getByRole('option').filter({ hasText: 'os.getEnv(key)' });
    // Not the item's History list ("framework v4.1.0: ..."), which the page shows under the heading.
    await expect(option.locator('.search-option-snippet')).toHaveText(/^Reads one environment variable of the Neutralinojs process\./);
    const look = await option.evaluate((el) => {
      const [link, heading, snippet] = ['a', '.search-option-heading', '.search-option-snippet'].map((selector) => el.querySelector(selector)!);
      return {
        linkDecoration: getComputedStyle(link).textDecorationLine,
        headingColor: getComputedStyle(heading).color,
        snippetColor: getComputedStyle(snippet).color,
        // The snippet starts on a line of its own, below the heading.
        snippetBelowHeading: snippet.getBoundingClientRect().top >= heading.getBoundingClientRect().bottom - 1,
      };
    });
    expect(look).toMatchObject({ linkDecoration: 'none', snippetBelowHeading: true });
    expect(look.headingColor).not.toBe(look.snippetColor);
    const marks = await page.getByRole('listbox').locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((mark) => !QUERY_WORDS.test(mark))).toEqual([]);
  });

  test(`${view.width} px, ${view.theme}: ?q= marks whole query words and their stems on the page`, async ({ page }) => {
    await openIn(page, view, `/docs/api/os?q=${encodeURIComponent(QUERY)}`);
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

// A heading's long camelCase name is split into text nodes at the build's seams (<wbr>, lib/line-breaks.ts);
// the ?q= highlight still marks it, as one word.
test('?q= marks a name that the build split at seams in a heading', async ({ page }) => {
  await page.goto('/docs/api/os?q=updateSpawnedProcess#osupdatespawnedprocessid-event-data');
  const heading = page.locator('h2#osupdatespawnedprocessid-event-data');
  expect(await heading.locator('wbr').count()).toBeGreaterThan(1);
  await expect(heading.locator('mark.search-highlight').first()).toBeVisible();
  expect((await heading.locator('mark.search-highlight').allTextContents()).join('')).toBe('updateSpawnedProcess');
  // The status counts words: a mark that only continues the word of the mark before it (across a seam) adds none.
  const words = await page.locator('.markdown mark.search-highlight').evaluateAll((all) => all.filter((mark) => {
    const seam = mark.previousSibling;
    return !(seam instanceof HTMLElement && seam.tagName === 'WBR' && seam.previousSibling instanceof HTMLElement && seam.previousSibling.tagName === 'MARK');
  }).length);
  await expect(page.getByRole('status').filter({ hasText: `${words} matches for “updateSpawnedProcess”` })).toBeVisible();
});
