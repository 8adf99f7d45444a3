import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';

// content/docs/contributing/about-neutralinojs.mdx: its text last changed in e2fa897 on November 23, 2026;
// 5fcb651 and cce6ee3, on November 25, added only search keywords and questions to its front matter. (The code
// style guide, which this test read first, had the same history until its text changed on November 28.)
const PAGE = '/docs/contributing/about-neutralinojs';
const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';

test('"Last updated" is the date the page\'s text last changed, not its last search-only edit', async ({ page, request }) => {
  test.skip(shallow, 'a shallow clone lacks the history that dates the page (lib/last-updated.ts)');
  await page.goto(PAGE);
  const updated = page.locator('.last-updated time');
  await expect(updated).toHaveText('November 23, 2026');
  await expect(updated).toHaveAttribute('datetime', /^2026-11-23T/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`${PAGE}</loc>\\s*<lastmod>2026-11-23T`));
});
