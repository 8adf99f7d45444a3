import { docsSidebar } from '../../content/sidebar';
import { expect, setWidth, test } from './fixtures';

const allIds = docsSidebar.flatMap((c) => c.items.map((i) => (typeof i === 'string' ? i : i.id)));
const routeOf = (id: string) => (id === 'index' ? '/docs' : `/docs/${id}`);

for (const id of allIds) {
  test(`${routeOf(id)} renders with its title, the sidebar, breadcrumbs and pagination`, async ({ page }) => {
    await setWidth(page, 1280);
    await page.goto(routeOf(id));
    await expect(page.locator('article h1'), id).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).first().locator('a[aria-current="page"]')).toHaveAttribute('href', routeOf(id));
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', new RegExp(`/edit/main/content/docs/${id}\\.mdx$`));
    await expect(page.getByRole('navigation', { name: 'Docs pages' })).toBeVisible();
    await expect(page.getByText('Version: Next', { exact: true })).toBeVisible();
  });
}

test('the table of contents lists the page h2 and h3 headings only', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/getting-started/your-first-neutralinojs-app');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const expected = await page.locator('.markdown').evaluate((el) =>
    [...el.querySelectorAll('h2, h3')].map((h) => `#${h.id}`));
  expect(expected.length).toBeGreaterThan(3);
  await expect(toc.locator('a')).toHaveCount(expected.length);
  expect(await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected);

  await page.goto('/docs/api/error-codes');
  const levels = await page.locator('.markdown').evaluate((el) => el.querySelectorAll('h4, h5, h6').length);
  const tocCount = await page.getByRole('navigation', { name: 'On this page' }).locator('a').count();
  const h23 = await page.locator('.markdown').evaluate((el) => el.querySelectorAll('h2, h3').length);
  expect(levels).toBe(0);
  expect(tocCount).toBe(h23);
});

test('per-page TOC depth from front matter: API pages list functions only', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/api/os');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const h2Count = await page.locator('.markdown h2').count();
  await expect(toc.locator('a')).toHaveCount(h2Count);
  await expect(toc.getByRole('link', { name: 'os.execCommand(command, options)' })).toBeVisible();
});

test('scroll-spy marks the section in view', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/api/os');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await page.locator('#osgetenvkey').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('osgetenvkey')!.scrollIntoView());
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#osgetenvkey');
  await page.evaluate(() => document.getElementById('osshowmessageboxtitle-content-choice-icon')!.scrollIntoView());
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#osshowmessageboxtitle-content-choice-icon');
});

test('sidebar: current category is open, categories toggle and stay as left across navigation', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/api/os');
  const sidebar = page.locator('.docs-sidebar-column');
  const api = sidebar.getByRole('button', { name: 'Native API' });
  const cli = sidebar.getByRole('button', { name: 'CLI' });
  await expect(api).toHaveAttribute('aria-expanded', 'true');
  await expect(cli).toHaveAttribute('aria-expanded', 'false');
  await cli.click();
  await expect(cli).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'neu CLI' })).toBeVisible();
  await api.click();
  await expect(sidebar.getByRole('link', { name: 'filesystem' })).toBeHidden();
  await api.click();
  // Scroll the sidebar, navigate within the docs, and check nothing was reset.
  await sidebar.evaluate((el) => { el.scrollTop = 200; });
  await sidebar.getByRole('link', { name: 'filesystem' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/filesystem$/);
  await expect(page.locator('article h1')).toHaveText('Neutralino.filesystem');
  await expect(cli).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'filesystem' })).toHaveAttribute('aria-current', 'page');
  expect(await sidebar.evaluate((el) => el.scrollTop)).toBe(200);
  // Categories do not auto-collapse: opening another keeps the first open.
  await sidebar.getByRole('button', { name: 'Contributing' }).click();
  await expect(api).toHaveAttribute('aria-expanded', 'true');
});

test('previous and next follow sidebar order', async ({ page }) => {
  await page.goto('/docs/api/app');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/docs/api/overview');
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/docs/api/clipboard');
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the copy button copies the block and says so', async ({ page }) => {
    await page.goto('/docs');
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Exactly the MDX source: tests/e2e/copy-actions.spec.ts compares it line by line.
    expect(copied).toContain("Neutralino.os.execCommand('git --version')");
    expect(copied).not.toMatch(/^ $/m);
  });

  test('code colours follow the theme, with a title and highlighted lines', async ({ page }) => {
    await page.goto('/docs/getting-started/your-first-neutralinojs-app');
    const token = page.locator('figure[data-rehype-pretty-code-figure] code [data-line] span[style]').first();
    const light = await token.evaluate((el) => getComputedStyle(el).color);
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(() => token.evaluate((el) => getComputedStyle(el).color)).not.toBe(light);
    await page.goto('/docs');
    await expect(page.locator('[data-rehype-pretty-code-title]').first()).toHaveText('resources/js/main.js');
    await page.goto('/docs/getting-started/your-first-neutralinojs-app');
    await expect(page.locator('[data-highlighted-line]')).toHaveCount(1);
  });
});

test('tabs switch with the keyboard and sync by groupId, and the choice is remembered', async ({ page }) => {
  await page.goto('/docs/getting-started/your-first-neutralinojs-app');
  const groups = page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'macOS' }) });
  await expect(groups).toHaveCount(2);
  const first = groups.nth(0);
  const second = groups.nth(1);
  await first.getByRole('tab', { name: 'Linux' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'macOS' })).toBeFocused();
  await expect(first.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByRole('tabpanel')).toContainText('neutralino-mac_universal');
  await page.keyboard.press('End');
  await expect(second.getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.reload();
  await expect(page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'macOS' }) }).nth(1).getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
  // Another group is independent.
  await expect(page.getByRole('tab', { name: 'Global install' })).toHaveAttribute('aria-selected', 'true');
});

test('admonitions render with an icon and a heading', async ({ page }) => {
  await page.goto('/docs');
  const tip = page.getByRole('note', { name: 'Where to start' });
  await expect(tip).toBeVisible();
  await expect(tip.locator('svg')).toHaveCount(1);
  // The Docusaurus spelling ":::note Title" works too.
  await page.goto('/docs/getting-started/your-first-neutralinojs-app');
  await expect(page.getByRole('note', { name: 'Keep resources.neu with the binary' })).toContainText('ship `resources.neu`'.replace(/`/g, ''));
});

test('diagrams draw every label inside the drawing, named by their title', async ({ page }) => {
  for (const [path, name, labels] of [['/docs/contributing/architecture', 'Neutralinojs architecture', 16], ['/docs/contributing/security', 'Checks on a native call', 10]] as const) {
    await page.goto(path);
    const diagram = page.getByRole('img', { name }).and(page.locator('svg'));
    await expect(diagram).toHaveCount(1);
    await expect(diagram.locator('text')).toHaveCount(labels);
    // Each label is drawn, not left below the drawing as a paragraph of the article.
    const first = await diagram.locator('text').first().textContent();
    await expect(page.locator('.markdown p', { hasText: first! })).toHaveCount(0);
    expect((await diagram.locator('text').first().boundingBox())!.height).toBeGreaterThan(0);
  }
});

test('headings have self-links', async ({ page }) => {
  await page.goto('/docs/api/os');
  await expect(page.locator('h2#osgetenvkey a.heading-anchor')).toHaveAttribute('href', '#osgetenvkey');
});

test('at 995px the side menu holds the docs sidebar and an "On this page" toggle shows', async ({ page }) => {
  await setWidth(page, 995);
  await page.goto('/docs/api/os');
  await expect(page.locator('.docs-sidebar-column')).toBeHidden();
  await expect(page.locator('.toc-desktop')).toBeHidden();
  await page.locator('.toc-mobile summary').click();
  await expect(page.locator('.toc-mobile').getByRole('link', { name: 'os.getEnv(key)' })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(dialog.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'os', exact: true })).toHaveAttribute('aria-current', 'page');
  await dialog.getByRole('link', { name: 'window', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api\/window$/);
  await expect(dialog).toBeHidden();
});

test('the docs version choice is stored', async ({ page }) => {
  await page.goto('/docs/api/os');
  await page.getByText('Version: Next', { exact: true }).click();
  await page.locator('.version-menu').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});
