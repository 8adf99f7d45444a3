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

// While html had a scroll-padding-top band, the field lay in it under the sticky navbar: Chromium took it for
// hidden and scrolled the page to reveal its caret (812 px at 1280), after Ctrl+K or a Tab into it.
test('Ctrl+K, or a Tab into the search box, leaves a scrolled page where it was', async ({ page }) => {
  await setWidth(page, 1280);
  await page.goto('/docs/api/filesystem');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await expect(box).toHaveAttribute('placeholder', 'Search'); // started: the shortcut works
  await page.evaluate(() => scrollTo(0, 2000));
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(2000);
  await page.keyboard.press('Escape');
  await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); scrollTo(0, 2000); });
  // From the stop before the field (focused without a scroll), as a Tab through the navbar reaches it.
  await page.locator('.navbar').evaluate(() => {
    const stops = [...document.querySelectorAll<HTMLElement>('.navbar a, .navbar button, .navbar input')].filter((el) => el.offsetParent);
    stops[stops.findIndex((el) => el.classList.contains('search-input')) - 1].focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(2000);
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
  await page.getByRole('button', { name: 'Open search' }).click(); // the sheet (tests/e2e/phone-search.spec.ts)
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

test.describe('results are links', () => {
  const openResults = async (page: import('@playwright/test').Page, query: string) => {
    await page.goto('/apps');
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await searchBox(page).fill(query);
    const link = page.getByRole('option').first().getByRole('link');
    await expect(link).toBeVisible();
    return link;
  };
  const sameDocument = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

  test('each option holds an <a> to its section with the query', async ({ page }) => {
    const link = await openResults(page, 'execCommand');
    await expect(link).toHaveAttribute('href', '/docs/api/os?q=execCommand#osexeccommandcommand-options');
    expect(await page.getByRole('option').count()).toBe(await page.getByRole('listbox').getByRole('link').count());
  });

  test('Ctrl+click opens the result in a new page and leaves this one as it was', async ({ page, context }) => {
    const link = await openResults(page, 'execCommand');
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await opened.waitForLoadState('domcontentloaded');
    expect(opened.url()).toMatch(/\/docs\/api\/os\?q=execCommand#osexeccommandcommand-options$/);
    await expect(page).toHaveURL(/\/apps$/);
    await expect(searchBox(page)).toHaveValue('execCommand');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a plain click navigates client-side', async ({ page }) => {
    const link = await openResults(page, 'clipboard.readText');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/clipboard\?q=clipboard\.readText#clipboardreadtext$/);
    await expect(page.locator('article h1')).toHaveText('Neutralino.clipboard');
    expect(await sameDocument(page)).toBe(true);
  });

  test('Enter navigates client-side', async ({ page }) => {
    await openResults(page, 'clipboard.readText');
    await page.keyboard.press('Enter');
    await expect(page.locator('article h1')).toHaveText('Neutralino.clipboard');
    expect(await sameDocument(page)).toBe(true);
  });
});

for (const [query, title] of [['storage', 'Neutralino.storage'], ['error codes', 'Error codes'], ['filesystem', 'Neutralino.filesystem']]) {
  test(`the top result for "${query}" is the page of that title`, async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill(query);
    const first = page.getByRole('option').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`^/docs/api/[a-z-]+\\?q=${encodeURIComponent(query)}$`));
    await expect(page.getByRole('listbox').getByRole('group').first()).toHaveAttribute('aria-label', title);
  });
}

// Miss patterns issue 18 names, as a reader meets them in the box: word forms and spellings the docs
// do not use, "release" said of the reader's own build, history questions the release notes answer,
// words that only frame the request ("a way to", "i want to"), a reader's verb the API does not use,
// and a flag typed in a longer question, which the table that defines it answers.
for (const [query, href] of [
  ['make an installer', '/docs/distribution/overview'],
  ['how to notarise my mac app', '/docs/distribution/overview#code-signing'],
  ['build a release build of the starter app', '/docs/getting-started/your-first-neutralinojs-app#step-12-build-a-release'],
  ['since when does os.trashItem exist', '/docs/release-notes/framework#v680'],
  ['which neu version added --embed-resources', '/docs/release-notes/cli#v1160'],
  ['os.trashItem added', '/docs/release-notes/framework#v680'],
  ['--config-file path must start with slash', '/docs/cli/internal-cli-arguments#arguments-that-control-loading'],
  ['a way to check for updates', '/docs/api/updater#updatercheckforupdatesurl'],
  ['i want to list files in a folder', '/docs/api/filesystem#filesystemreaddirectorypath-options'],
  ['let the user select a save location', '/docs/api/os#osshowsavedialogtitle-options'],
  // A message the section quotes in inline code deep in its text, which the worker gets as an inline message.
  ['Opening in existing browser session.', '/docs/configuration/modes#chrome-mode'],
]) {
  test(`"${query}" puts ${href} first`, async ({ page }) => {
    await page.goto('/docs');
    await searchBox(page).fill(query);
    const [route, anchor] = href.split('#');
    await expect(page.getByRole('option').first().getByRole('link')).toHaveAttribute('href', `${route}?q=${encodeURIComponent(query)}${anchor ? `#${anchor}` : ''}`);
  });
}

// Issue 34: errors pasted as readers meet them (a path, a versioned library, quotes and colons, a
// URL) put the troubleshooting entry that explains each first; one test, as a reader pasting one
// after another into the same box.
test('a pasted error puts the troubleshooting entry that explains it first', async ({ page }) => {
  await page.goto('/docs');
  const entry = '/docs/getting-started/troubleshooting';
  for (const [query, anchor] of [
    ['bin/neutralino-linux_x64: error while loading shared libraries: libwebkit2gtk-4.0.so.37', 'exit-code-127-libwebkit2gtk-is-missing-on-linux'],
    ["neu: ERROR Error: ENOENT: no such file or directory, stat 'bin/neutralino-linux_x64'", 'neu-build-copies-no-binaries'],
    ['Invalid url for WebSocket ws://localhost:undefined?connectToken=undefined', 'invalid-url-for-websocket-with-an-undefined-port'],
    ['neu.ps1 cannot be loaded because running scripts is disabled on this system', 'powershell-will-not-run-neups1'],
    // A message the entry quotes in its last block, beyond the text a result shows.
    ['Neutralinojs app config should contain applicationId, defaultMode, and url.', 'the-app-cannot-load-its-configuration'],
    // A JavaScript error about a function the reference has: the entry that explains why it is missing.
    ['TypeError: Neutralino.window.setDraggableRegion is not a function', 'a-neutralino-function-is-undefined-after-an-update'],
  ]) {
    await searchBox(page).fill(query);
    await expect(page.getByRole('option').first().getByRole('link')).toHaveAttribute('href', `${entry}?q=${encodeURIComponent(query)}#${anchor}`);
  }
});

test('a long log pasted with Ctrl+V finds the entry its last line names, and the result link carries only that part', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs');
  await page.waitForSelector('html[data-app-ready]');
  // A terminal's output as copied: far beyond the box's 500 characters, the error on its last lines.
  const log = [
    ...Array.from({ length: 40 }, (_, i) => `neu: INFO Copying resources... (${i + 1}/40)`),
    'neu: WARN neutralino-linux_x64 was stopped with error code 1',
    "./bin/neutralino-linux_x64: /usr/lib/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by ./bin/neutralino-linux_x64)",
  ].join('\n');
  await page.evaluate((text) => navigator.clipboard.writeText(text), log);
  await searchBox(page).click();
  await page.keyboard.press('Control+v');
  await expect(searchBox(page)).toHaveValue(log.replace(/\n/g, ' '));
  const link = page.getByRole('option').first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/docs\/getting-started\/troubleshooting\?q=.*#glibcxx-version-not-found-on-an-older-linux$/);
  const q = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('q')!;
  expect(q.length).toBeLessThanOrEqual(200);
  // The loader's line says why; neu's "stopped with error code 1" above it only says that it ended.
  expect(q.split('\n')[0]).toContain('GLIBCXX_3.4.32');
});

test('the index is fetched and built in a worker, not on the page', async ({ page }) => {
  await page.goto('/docs/api/os');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  const onPage = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /search-doc|lunr-index/.test(n)));
  expect(onPage).toEqual([]);
  expect(page.workers().length).toBe(1);
});

test.describe('when the browser never reports idle time', () => {
  // Idle callbacks are queued in window.idleQueue instead of run, so only intent can start search.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { idleQueue: (() => void)[]; requestIdleCallback: (cb: () => void) => number };
      w.idleQueue = [];
      w.requestIdleCallback = (cb) => w.idleQueue.push(cb);
    });
  });

  test('nothing loads until the reader hovers the box', async ({ page }) => {
    await page.goto('/docs');
    await page.waitForFunction(() => (window as unknown as { idleQueue: unknown[] }).idleQueue.length > 0); // the box has mounted and asked for idle time
    expect(page.workers()).toHaveLength(0);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Loading...');
    // The box may still be hydrating: move in and out until the hover is seen (bounded).
    await expect(async () => {
      await page.mouse.move(0, 400);
      await searchBox(page).hover();
      await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    expect(page.workers()).toHaveLength(1);
  });

  test('the idle start loads it too, and the reader can type while it loads', async ({ page }) => {
    await page.goto('/docs');
    await page.waitForFunction(() => (window as unknown as { idleQueue: unknown[] }).idleQueue.length > 0);
    await page.evaluate(() => (window as unknown as { idleQueue: (() => void)[] }).idleQueue.forEach((cb) => cb()));
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
    await searchBox(page).fill('getEnv');
    await expect(page.getByRole('option').first()).toContainText('os.getEnv(key)');
  });

  test('focus with Ctrl+K starts it, and a query typed before it is ready is answered', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/lunr-index.json', async (route) => { await held; await route.continue(); });
    await page.goto('/docs');
    await page.waitForFunction(() => (window as unknown as { idleQueue: unknown[] }).idleQueue.length > 0);
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.type('getEnv');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Loading...');
    release();
    await expect(page.getByRole('option').first()).toContainText('os.getEnv(key)');
  });
});

for (const [query, href] of [['privacy', '/privacy-policy'], ['templates', '/resources#templates'], ['cookies', '/privacy-policy#cookies']]) {
  test(`the site pages are searchable too: "${query}" finds ${href}`, async ({ page }) => {
    await page.goto('/docs');
    await searchBox(page).fill(query);
    await expect(page.getByRole('option').first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${href.split('#')[0]}\\?q=${query}${href.includes('#') ? `#${href.split('#')[1]}` : ''}$`));
  });
}
