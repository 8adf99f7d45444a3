// "Your version" (issue 35) on the built site: the menu's choice persists across reloads and tabs
// and ?version= shares it; reference pages, their TOC and the search mark what the reader's release
// lacks, before the first paint (no layout shift); with Latest nothing changes. Expected marks are
// computed from content/api-history with plain version comparisons, not read from the pages.
import type { Locator, Page } from '@playwright/test';
import { loadDocs } from '../../lib/content';
import { apiHistoryContextOf } from '../../lib/api-history/docs';
import { compareVersions, type Product, type Versions } from '../../lib/api-history/versions';
import { compactReleases, pairedWith, type YourVersion } from '../../lib/api-history/your-version';
import { siteConfig } from '../../lib/site-config';
import { axeViolations, expect, setWidth, test, waitForHydration, waitForIdle } from './fixtures';

const context = apiHistoryContextOf(loadDocs())!;
const releases = compactReleases(context.releases);
const KEY = siteConfig.docs.yourVersionStorageKey;
const version = (framework: string) => pairedWith(releases, framework)!;
/** A release the reader lacks: past the floor (where choosable releases and the data start) and newer than theirs. */
const lacks = (versions: Versions, reader: YourVersion) =>
  (Object.entries(versions) as [Product, string][]).some(([p, v]) => compareVersions(v, context.floors[p]) > 0 && compareVersions(v, reader[p]) > 0);

async function storeVersion(page: Page, choice: YourVersion | null, theme = 'light') {
  await page.addInitScript(({ key, value, theme }) => {
    if (sessionStorage.getItem('stored')) return; // once per tab: a reload keeps what the page wrote since
    sessionStorage.setItem('stored', '1');
    localStorage.setItem('theme', theme);
    if (value) localStorage.setItem(key, value);
  }, { key: KEY, value: choice && JSON.stringify(choice), theme });
}

/** The text a reader sees: shown elements only, with the CSS text that names the reader's release. */
const seen = (locator: Locator) => locator.evaluate((root) => {
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || getComputedStyle(node).display === 'none') return '';
    const before = getComputedStyle(node, '::before').content;
    return (before.startsWith('"') ? JSON.parse(before) : '') + [...node.childNodes].map(text).join('');
  };
  return text(root).replace(/\s+/g, ' ').trim();
});

/** An item's "Not in" disclosure and body, the heading's next siblings (lib/api-history/your-version-html.ts). */
const item = (page: Page, headingId: string) => ({
  missing: page.locator(`[id="${headingId}"] + .api-missing`),
  body: page.locator(`[id="${headingId}"] + .api-missing + .api-item-body`),
});

test.beforeEach(() => test.slow()); // long reference pages, two tabs

test('with Latest the pages are as they were: no marks, the menu says "Version: Next"', async ({ page }) => {
  await page.goto('/docs/api/os');
  await expect(page.locator('html')).not.toHaveAttribute('data-your-version');
  await expect.poll(() => seen(page.locator('.version-menu summary'))).toBe('Version: Next');
  await expect(page.locator('.version-missing:visible, .api-removed-here:visible')).toHaveCount(0);
  await expect(item(page, 'ossetenvkey-value').body).toBeVisible();
});

test('the menu\'s choice persists across reloads and tabs, and ?version= shares it', async ({ page, context: browser }) => {
  const v56 = version('5.6.0');
  await page.goto('/docs/api/os');
  await page.locator('.version-menu summary').click();
  const menu = page.locator('.version-panel');
  await expect(menu.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true');
  await menu.getByLabel('Framework').selectOption('5.6.0');
  await expect(menu.getByLabel('Client library')).toHaveValue(v56.client);
  await expect(menu.getByLabel('neu CLI')).toHaveValue(v56.cli);
  await expect.poll(() => seen(page.locator('.version-menu summary'))).toBe('Your version: v5.6.0');
  const setEnv = item(page, 'ossetenvkey-value');
  await expect.poll(() => seen(setEnv.missing)).toBe('Not in v5.6.0: show it');
  await expect(setEnv.body).toBeHidden();

  await page.reload();
  await expect(item(page, 'ossetenvkey-value').missing).toBeVisible();

  // A second tab opens on the choice; a change there reaches the first tab without a reload.
  const other = await browser.newPage();
  await other.goto('/docs/api/window');
  await expect(other.locator('html')).toHaveAttribute('data-your-version', '5.6.0');
  await expect.poll(() => seen(other.locator('.version-menu summary'))).toBe('Your version: v5.6.0');
  await other.locator('.version-menu summary').click();
  await other.locator('.version-panel').getByLabel('neu CLI').selectOption('11.7.2'); // the client and neu can differ from the pair
  await other.locator('.version-panel').getByLabel('Framework').selectOption('latest');
  await expect(page.locator('html')).not.toHaveAttribute('data-your-version');
  await expect(item(page, 'ossetenvkey-value').missing).toBeHidden();
  await other.close();

  // A shared link stores its choice, which stays after the parameter is gone.
  await page.goto('/docs/api/os?version=4.14.0');
  await expect.poll(() => seen(page.locator('.version-menu summary'))).toBe('Your version: v4.14.0');
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!)).toEqual(version('4.14.0'));
  await page.goto('/docs/api/os');
  await expect.poll(() => seen(page.locator('.version-menu summary'))).toBe('Your version: v4.14.0');
  await page.goto('/docs/api/os?version=not-a-version');
  await expect.poll(() => seen(page.locator('.version-menu summary'))).toBe('Your version: v4.14.0');
});

/** One page of each kind of reference; on each, the first item the reader's release lacks and the first it has. */
const SAMPLE_PAGES = ['api/os', 'api/events', 'api/error-codes', 'api/global-variables', 'configuration/neutralino.config.json', 'cli/internal-cli-arguments', 'cli/neu-cli'];
function sample(docId: string, reader: YourVersion) {
  const entries = context.history.byPage.get(docId)!;
  const known = context.pageItems.get(docId)!.flatMap((found) => (entries.get(found.id) ? [{ found, missing: lacks(entries.get(found.id)!.added, reader) }] : []));
  return [known.find((k) => k.missing), known.find((k) => !k.missing)].flatMap((k) => (k ? [k] : []));
}

for (const framework of ['5.6.0', '4.14.0']) {
  for (const docId of SAMPLE_PAGES) {
    test(`${docId} marks what v${framework} lacks, in the page and the TOC`, async ({ page }) => {
      const reader = version(framework);
      await storeVersion(page, reader);
      await page.goto(`/docs/${docId}`);
      const picks = sample(docId, reader);
      expect(picks.length).toBeGreaterThan(0);
      for (const { found, missing } of picks) {
        const where = `${docId} ${found.id} (${missing ? 'missing' : 'there'})`;
        if (found.row) {
          const row = page.locator(`tr[id="${found.anchor}"]`);
          await expect(row.locator('.api-missing'), where).toBeVisible({ visible: missing });
          await expect(row.locator('td').nth(1), where).toBeVisible({ visible: !missing });
        } else {
          const heading = page.locator(`[id="${found.anchor}"]`);
          await expect(heading.locator('xpath=following-sibling::*[1][self::details]'), where).toBeVisible({ visible: missing });
          const tag = page.locator(`.toc-desktop li:has(> a[href="#${found.anchor}"]) .version-tag`);
          if (missing) expect(await seen(tag), where).toMatch(/^Not in (v|client |neu v)\d/);
          else await expect(tag, where).toBeHidden();
        }
      }
    });
  }

  test(`History entries after v${framework} read "When you upgrade", and removed items it has show where they stood`, async ({ page }) => {
    const reader = version(framework);
    await storeVersion(page, reader);
    // An os item the reader has, with changes after their release (and, where there is one, changes before it).
    const changed = context.history.items
      .filter((i) => !i.removed && i.page === 'api/os' && !lacks(i.added, reader) && i.history?.some((c) => lacks(c.in, reader)))
      .sort((a, b) => Number(b.history!.some((c) => !lacks(c.in, reader))) - Number(a.history!.some((c) => !lacks(c.in, reader))))[0];
    await page.goto('/docs/api/os');
    const history = page.locator(`[id="${context.entryHrefs.get(changed.id)!.split('#')[1]}"]`).locator('xpath=following::div[contains(@class, "api-history")][1]');
    await expect(history.locator('li')).toHaveCount(changed.history!.length);
    await expect(history.locator('.api-upgrade-note:visible')).toHaveCount(changed.history!.filter((c) => lacks(c.in, reader)).length);
    await expect(history.locator('.api-upgrade-note:visible').first()).toHaveText('When you upgrade');
    await page.goto('/docs/api/filesystem');
    const copyFile = page.locator('.api-removed-here', { hasText: 'filesystem.copyFile' });
    await expect(copyFile).toBeVisible({ visible: framework === '4.14.0' });
    if (framework === '4.14.0') {
      await expect(copyFile).toContainText('filesystem.copyFile is in your version; framework v5.0.0 (client 5.0.0) removed it. Use filesystem.copy instead.');
      await expect(copyFile.locator('xpath=following-sibling::*[1]')).toContainText('filesystem.copy(');
    }
  });
}

test('the "Not in" label names the release the reader lacks the item for', async ({ page }) => {
  // window.getTitle came with framework v4.1.0 and client 3.1.0; v4.1.0 pairs with client 3.0.0.
  const getTitle = context.history.items.find((i) => i.id === 'window.getTitle')!;
  const anchor = context.entryHrefs.get('window.getTitle')!.split('#')[1];
  const onlyClient = version('4.1.0');
  expect(compareVersions(getTitle.added.framework!, onlyClient.framework)).toBeLessThanOrEqual(0);
  expect(lacks({ client: getTitle.added.client }, onlyClient)).toBe(true);
  await storeVersion(page, onlyClient);
  await page.goto('/docs/api/window');
  await expect.poll(() => seen(item(page, anchor).missing)).toBe(`Not in client ${onlyClient.client}: show it`);
  await expect.poll(() => seen(page.locator(`.toc-desktop li:has(> a[href="#${anchor}"]) .version-tag`))).toBe(`Not in client ${onlyClient.client}`);
  // Lacking both, the framework is named.
  await page.locator('.version-menu summary').click();
  await page.locator('.version-panel').getByLabel('Framework').selectOption('4.0.0');
  await expect.poll(() => seen(item(page, anchor).missing)).toBe('Not in v4.0.0: show it');
});

test('Escape closes the version menu and leaves focus on its summary', async ({ page }) => {
  await page.goto('/docs/api/os');
  await waitForHydration(page);
  const menu = page.locator('.version-menu');
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  await menu.locator('.version-panel').getByLabel('Framework').focus();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  await expect(menu.locator('summary')).toBeFocused();
});

// The phone's table-as-cards layout set these rows' and cells' display, which undid the rules that
// hide them: with no release chosen, all three "neu vX removed it" rows showed at 360 and 390 px.
for (const width of [390, 1280]) {
  test(`at ${width} px neu-cli shows a removed option's row only for a release that still has it, and collapses a row the release lacks`, async ({ page }) => {
    await setWidth(page, width);
    await page.goto('/docs/cli/neu-cli');
    await expect(page.locator('html')).not.toHaveAttribute('data-your-version');
    const removed = (option: string) => page.locator('tr.api-removed-here', { hasText: option });
    await expect(page.locator('tr.api-removed-here')).toHaveCount(3);
    await expect(page.locator('tr.api-removed-here:visible')).toHaveCount(0);
    const cells = 'tr[data-since]:not(.api-removed-here) > td';
    await expect(page.locator(`${cells}:visible`)).toHaveCount(await page.locator(cells).count());

    // neu v9.1.0 has --verbose (v9.0.0 to v9.2.0) and --frontend-lib-dev (v9.1.0 to v10.0.0), not --mode (gone in v9.0.0).
    await page.locator('.version-menu summary').click();
    await page.locator('.version-panel').getByLabel('neu CLI').selectOption('9.1.0');
    await expect(removed('--verbose')).toBeVisible();
    await expect(removed('--verbose')).toContainText('neu v9.2.0 removed it');
    await expect(removed('--frontend-lib-dev')).toBeVisible();
    await expect(removed('--frontend-lib-dev')).toContainText('neu v10.0.0 removed it');
    await expect(removed('--mode')).toBeHidden();
    // An option newer than v9.1.0: its row shows only its name and the "Not in" line.
    const lacking = page.locator('tr[data-since]:has(> td > .api-missing:visible)').first();
    await expect(lacking).toBeVisible();
    await expect(lacking.locator('td').nth(1)).toBeHidden();
    await lacking.locator('.api-missing summary').click();
    await expect(lacking.locator('td').nth(1)).toBeVisible();
  });
}

test('a collapsed item opens with the mouse and the keyboard', async ({ page }) => {
  await storeVersion(page, version('5.6.0'));
  await page.goto('/docs/api/os');
  const setEnv = item(page, 'ossetenvkey-value');
  await setEnv.missing.locator('summary').click();
  await expect(setEnv.body).toBeVisible();
  await expect.poll(() => seen(setEnv.missing)).toBe('Not in v5.6.0: hide it');
  await setEnv.missing.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(setEnv.body).toBeHidden();
  // A row: its other cells come back.
  await page.goto('/docs/configuration/neutralino.config.json');
  const row = page.locator('tr[data-since]:has(.api-missing:visible)').first();
  await row.locator('.api-missing summary').click();
  await expect(row.locator('td').nth(1)).toBeVisible();
});

test('the search results mark an item the reader\'s release lacks', async ({ page }) => {
  await storeVersion(page, version('5.6.0'));
  await page.goto('/docs/api/app');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.click();
  await box.fill('os.setEnv');
  const option = page.getByRole('option').filter({ hasText: 'os.setEnv(key, value)' }).first();
  await expect.poll(() => seen(option.locator('.version-tag'))).toBe('Not in v5.6.0');
  await box.fill('os.getEnvs'); // v4.8.0: in the reader's release, so its tag stays hidden
  const getEnvs = page.getByRole('option').filter({ hasText: 'os.getEnvs()' }).first();
  await expect(getEnvs).toBeVisible();
  await expect(getEnvs.locator('.version-tag')).toHaveCount(1);
  await expect(getEnvs.locator('.version-tag')).toBeHidden();
});

// One test per page and theme: these pages are long, and axe on them is slow under load.
for (const theme of ['light', 'dark']) {
  for (const route of ['/docs/api/filesystem', '/docs/cli/neu-cli']) {
    test(`no axe violations with v4.14.0 stored, the menu open and an item opened, on ${route} (${theme})`, async ({ page }) => {
      await setWidth(page, 1280);
      await storeVersion(page, version('4.14.0'), theme);
      await page.goto(route);
      await page.locator('.version-menu summary').click();
      await expect(page.locator('.version-panel').getByLabel('Framework')).toHaveValue('4.14.0');
      await page.locator('.api-missing:visible summary').first().click();
      expect(await axeViolations(page), `${route} (${theme})`).toEqual([]);
    });
  }
}

test('no layout shift with a stored version, at 1280 and 390 px', async ({ page }) => {
  await storeVersion(page, version('5.6.0'));
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [1280, 390]) {
    await setWidth(page, width);
    for (const route of ['/docs/api/os', '/docs/configuration/neutralino.config.json', '/docs/api/error-codes']) {
      await page.goto(route);
      await waitForHydration(page);
      await waitForIdle(page);
      await expect(page.locator('.version-missing:visible').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), `${route} at ${width} px`).toBe(0);
    }
  }
});
