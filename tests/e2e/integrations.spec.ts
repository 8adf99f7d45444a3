import type { Page, Request } from '@playwright/test';
import { loadDocs } from '../../lib/content';
import { siteConfig } from '../../lib/site-config';
import { buildWithTestIds, serveExport } from './ids-build';
import { expect, setWidth, test } from './fixtures';

const THIRD_PARTY = /googletagmanager|google-analytics|googlesyndication|doubleclick|adservice|ethicalads/;
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;
const ADSENSE = /^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js\?client=/;

async function idle(page: Page) {
  await page.waitForLoadState('load');
  // Long enough for an idle callback (the tracker's trigger, 4 s at most) to have run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 4000 })));
}

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => [...(args as IArguments)]).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => a[2] as { page_path: string; page_title: string }));

/** Follows a sidebar link without reloading the page (a marker on window survives only a client-side navigation). */
async function navigateClientSide(page: Page, route: string) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).first().locator(`a[href="${route}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test('without IDs no analytics or ad script is requested, not even after a client-side navigation', async ({ page }) => {
  await setWidth(page, 1280); // wide enough for the ad column
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(request.url()));
  for (const route of ['/', '/apps', '/docs/api/os']) {
    await page.goto(route);
    await idle(page);
  }
  await navigateClientSide(page, '/docs/api/app');
  await idle(page);
  expect(requests.filter((url) => THIRD_PARTY.test(url))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith('http://localhost'))).toEqual([]);
  expect(await page.evaluate(() => typeof window.dataLayer)).toBe('undefined');
  await expect(page.locator('ins.adsbygoogle, aside[aria-label="Advertisement"]')).toHaveCount(0);
});

test.describe('with test IDs (a second export built with them)', () => {
  test.describe.configure({ mode: 'serial' });
  let origin = '';
  let close = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000); // a build on a busy 2-core machine can take minutes
    const dir = await buildWithTestIds();
    ({ origin, close } = await serveExport(dir));
  });
  test.afterAll(async () => close());

  test('the tracker loads after the load event and counts one page view per route', async ({ page }) => {
    await setWidth(page, 1280);
    const order: string[] = [];
    page.on('load', () => order.push('load'));
    // The internet is never reached: both scripts are answered by local stubs.
    await page.route(GTAG, (route) => { order.push('gtag'); return route.fulfill({ contentType: 'text/javascript', body: '' }); });
    await page.route(ADSENSE, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));

    await page.goto(`${origin}/docs/api/os`);
    await idle(page);
    await expect.poll(() => order).toEqual(['load', 'gtag']);
    expect(await pageViews(page)).toEqual([expect.objectContaining({ page_path: '/docs/api/os', page_title: 'Neutralino.os | Neutralinojs' })]);
    const config = await page.evaluate(() => (window.dataLayer ?? []).map((a) => [...(a as IArguments)]).find((a) => a[0] === 'config'));
    expect(config?.[2]).toEqual({ send_page_view: false, anonymize_ip: true });

    await navigateClientSide(page, '/docs/api/app');
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page))[1]).toEqual(expect.objectContaining({ page_path: '/docs/api/app', page_title: await page.title() }));
    await idle(page);
    expect(await pageViews(page)).toHaveLength(2);
    expect(order.filter((e) => e === 'gtag')).toHaveLength(1); // the script itself is loaded once
  });

  test('the ad slot has its size before the ad script runs, which loads async and shifts nothing', async ({ page, request }) => {
    await setWidth(page, 1280);
    const html = await (await request.get(`${origin}/docs/api/os`)).text();
    expect(html).toContain('class="adsbygoogle" style="display:inline-block;width:200px;height:200px"');
    expect(html).not.toMatch(/<script[^>]+adsbygoogle\.js/); // added later, from the browser

    // The stub fills the slot the way a served ad would.
    const fill = `document.querySelectorAll('ins.adsbygoogle').forEach((ins) => { const ad = document.createElement('div'); ad.style.cssText = 'width:200px;height:200px;background:#888'; ins.append(ad); });`;
    await page.route(ADSENSE, (route) => route.fulfill({ contentType: 'text/javascript', body: fill }));
    await page.route(GTAG, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.addInitScript(() => {
      Object.assign(window, { __shift: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin}/docs/api/os`);
    await expect(page.locator('ins.adsbygoogle > div')).toHaveCount(1);
    await expect(page.locator('script[src*="adsbygoogle.js"]')).toHaveAttribute('async', '');
    expect(await page.locator('ins.adsbygoogle').getAttribute('data-ad-client')).toBe('ca-pub-0000000000000000');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('a narrow screen, where the ad column is hidden, requests no ad script', async ({ page }) => {
    await setWidth(page, 400);
    const requested: string[] = [];
    await page.route(ADSENSE, (route) => { requested.push(route.request().url()); return route.fulfill({ body: '' }); });
    await page.route(GTAG, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(`${origin}/docs/api/os`);
    await idle(page);
    expect(requested).toEqual([]);
  });
});

test('llms.txt names the site and lists the site pages', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms.startsWith(`# ${siteConfig.title}\n`)).toBe(true);
  for (const route of ['/', '/apps', '/resources', '/privacy-policy']) {
    expect(llms).toMatch(new RegExp(`\\(${siteConfig.url}${route}\\)(: .+)?\\n`));
  }
});

// One test per doc (read once when the file loads): a single loop over every page timed out under load.
for (const doc of loadDocs().map(({ route, title, description }) => ({ route, title, description }))) {
  test(`${doc.route} has its Markdown twin and an llms.txt entry`, async ({ request }) => {
    const response = await request.get(`${doc.route}.md`);
    expect(response.status()).toBe(200);
    const markdown = await response.text();
    expect(markdown.startsWith(`# ${doc.title}\n`)).toBe(true);
    expect(markdown).not.toMatch(/^<\/?(Tabs|TabItem)\b/m);
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain(`- [${doc.title}](${siteConfig.url}${doc.route}.md)${doc.description ? `: ${doc.description}` : ''}\n`);
  });
}

test('a doc page declares its canonical URL, link preview and valid JSON-LD', async ({ page, request }) => {
  await page.goto('/docs/api/os');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/docs/api/os`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Neutralino.os');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${siteConfig.url}${siteConfig.shareImage.path}`);
  const png = await (await request.get(siteConfig.shareImage.path)).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]); // PNG header: width, height

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data.map((d) => d['@type']).sort()).toEqual(['TechArticle', 'WebSite']);
  const article = data.find((d) => d['@type'] === 'TechArticle')!;
  expect(article.headline).toBe(await page.locator('article h1').textContent());
  expect(article.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  expect(Number.isNaN(Date.parse(String(article.dateModified)))).toBe(false);
  const trail = (article.breadcrumb as { itemListElement: { item: string }[] }).itemListElement.map((i) => i.item);
  expect(trail.at(-1)).toBe(`${siteConfig.url}/docs/api/os`);
});

test('Copy page puts the page Markdown on the clipboard and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/api/updater');
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
  const expected = await (await request.get('/docs/api/updater.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});
