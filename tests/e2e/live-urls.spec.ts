import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { GITHUB_PAGES_URL } from '../../playwright.config';
import { siteConfig } from '../../lib/site-config';
import { expect, test, waitForHydration } from './fixtures';

// Every page of the live site (tests/fixtures/live-site-urls.txt), in every form the web links it by,
// shows that page at its canonical address (no trailing slash; the home page is /), on the export
// served as GitHub Pages serves it (no rewrites: scripts/serve-github-pages.mjs) and on `npm start`.
const LIVE_URLS = fs.readFileSync('tests/fixtures/live-site-urls.txt', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
const PAGES = LIVE_URLS.map((url) => {
  const canonical = url === '/' ? '/' : url.replace(/\/$/, '');
  const forms = canonical === '/' ? ['/', '/index.html'] : [canonical, `${canonical}/`, `${canonical}/index.html`, `${canonical}.html`];
  return { canonical, forms };
});
const OTHER_FORMS = PAGES.flatMap(({ canonical, forms }) => forms.filter((form) => form !== canonical).map((form) => ({ form, canonical })));
/** Forms with a query and a fragment, which must reach the page with both. */
const WITH_QUERY_AND_HASH = [
  { form: '/docs/', canonical: '/docs', suffix: '?q=x#platforms-and-modes' },
  { form: '/docs/api/os/index.html', canonical: '/docs/api/os', suffix: '?q=x#results-and-errors' },
  { form: '/docs/api/os.html', canonical: '/docs/api/os', suffix: '?q=x#results-and-errors' },
];

/**
 * Opens an address whose page moves on at once: Playwright may report the navigation as interrupted by
 * the redirect, or by the boot script's change of address, which is what is under test.
 */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' }).catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Each page's <title> at its canonical address, which must be the page and not the not-found page. */
async function canonicalTitles(request: APIRequestContext, origin: string) {
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const { canonical } of PAGES) {
    const response = await request.get(origin + canonical, { maxRedirects: 0 });
    const title = titleOf(await response.text()) ?? '';
    if (response.status() !== 200 || /Page Not Found/.test(title)) problems.push(`${canonical}: ${response.status()} ${title}`);
    titles.set(canonical, title);
  }
  expect(problems).toEqual([]);
  return titles;
}

test('the live site has 44 URLs in 174 forms', () => {
  expect(PAGES).toHaveLength(44);
  expect(PAGES.flatMap((page) => page.forms)).toHaveLength(174);
});

test('the sitemap, canonical links, Open Graph and llms.txt name each page by its canonical address', async ({ request }) => {
  test.setTimeout(120_000);
  const absolute = (canonical: string) => `${siteConfig.url}${canonical === '/' ? '/?' : canonical}`;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const llms = await (await request.get('/llms.txt')).text();
  const problems: string[] = [];
  for (const { canonical } of PAGES) {
    const html = await (await request.get(canonical)).text();
    if (!new RegExp(`<link rel="canonical" href="${absolute(canonical)}"/>`).test(html)) problems.push(`${canonical}: canonical link`);
    if (!new RegExp(`<meta property="og:url" content="${absolute(canonical)}"/>`).test(html)) problems.push(`${canonical}: og:url`);
    if (!new RegExp(`<loc>${absolute(canonical)}</loc>`).test(sitemap)) problems.push(`${canonical}: sitemap`);
  }
  // Nothing names a page by another form.
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), ...llms.matchAll(/\((https?:[^)]+)\)/g)].map((match) => new URL(match[1]).pathname);
  problems.push(...urls.filter((pathname) => pathname !== '/' && /\/$|\.html$/.test(pathname)));
  expect(problems).toEqual([]);
});

test('GitHub Pages answers every form with the page or a redirect document to its canonical address', async ({ request }) => {
  test.setTimeout(120_000); // 174 requests: seconds alone, more on a loaded machine
  const titles = await canonicalTitles(request, GITHUB_PAGES_URL);
  const problems: string[] = [];
  for (const { form, canonical } of OTHER_FORMS) {
    const response = await request.get(GITHUB_PAGES_URL + form, { maxRedirects: 0 });
    const html = await response.text();
    const isPage = titleOf(html) === titles.get(canonical) && !html.includes('name="robots" content="noindex"');
    const isRedirect = html.includes(`location.replace(${JSON.stringify(canonical)} + location.search + location.hash)`)
      && html.includes('<meta name="robots" content="noindex">')
      && new RegExp(`<link rel="canonical" href="https?://[^/"]+${canonical === '/' ? '/?' : canonical}">`).test(html)
      && html.includes(`<meta http-equiv="refresh" content="0; url=${canonical}">`)
      && html.includes(`<a href="${canonical}">${titles.get(canonical)}</a>`);
    // A page ending in .html is the page itself; a folder form is the redirect.
    const expected = form.endsWith('.html') && !form.endsWith('/index.html') || form === '/index.html' ? isPage : isRedirect;
    if (response.status() !== 200 || !expected) problems.push(`${form}: ${response.status()} ${titleOf(html)}`);
  }
  expect(problems, `${problems.length} of ${OTHER_FORMS.length} forms`).toEqual([]);
});

test('npm start answers every form with one 301 to its canonical address, query kept', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  await canonicalTitles(request, baseURL!);
  const problems: string[] = [];
  for (const { form, canonical } of OTHER_FORMS) {
    const response = await request.get(`${baseURL}${form}?q=x`, { maxRedirects: 0 });
    const location = response.headers().location?.replace(/^https?:\/\/[^/]+/, '');
    if (response.status() !== 301 || location !== `${canonical}?q=x`) problems.push(`${form}: ${response.status()} ${location}`);
  }
  expect(problems, `${problems.length} of ${OTHER_FORMS.length} forms`).toEqual([]);
});

test.describe('in the browser', () => {
  // Only the address and the title are checked: no need to wait for the app to start.
  test.use({ waitForAppOnLoad: false });

  // The forms GitHub Pages leaves to the page: the redirect documents and the pages served by file name.
  for (const [kind, pick] of [
    ['a trailing slash', (form: string) => form.endsWith('/') && form !== '/'],
    ['/index.html', (form: string) => form.endsWith('/index.html')],
    ['.html', (form: string) => form.endsWith('.html') && !form.endsWith('/index.html')],
  ] as const) {
    test(`on GitHub Pages, every form with ${kind} ends on the canonical address, showing the page`, async ({ page, request }) => {
      test.setTimeout(180_000); // 43 or 44 page loads: 1-3 s each on a loaded 2-core machine
      const titles = await canonicalTitles(request, GITHUB_PAGES_URL);
      const problems: string[] = [];
      for (const { form, canonical } of OTHER_FORMS.filter(({ form }) => pick(form))) {
        await open(page, GITHUB_PAGES_URL + form);
        try {
          // The title is at the top of the page: no need to wait for the rest of it.
          await page.waitForURL(GITHUB_PAGES_URL + canonical, { waitUntil: 'commit', timeout: 10_000 });
          await page.waitForFunction((title) => document.title === title, titles.get(canonical)!, { polling: 50, timeout: 10_000 });
        } catch {
          problems.push(`${form}: ended on ${page.url().replace(GITHUB_PAGES_URL, '')}, titled ${await page.title()}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test('on both servers, a query and a fragment reach the page', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    for (const origin of [GITHUB_PAGES_URL, baseURL!]) {
      for (const { form, canonical, suffix } of WITH_QUERY_AND_HASH) {
        await open(page, origin + form + suffix);
        await page.waitForURL(origin + canonical + suffix);
        await expect(page.locator(suffix.slice(suffix.indexOf('#')))).toBeInViewport();
      }
    }
  });
});

test('a page GitHub Pages serves by its file name takes its canonical address without a reload, and the app works from there', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, `${GITHUB_PAGES_URL}/docs/api/os.html?q=x#results-and-errors`);
  await page.waitForURL(`${GITHUB_PAGES_URL}/docs/api/os?q=x#results-and-errors`);
  await waitForHydration(page);
  // The document was loaded once, from the .html address: the address changed in place.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => entry.name))).toEqual([`${GITHUB_PAGES_URL}/docs/api/os.html?q=x#results-and-errors`]);
  await page.getByRole('complementary').getByRole('link', { name: 'app', exact: true }).click();
  await expect(page).toHaveURL(`${GITHUB_PAGES_URL}/docs/api/app`);
  await expect(page.locator('h1')).toHaveText('Neutralino.app');
  await page.goBack();
  await expect(page).toHaveURL(`${GITHUB_PAGES_URL}/docs/api/os?q=x#results-and-errors`);
  await expect(page.locator('h1')).toHaveText('Neutralino.os');

  await open(page, `${GITHUB_PAGES_URL}/index.html`);
  await page.waitForURL(`${GITHUB_PAGES_URL}/`);
  await expect(page.locator('h1')).toHaveText('Neutralinojs');
});
