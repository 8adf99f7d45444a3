// Pages carry their article, their stylesheet and their inline scripts once: the build drops their
// copies from the inline RSC payload (lib/inline-payload.ts), and the article still shows and the page
// stays styled after hydration, after Back to the page the reader arrived on, and after client-side
// navigations, whose payloads keep them.
import { inlinePayloadText } from '../../lib/inline-payload';
import { expect, test } from './fixtures';

const ARRIVAL = '/docs/api/filesystem';
const firstParagraph = (page: import('@playwright/test').Page) => page.locator('.markdown > p').first();

test('the exported page holds the article once, and the client-side payload still holds it', async ({ request }) => {
  const html = await (await request.get(ARRIVAL)).text();
  const article = html.slice(html.indexOf('data-article='));
  const sentence = />([^<>]{40,})</.exec(article)?.[1];
  expect(sentence).toBeTruthy();
  expect(html.split(sentence!).length - 1).toBe(1);
  const payload = await (await request.get(`${ARRIVAL}.txt`)).text();
  expect(payload).toContain(sentence!);
});

test('the article survives hydration, Back to the page the reader arrived on, and Forward', async ({ page }) => {
  await page.goto(ARRIVAL);
  const text = await firstParagraph(page).textContent();
  expect(text?.length).toBeGreaterThan(40);
  const sections = await page.locator('.markdown h2').count();
  await page.locator('.markdown a[href^="/docs/"]').first().click();
  await expect(page).not.toHaveURL(new RegExp(`${ARRIVAL}$`));
  await expect(firstParagraph(page)).not.toHaveText(text!);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ARRIVAL}$`));
  await expect(firstParagraph(page)).toHaveText(text!);
  await expect(page.locator('.markdown h2')).toHaveCount(sections);
  await page.goForward();
  await expect(firstParagraph(page)).not.toHaveText(text!);
  await expect(page.locator('.markdown > *').first()).toBeVisible();
});

test('a doc page reached client-side shows its article, and Back to the arrival page keeps its tabs working', async ({ page }) => {
  await page.goto('/docs/getting-started/your-first-neutralinojs-app');
  await page.locator('header').getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.locator('.markdown h2').first()).toBeVisible();
  await page.goBack();
  const tabs = page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'macOS' }) }).first();
  await tabs.getByRole('tab', { name: 'macOS' }).click();
  await expect(tabs.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toBeVisible();
});

test('the page holds its stylesheet once, and stays styled after hydration, client-side navigations and Back', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const css = /<style data-precedence="[^"]+" data-href="[^"]+">([^<]{0,200})/.exec(html)?.[1];
  expect(css?.length).toBe(200);
  expect(html.split(css!).length - 1).toBe(1);

  // Styled means the layout's grid and the theme's colours apply.
  const styled = async () => {
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    expect(await page.locator('style[data-href]').evaluateAll((all) => all.map((s) => s.textContent!.length > 1000))).toEqual([true]);
    expect(await page.locator('.navbar').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  };
  await page.goto('/');
  await styled();
  await page.locator('header').getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await styled();
  expect(await page.locator('.docs-layout').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await styled();
});

test('the page holds each inline script once, and they still did their work', async ({ page, request }) => {
  const html = await (await request.get(ARRIVAL)).text();
  const payload = inlinePayloadText(html);
  const sources = [...html.matchAll(/<script(?: type="application\/ld\+json")?>([^<]{200,})<\/script>/g)].map((m) => m[1]).filter((source) => !source.startsWith('self.__next_f'));
  expect(sources.length).toBeGreaterThanOrEqual(3); // the boot script, the your-version script, JSON-LD
  for (const source of sources) expect(payload).not.toContain(source.slice(0, 120));
  // The boot script started the app, which hydrated and marked itself ready.
  await page.goto(ARRIVAL);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
});
