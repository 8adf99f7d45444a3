// The upgrade guide (issue 35) on the built site: the default pair is in the static HTML (also
// without JavaScript), ?from=&to= reproduces a choice, the form works with the keyboard, and a pair
// computed in the browser has the markup of the build's. Expected entries come from the data
// through lib/api-history/upgrade.ts, whose lists tests/unit/api-history-upgrade.test.ts checks.
import type { Page } from '@playwright/test';
import { loadDocs } from '../../lib/content';
import { apiHistoryContextOf } from '../../lib/api-history/docs';
import { summaryLine, upgradeChanges } from '../../lib/api-history/upgrade';
import { defaultPair, upgradeData } from '../../lib/api-history/upgrade-page';
import { pairedWith, type YourVersion } from '../../lib/api-history/your-version';
import { axeViolations, expect, test } from './fixtures';

const data = upgradeData(apiHistoryContextOf(loadDocs())!);
const ROUTE = '/docs/release-notes/upgrade';
const version = (framework: string) => pairedWith(data.releases, framework)!;

function expected(from: YourVersion, to: YourVersion) {
  const changes = upgradeChanges(data, from, to);
  const ids = [changes.breaking, changes.added, changes.changed].flatMap((s) => s.groups.flatMap((g) => g.entries.map((e) => e.item.id)));
  return { summary: summaryLine(changes, from, to), ids };
}

/** The listed items, in order: each entry starts with a link to the item. */
const listed = (page: Page) => page.locator('.upgrade-lists li > a:first-child > code').allTextContents();
const fieldset = (page: Page, name: 'From' | 'To') => page.getByRole('group', { name });

test.beforeEach(() => test.slow());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page holds the default pair: the last 4.x release to the latest', async ({ page }) => {
    const { from, to } = defaultPair(data.releases);
    const want = expected(from, to);
    await page.goto(ROUTE);
    await expect(page.locator('.upgrade-summary')).toHaveText(want.summary);
    expect(await listed(page)).toEqual(want.ids);
    await expect(fieldset(page, 'From').getByLabel('Framework')).toHaveValue(from.framework);
  });
});

test('?from=4.14.0&to=6.9.0 reproduces a choice, client and neu following the framework', async ({ page }) => {
  await page.goto(`${ROUTE}?from=4.14.0&to=6.9.0`);
  const want = expected(version('4.14.0'), version('6.9.0'));
  await expect(page.locator('.upgrade-summary')).toHaveText(want.summary);
  expect(await listed(page)).toEqual(want.ids);
  await expect(fieldset(page, 'From').getByLabel('Client library')).toHaveValue(version('4.14.0').client);
  await expect(page.locator('.upgrade-lists')).toBeVisible();
  // A client given in the address is kept.
  await page.goto(`${ROUTE}?from=5.6.0&from-client=5.5.0&to=6.0.0`);
  await expect(fieldset(page, 'From').getByLabel('Client library')).toHaveValue('5.5.0');
  await expect(page.locator('.upgrade-summary')).toHaveText(expected({ ...version('5.6.0'), client: '5.5.0' }, version('6.0.0')).summary);
});

test('the form works with the keyboard, and the address follows the choice', async ({ page }) => {
  await page.goto(ROUTE);
  const from = fieldset(page, 'From').getByLabel('Framework');
  await from.focus();
  await page.keyboard.press('ArrowUp'); // releases are newest first: the one after 4.15.0
  await expect(from).toHaveValue('5.0.0');
  await expect(fieldset(page, 'From').getByLabel('neu CLI')).toHaveValue(version('5.0.0').cli);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const to = fieldset(page, 'To').getByLabel('Framework');
  await expect(to).toBeFocused();
  for (const release of data.releases.framework.slice(1)) { // down from the latest to v6.0.0
    await page.keyboard.press('ArrowDown');
    await expect(to).toHaveValue(release[0]);
    if (release[0] === '6.0.0') break;
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show the changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  const want = expected(version('5.0.0'), version('6.0.0'));
  await expect(page.locator('.upgrade-summary')).toHaveText(want.summary);
  expect(await listed(page)).toEqual(want.ids);
  await expect(page).toHaveURL(/\?from=5\.0\.0&to=6\.0\.0$/);
});

test('a pair computed in the browser has the markup the build gives the default pair', async ({ page }) => {
  await page.goto(ROUTE);
  const lists = page.locator('.upgrade-lists');
  const markup = async () => (await lists.innerHTML()).replace(/>\s+</g, '><'); // the build writes "\n" between blocks
  const built = await markup();
  const summary = await page.locator('.upgrade-summary').textContent();
  const from = fieldset(page, 'From').getByLabel('Framework');
  await from.selectOption('5.6.0');
  await expect(page.locator('.upgrade-summary')).not.toHaveText(summary!);
  await from.selectOption(defaultPair(data.releases).from.framework);
  await expect(page.locator('.upgrade-summary')).toHaveText(summary!);
  expect(await markup()).toBe(built);
});

for (const theme of ['light', 'dark']) {
  test(`no axe violations on a computed pair (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`${ROUTE}?from=4.0.0&to=6.9.0`);
    await expect(page.locator('.upgrade-summary')).toHaveText(expected(version('4.0.0'), version('6.9.0')).summary);
    expect(await axeViolations(page)).toEqual([]);
  });
}
