// Copy page and the code blocks' copy button (issue 36): each says that it copied, code is copied
// exactly as written, and on a touch screen the button shows without hover and covers no code.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { expect, openIn, test, VIEWS } from './fixtures';

test.use({ baseURL: GITHUB_PAGES_URL, permissions: ['clipboard-read', 'clipboard-write'] });

/** The first code block of a doc page, as written in its MDX file. */
const firstCode = (file: string) => /\n```[^\n]*\n([^]*?)\n```/.exec(fs.readFileSync(file, 'utf8'))![1];

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

for (const view of VIEWS) {
  test(`${view.width} px, ${view.theme}: Copy page and a code block's Copy say "Copied", and the code is copied exactly`, async ({ page, request }) => {
    await openIn(page, view, '/docs');
    const copyPage = page.getByRole('button', { name: 'Copy page as Markdown' });
    await copyPage.click();
    await expect(page.locator('.copy-page-button')).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeAttached();
    expect(await clipboard(page)).toBe(await (await request.get('/docs.md')).text());
    await expect(copyPage).toHaveText('Copy page'); // and back again

    const source = firstCode('content/docs/index.mdx');
    expect(source).toContain('\n\n'); // blank lines, which the page draws with a space in them
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(block.locator('[aria-live]')).toHaveText('Copied to clipboard');
    expect(await clipboard(page)).toBe(source);
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: the copy button shows without a tap, sits clear of the code, and a tap copies`, async ({ page }) => {
      await openIn(page, { width: 390, theme }, '/docs/api/os');
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const blocks = page.locator('.markdown .code-block');
      // Every block (not those in a hidden tab): its button shows, a finger can hit it, and the code's first line starts below it.
      const layout = await blocks.evaluateAll((all) => all.filter((block) => block.checkVisibility()).map((block) => {
        const button = block.querySelector('.copy-button')!;
        const range = document.createRange();
        range.selectNodeContents(block.querySelector('code')!);
        const { bottom, height } = button.getBoundingClientRect();
        return { opacity: getComputedStyle(button).opacity, height, clearance: Math.min(...[...range.getClientRects()].map((r) => r.top)) - bottom };
      }));
      expect(layout.length).toBeGreaterThan(5);
      expect(layout.filter((b) => b.opacity !== '1' || b.height < 32 || b.clearance < 0)).toEqual([]);
      const block = blocks.first();
      await block.scrollIntoViewIfNeeded();
      await block.getByRole('button', { name: 'Copy code to clipboard' }).tap();
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await clipboard(page)).toBe(firstCode('content/docs/api/os.mdx'));
    });
  }
});
