import { expect, setWidth, test } from './fixtures';

const searchBox = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Search the documentation' });

test('shows Loading... until the index is loaded, then Search and the shortcut hint', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/lunr-index.json', async (route) => { await held; await route.continue(); });
  await page.goto('/docs');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Loading...');
  release();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await expect(page.locator('.search-hint')).toHaveText('Ctrl+K');
});

test.describe('on macOS', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36' });
  test('the hint reads ⌘+K', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
    await page.goto('/');
    await expect(page.locator('.search-hint')).toHaveText('⌘+K');
  });
});

test('the index files are fetched once per visit', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => { if (/search-doc\.json|lunr-index\.json/.test(r.url())) fetched.push(r.url()); });
  await page.goto('/');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await page.locator('header').getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).first().getByRole('link', { name: 'Your first app' }).click();
  await expect(page).toHaveURL(/your-first-neutralinojs-app$/);
  expect(fetched).toHaveLength(2);
});

test('Ctrl+K and / focus the search box', async ({ page }) => {
  await page.goto('/docs');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).blur();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
});

test('typing execCommand puts the os section first; Enter opens it with the word marked, and a reload keeps it', async ({ page }) => {
  await page.goto('/');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await searchBox(page).fill('execCommand');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('os.execCommand(command, options)');
  await expect(page.getByRole('listbox').getByRole('group').first()).toHaveAttribute('aria-label', 'Neutralino.os');
  await expect(options.first().locator('mark').first()).toHaveText(/execCommand/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/os\?q=execCommand#osexeccommandcommand-options$/);
  const marks = page.locator('.markdown mark.search-highlight');
  await expect(marks.first()).toHaveText(/execCommand/i);
  await expect(page.locator('#osexeccommandcommand-options')).toBeInViewport();
  await page.reload();
  await expect(marks.first()).toHaveText(/execCommand/i);
  await page.getByRole('button', { name: 'Clear highlights' }).click();
  await expect(marks).toHaveCount(0);
  await expect(page).toHaveURL(/\/docs\/api\/os#osexeccommandcommand-options$/);
});

test('marks are gone after the next navigation', async ({ page }) => {
  await page.goto('/docs/api/os?q=execCommand');
  await expect(page.locator('mark.search-highlight').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Docs sidebar' }).first().getByRole('link', { name: 'filesystem' }).click();
  await expect(page.locator('article h1')).toHaveText('Neutralino.filesystem');
  await expect(page.locator('mark.search-highlight')).toHaveCount(0);
});

test('results are grouped by page, capped, and usable with the mouse', async ({ page }) => {
  await page.goto('/');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await searchBox(page).fill('window');
  await expect(page.getByRole('option')).toHaveCount(8);
  const groups = page.getByRole('listbox').getByRole('group');
  const labels = await groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')));
  expect(new Set(labels).size).toBe(labels.length);
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/\?q=window/);
});

for (const query of ['foo:', '~2 ^ * + -', '"unclosed', '<script>alert(1)</script>', 'x'.repeat(500), 'qzxjvk']) {
  test(`a hostile query ${JSON.stringify(query.slice(0, 20))} shows results or the empty state`, async ({ page }) => {
    await page.goto('/');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
    await searchBox(page).fill(query);
    await expect(page.getByRole('option').first().or(page.getByText(/^No results for/))).toBeVisible();
  });
}

test('keyboard only: from the page to a marked result', async ({ page }) => {
  await page.goto('/docs');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('getEnv');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', await page.getByRole('option').nth(1).getAttribute('id') ?? '');
  await page.keyboard.press('ArrowUp');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('os.getEnv(key)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/os\?q=getEnv#osgetenvkey$/);
  await expect(page.locator('.markdown mark.search-highlight').first()).toBeVisible();
});

test('search works in the narrow layout', async ({ page }) => {
  await setWidth(page, 400);
  await page.goto('/docs');
  await expect(searchBox(page)).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await searchBox(page).fill('clipboard');
  await expect(page.getByRole('option').first()).toBeInViewport();
});

test('any ?q= in the URL is safe on a doc page', async ({ page }) => {
  for (const q of ['(', '[a-', '\\', '<img src=x onerror=alert(1)>', '%E0%A4%A', '*'.repeat(300), '💥 execCommand']) {
    await page.goto(`/docs/api/os?q=${encodeURIComponent(q)}`);
    await expect(page.locator('article h1')).toHaveText('Neutralino.os');
  }
  await expect(page.locator('mark.search-highlight').first()).toHaveText(/execCommand/i);
  await page.goto('/docs/api/os?q=%E0%A4%A&q=%'); // malformed escapes, repeated key
  await expect(page.locator('article h1')).toHaveText('Neutralino.os');
});
