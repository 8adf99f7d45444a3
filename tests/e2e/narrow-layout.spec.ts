// Phones and narrow columns (issue 36): no page is wider than a 360 px screen, and no word in a table
// is broken in the middle ("stri/ng", "File/Read/erOp/tion/s"), on a phone or on a desktop, against
// the export as GitHub Pages serves it.
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { docsSidebar } from '../../content/sidebar';
import { expect, test } from './fixtures';

// Layout is the HTML and CSS's alone (the theme is set before the first paint): no page waits for its scripts.
test.use({ baseURL: GITHUB_PAGES_URL, waitForAppOnLoad: false });

const docRoutes = docsSidebar.flatMap((c) => c.items.map((i) => (typeof i === 'string' ? i : i.id))).map((id) => (id === 'index' ? '/docs' : `/docs/${id}`));
const PAGES = ['/', '/apps', '/apps/tags/game', '/resources', '/privacy-policy', ...docRoutes];
const WIDTHS = [360, 390, 1280];

/**
 * The runs of `pattern` in the text under `selector` that the browser laid out on more than one line, each
 * with the start of its element's text. A run is matched within one text node: the build's seams (<wbr>)
 * end a text node, so a break there is no break inside a run. Elements narrower than `minWidth` are left out.
 */
function runsOnSeveralLines(page: Page, selector: string, pattern: RegExp, { skip = '', minWidth = 0 } = {}): Promise<string[]> {
  return page.evaluate(({ selector, source, flags, skip, minWidth }) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.getBoundingClientRect().width < minWidth) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (skip && node.parentElement!.closest(skip)) continue;
        for (const run of node.data.matchAll(new RegExp(source, flags))) {
          const range = document.createRange();
          range.setStart(node, run.index);
          range.setEnd(node, run.index + run[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) found.push(`${run[0]} in "${element.textContent!.trim().slice(0, 40)}"`);
        }
      }
    }
    return found;
  }, { selector, source: pattern.source, flags: pattern.flags, skip, minWidth });
}

/**
 * The words of table cells that the browser laid out on more than one line. A word is a run of
 * letters and digits, and each part of a camelCase name counts as a word of its own, so a break after a
 * dot, a slash or between "File" and "Reader" is fine and one inside "string" or "Reader" is not.
 * Cells under 2 px wide are a header row kept only for screen readers.
 */
const wordsBrokenInTables = (page: Page) => runsOnSeveralLines(page, 'main td, main th', /[A-Z]?[a-z\d]+|[A-Z\d]+(?![a-z])/g, { minWidth: 2 });

/**
 * The short tokens in tables that the browser laid out on more than one line: in inline code, a word of up
 * to 24 characters with a hyphen and no seam of the build's (a flag, a key, a file name) or a longer flag's
 * dashes with its first word; in any text, an ISO date. Each stays whole, its column taking the width it
 * needs (lib/line-breaks.ts).
 */
function shortTokensBrokenInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** How many lines the characters `start` to `end` of `root`'s text cover. */
    const linesOf = (root: Element, start: number, end: number) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (offset <= start && start < offset + node.length) range.setStart(node, start - offset);
        if (offset < end && end <= offset + node.length) range.setEnd(node, end - offset);
        offset += node.length;
      }
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
    };
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('main td, main th')) {
      if (cell.getBoundingClientRect().width < 2) continue;
      for (const code of cell.querySelectorAll('code')) {
        for (const word of code.textContent!.matchAll(/\S+/g)) {
          const token = word[0].length <= 24 && !/[./\\:(]/.test(word[0]) ? word[0] : /^-+[\p{L}\p{N}]+/u.exec(word[0])?.[0];
          if (token && /-[^-]/.test(token) && linesOf(code, word.index, word.index + token.length) > 1) broken.push(token);
        }
      }
      for (const date of cell.textContent!.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) {
        if (linesOf(cell, date.index, date.index + date[0].length) > 1) broken.push(date[0]);
      }
    }
    return broken;
  });
}

/** What sticks out past the right edge of the screen, if the page is wider than it. */
function overflow(page: Page): Promise<{ width: number; screen: number }> {
  return page.evaluate(() => ({ width: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
}

// Groups of pages share out among the workers; the theme alternates between groups (layout does not
// depend on it, and both are covered).
const GROUPS = 8;
for (let group = 0; group < GROUPS; group++) {
  const pages = PAGES.filter((_, i) => i % GROUPS === group);
  const theme = group % 2 ? 'dark' : 'light';
  test(`${pages[0]} and ${pages.length - 1} more (${theme}): none wider than the screen, no table word or short token broken, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.slow(); // half a dozen pages, each measured at three widths
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const problems: string[] = [];
    for (const path of pages) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { width: pageWidth, screen } = await overflow(page);
        if (pageWidth > screen) problems.push(`${path} at ${width} px is ${pageWidth} px wide`);
        for (const word of await wordsBrokenInTables(page)) problems.push(`${path} at ${width} px breaks ${word}`);
        for (const token of await shortTokensBrokenInTables(page)) problems.push(`${path} at ${width} px breaks the short token ${token}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('short flags and dates in tables stay on one line at 1280 px, where the table has room for them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, tokens] of [['/docs/cli/neu-cli', ['--add', '--disable-auto-reload']], ['/docs/contributing/about-neutralinojs', ['2018-06-23']], ['/docs/api/window', ['--window-always-on-top']]] as const) {
    await page.goto(path);
    for (const token of tokens) {
      // The first table cell holding the token as a whole text node, measured by the lines its text covers.
      const lines = await page.evaluate((token) => {
        for (const cell of document.querySelectorAll('main td')) {
          if (cell.getBoundingClientRect().width < 2) continue; // a row only some versions show
          const node = [...cell.querySelectorAll('*'), cell].flatMap((el) => [...el.childNodes]).find((n) => n.nodeType === Node.TEXT_NODE && (n as Text).data.trim() === token);
          if (!node) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
        }
        return 0;
      }, token);
      expect(lines, `${token} on ${path}`).toBe(1);
    }
    expect(await shortTokensBrokenInTables(page), path).toEqual([]);
  }
});

test('at 360 px the API headings break only at the seams between name parts, never inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/docs/api/os', '/docs/api/window']) {
    await page.goto(path);
    // A heading's text nodes are the pieces between the build's <wbr> seams; a run of letters within one
    // (between spaces) that covers two lines was broken somewhere else, mid-word or at an overflow-wrap.
    const broken = await runsOnSeveralLines(page, 'main :is(h1, h2, h3)', /\S+/g, { skip: '.api-badge' });
    expect(broken, path).toEqual([]);
    const { width, screen } = await overflow(page);
    expect(width, path).toBeLessThanOrEqual(screen);
  }
});

test('a reference table on a phone is one block per row: the first cell as its heading, the others after their column name', async ({ page }) => {
  for (const [width, stacked] of [[390, true], [1280, false]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/docs/api/filesystem');
    const table = page.locator('.markdown table').filter({ has: page.locator('th', { hasText: 'Required / default' }) }).first();
    const row = table.locator('tbody tr').first();
    const [name, type] = [row.locator('td').nth(0), row.locator('td').nth(1)];
    const label = await type.evaluate((td) => getComputedStyle(td, '::before').content);
    const boxes = [await name.boundingBox(), await type.boundingBox()];
    if (stacked) {
      expect(label).toMatch(/^"Type: "/);
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y); // one under the other
      expect(Math.abs(boxes[1]!.x - boxes[0]!.x)).toBeLessThan(2);
      await expect(table.locator('thead')).toHaveCSS('position', 'absolute'); // still there for screen readers
    } else {
      expect(label).toBe('none');
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1); // side by side
      expect(Math.abs(boxes[1]!.y - boxes[0]!.y)).toBeLessThan(2);
    }
    await expect(page.getByRole('columnheader', { name: 'Required / default' }).first()).toBeAttached();
  }
});

test('a table still too wide for its column scrolls sideways with its first column kept in view', async ({ page }) => {
  // At 640 px (a 600 px column, still above the cards' 36rem) the five columns of the modes table need a
  // little more than the article's width.
  await page.setViewportSize({ width: 640, height: 800 });
  await page.goto('/docs/configuration/modes');
  const scroller = page.locator('.table-scroll').filter({ has: page.locator('th', { hasText: 'Cloud' }) });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const firstCell = scroller.locator('tbody tr').first().locator('td').first();
  const before = (await firstCell.boundingBox())!.x;
  await scroller.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(Math.abs((await firstCell.boundingBox())!.x - before)).toBeLessThanOrEqual(1);
});
