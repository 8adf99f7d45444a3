import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, waitForHydration } from './fixtures';

test('a page that throws shows the crash screen with the message chain, and Try again recovers', async ({ page, allowConsoleProblems }) => {
  allowConsoleProblems(); // React logs the error it caught.
  await page.goto('/apps');
  await page.evaluate(() => sessionStorage.setItem('crash-test', '1'));
  await page.locator('header').getByRole('link', { name: 'Docs' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Error messages' }).getByRole('listitem');
  await expect(messages).toHaveText(['Rendering the test page failed', 'The component could not read its data']);
  await expect(page.locator('header.navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await page.evaluate(() => sessionStorage.removeItem('crash-test'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
});

test('unknown paths get the not-found page with status 404', async ({ page, allowConsoleProblems, consoleProblems }) => {
  allowConsoleProblems();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('main').getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  await expect(page.locator('main').getByRole('link', { name: /documentation/ })).toHaveAttribute('href', '/docs');
  await expect(page.locator('header.navbar')).toBeVisible();
  // The browser reports the 404 of the document itself; nothing else may be logged.
  expect(consoleProblems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

for (const [from, to] of [['/docs/index.html', '/docs'], ['/docs/api/os.html', '/docs/api/os'], ['/apps.html', '/apps'], ['/index.html', '/']]) {
  test(`${from} lands on ${to}`, async ({ page, allowConsoleProblems }) => {
    allowConsoleProblems(); // the 404 of the old URL is logged on the way
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });
}

test('page code that fails to load gets one full page load of the target', async ({ page, allowConsoleProblems, consoleProblems }) => {
  allowConsoleProblems();
  await page.route(/\/resources\/__next|\/resources\.txt/, (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
  await page.locator('header').getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  expect(consoleProblems.filter((p) => !/RSC payload|ERR_FAILED/.test(p))).toEqual([]);
});

test('served under another path prefix, the base path banner explains the fix', async ({ page, allowConsoleProblems }) => {
  allowConsoleProblems(); // the missing scripts and styles are logged
  // Serve out/ under /mirror/ only, as a host that ignores the build's base path would.
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/mirror/')) { res.statusCode = 404; res.end(); return; }
    let file = path.join('out', url.pathname.slice('/mirror/'.length) || 'index.html');
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) { res.statusCode = 404; res.end(); return; }
    res.setHeader('content-type', file.endsWith('.html') ? 'text/html' : 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as { port: number };
  try {
    await page.goto(`http://localhost:${port}/mirror/`);
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('BASE_PATH');
  } finally {
    server.close();
  }
});

test('the base path banner stays hidden when the site loads properly', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.locator('#base-path-banner')).toBeHidden();
});

test('a JavaScript chunk that fails to load during navigation gets one full page load', async ({ page, request, allowConsoleProblems }) => {
  allowConsoleProblems(); // the failed chunk is logged
  const scripts = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const homeScripts = new Set(await scripts('/'));
  const docsOnly = (await scripts('/docs')).filter((src) => !homeScripts.has(src));
  expect(docsOnly.length).toBeGreaterThan(0);
  // The docs chunks fail for as long as the page has not been loaded afresh from the server.
  let documentLoads = 0;
  page.on('request', (r) => { if (r.isNavigationRequest()) documentLoads++; });
  await page.route((url) => docsOnly.includes(url.pathname), (route) => (documentLoads < 2 ? route.abort() : route.continue()));
  await page.goto('/');
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
  await page.locator('header').getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  expect(documentLoads).toBe(2); // exactly one full load, no loop
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});
