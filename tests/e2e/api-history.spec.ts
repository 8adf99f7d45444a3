// API version history on the built site (issue 19): badges, History lists, the Removed and renamed
// section and the release-note links. The items are picked from content/api-history, the data the
// build read, so the test follows the data rather than restating versions.
import path from 'node:path';
import { loadApiHistory } from '../../lib/api-history/data';
import { axeViolations, expect, setWidth, test } from './fixtures';

const history = loadApiHistory(path.resolve('content/api-history'));
const routeOf = (page: string) => `/docs/${page}`;
const withHistory = history.items.find((item) => item.history?.length && !item.removed && item.page.startsWith('api/'));
const removed = history.items.find((item) => item.removed && item.page.startsWith('api/'));

// Long pages (axe, client-side navigation to the release notes): three times the usual time under load.
test.beforeEach(() => test.slow());

for (const theme of ['light', 'dark']) {
  test(`a badge is named by its full sentence and shows it on hover and focus (${theme})`, async ({ page }) => {
    await setWidth(page, 1280);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/docs/api/os');
    const heading = page.locator('h2').filter({ hasText: /^os\.getEnvs\(/ });
    const badge = heading.locator('.api-badge');
    const sentence = await badge.getAttribute('aria-label');
    expect(sentence).toMatch(/^Added in framework v(\d+)\.(\d+)\.\d+ \(client \d+\.\d+\.\d+\)$/);
    const [, major, minor] = /v(\d+)\.(\d+)/.exec(sentence!)!;
    await expect(badge).toHaveText(`v${major}.${minor}+`);
    await expect(page.getByRole('link', { name: sentence!, exact: true }).first()).toBeVisible();
    // The heading's id and self-link are those of its own text.
    await expect(heading).toHaveAttribute('id', 'osgetenvs');
    await expect(heading.locator('.heading-anchor')).toHaveAttribute('aria-label', 'Link to section os.getEnvs()');

    const tooltip = () => badge.evaluate((el) => { const s = getComputedStyle(el, '::after'); return { display: s.display, text: s.content, color: s.color, background: s.backgroundColor }; });
    expect((await tooltip()).display).toBe('none');
    // A long page's sections are laid out at their estimated height until they come into view
    // (content-visibility), so a point measured during Playwright's own scroll can be stale: bring the
    // badge to the middle first and hover once its neighbours are laid out.
    await badge.evaluate((el) => new Promise((resolve) => { el.scrollIntoView({ block: 'center' }); requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
    await badge.hover();
    const shown = await tooltip();
    expect(shown.display).toBe('block');
    expect(shown.text).toBe(`"${sentence}"`);
    expect(shown.color).not.toBe(shown.background);
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab'); // puts the page in keyboard mode, so focus-visible applies
    await badge.focus();
    expect((await tooltip()).display).toBe('block');
    await expect(badge).toHaveAttribute('href', /^\/docs\/release-notes\/framework(#v\d+)?$/);
  });
}

// One test per page and theme, as in accessibility.spec.ts: these pages are long, and axe on them is slow under load.
const AXE_PAGES = [...new Set(['/docs/api/os', '/docs/configuration/neutralino.config.json', ...(withHistory ? [routeOf(withHistory.page)] : [])])];
for (const theme of ['light', 'dark']) {
  for (const route of AXE_PAGES) {
    test(`no axe violations with badges, History and Removed sections on ${route} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(route);
      const violations = await axeViolations(page);
      expect(violations, `${route} (${theme})`).toEqual([]);
    });
  }
}

test('an item that changed has a History list linking to the release notes section', async ({ page }) => {
  test.skip(!withHistory, 'the data records no change on an API page');
  await page.goto(routeOf(withHistory!.page));
  const list = page.locator('.api-history').filter({ has: page.locator('li') }).first();
  await expect(list.locator('p').first()).toHaveText('History');
  const link = list.locator('a[href*="/docs/release-notes/"]').first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/docs\/release-notes\/(framework|client-library|cli)(#v\d+)?$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`), { timeout: 30_000 });
  if (href.includes('#')) await expect(page.locator(`#${href.split('#')[1]}`)).toBeVisible();
});

test('a namespace page lists removed items, the release they went in and what to use instead', async ({ page }) => {
  test.skip(!removed, 'the data records no removed API item');
  await page.goto(routeOf(removed!.page));
  const section = page.getByRole('heading', { name: 'Removed and renamed', level: 2 });
  await expect(section).toHaveAttribute('id', 'removed-and-renamed');
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Removed and renamed' }).first()).toBeAttached();
  const row = page.locator('#removed-and-renamed + .section-body .table-scroll tr').filter({ has: page.locator(`td:first-child code:text-is("${removed!.id}")`) });
  await expect(row.locator('td').nth(1).locator('a')).toHaveAttribute('href', /^\/docs\/release-notes\//);
  if (removed!.removed!.instead) await expect(row.locator('td').nth(2)).toContainText(removed!.removed!.instead);
});

test('release notes link to the reference entries a release added', async ({ page }) => {
  await page.goto('/docs/release-notes/framework');
  const links = page.locator('.api-release-items a[href^="/docs/api/"]');
  await expect(links.first()).toBeVisible();
  const href = (await links.first().getAttribute('href'))!;
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`), { timeout: 30_000 });
  await expect(page.locator(`#${href.split('#')[1]}`)).toBeInViewport();
});

test('a release-notes link to a config key lands on its own table row, marked', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/release-notes/framework');
  const link = page.locator('.api-release-items a[href^="/docs/configuration/neutralino.config.json#key-"]').first();
  await expect(link).toBeVisible();
  const key = (await link.textContent())!;
  const id = (await link.getAttribute('href'))!.split('#')[1];
  await link.click();
  const row = page.locator(`tr#${id}`);
  await expect(row).toBeInViewport({ timeout: 30_000 });
  await expect(row.locator('td').first()).toContainText(key.replace(/^.*\./, ''));
  const background = await row.locator('td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
  const other = await page.locator('.markdown tr:not(:target) td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(background).not.toBe(other);
});
