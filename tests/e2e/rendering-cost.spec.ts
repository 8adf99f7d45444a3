// What keeps the long pages and the theme toggle cheap for the main thread (issue 33). The timings
// themselves are measured by `npm run bench:trace`; these tests pin the causes.
import { test, expect, setWidth } from './fixtures';

const LONG_PAGE = '/docs/api/filesystem';

test('applying the theme adds no style rule, on load or on a toggle, so nothing restyles every element twice', async ({ page }) => {
  // next-themes' disableTransitionOnChange inserted `*{transition:none!important}` and removed it
  // again whenever it applied a theme: two recalculations of every element of the page.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { addedStyles: string[] }).addedStyles = added;
    // From the end of parsing on: the page's own stylesheet is in its HTML.
    addEventListener('DOMContentLoaded', () => new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node.nodeName === 'STYLE') added.push(node.textContent ?? '');
    }).observe(document, { childList: true, subtree: true }));
  });
  await page.goto(LONG_PAGE);
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles)).toEqual([]);
});

test('no transition or animation runs when the theme changes', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { started: string[] }).started = started;
    for (const type of ['transitionrun', 'animationstart']) {
      addEventListener(type, (event) => started.push(`${type} ${(event as TransitionEvent).propertyName ?? ''} on ${(event.target as Element).className}`), true);
    }
  });
  for (const theme of ['dark', 'light']) {
    await page.locator('.theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { started: string[] }).started)).toEqual([]);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('a theme toggle changes the page within its click; storing the choice and the label wait for the paint', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const inClick = await page.evaluate(() => {
    const html = document.documentElement;
    document.querySelector<HTMLButtonElement>('.theme-toggle')!.click(); // runs the click's handlers before it returns
    return { theme: html.getAttribute('data-theme'), scheme: html.style.colorScheme, stored: localStorage.getItem('theme') };
  });
  // React's re-render and next-themes' effect (36-86 ms at 4x CPU the first time) ran inside the
  // interaction, before the next paint; now the page changes first and they follow.
  expect(inClick).toEqual({ theme: 'dark', scheme: 'dark', stored: null });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(page.locator('.theme-toggle').first()).toHaveAttribute('aria-label', 'Switch to light mode');
  // Three clicks within one frame go there, back and there again, and the last one is stored.
  await page.evaluate(() => { const b = document.querySelector<HTMLButtonElement>('.theme-toggle')!; b.click(); b.click(); b.click(); });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(page.locator('.theme-toggle').first()).toHaveAttribute('aria-label', 'Switch to dark mode');
});

for (const width of [1280, 390]) {
  test(`a long page renders only the sections near the viewport, sized close to their real height (${width} px)`, async ({ page }) => {
    await setWidth(page, width);
    await page.goto(LONG_PAGE);
    const bodies = page.locator('.markdown .section-body');
    const rendered = () => bodies.evaluateAll((all) => all.map((body) => body.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    const before = await rendered();
    expect(before.length).toBeGreaterThan(20);
    expect(before[0]).toBe(true);
    expect(before.at(-1)).toBe(false);
    // Everything is still in the document: find-in-page, the ?q= highlight and screen readers see it.
    await expect(bodies.last()).toContainText('filesystem.copyFile');

    // The heights the build estimated (lib/mdx/rehype-section-bodies.ts) stand in for the sections
    // not yet rendered, so the scrollbar and anchor jumps are close: within 30 % of the real ones.
    const { estimated, real } = await page.evaluate(() => {
      let estimated = 0;
      let real = 0;
      for (const body of document.querySelectorAll<HTMLElement>('.markdown .section-body')) {
        estimated += parseFloat(getComputedStyle(body).containIntrinsicHeight.replace('auto ', ''));
        body.style.contentVisibility = 'visible';
        real += body.getBoundingClientRect().height;
        body.style.contentVisibility = '';
      }
      return { estimated, real };
    });
    expect(estimated / real).toBeGreaterThan(1);
    expect(estimated / real).toBeLessThan(1.3);

    // Jumping to the last section renders it, with its heading where the reader expects it.
    const lastHeading = page.locator('.markdown h2').last();
    await page.goto(`${LONG_PAGE}#${await lastHeading.getAttribute('id')}`);
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
    await expect.poll(() => lastHeading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(120);
  });
}

// Pages whose sections hold what is hardest to estimate: tables that become cards on a phone, a diagram,
// loose lists with code blocks, long release lists, badges in headings.
const ESTIMATE_PAGES = ['/docs/api/computer', '/docs/cli/internal-cli-arguments', '/docs/api/window', '/docs/contributing/architecture', '/docs/getting-started/using-frontend-libraries', '/docs/release-notes/framework'];

// A phone, a tablet, the desktop column beside the sidebar and TOC just above the breakpoint (where
// tables are still cards), and a laptop: the estimate is a line across each layout's widths.
for (const width of [360, 412, 700, 1024, 1280]) {
  test(`no section waiting to render is shorter than its content, so none runs over the heading after it (${width} px)`, async ({ page }) => {
    // A skipped section is as tall as the build's estimate, but its content is laid out at full height
    // whenever something measures it (axe's target-size check in Lighthouse did): content beyond the
    // estimate sits on the next heading. The heading's top margin (40 px) is the only slack.
    await setWidth(page, width);
    for (const path of ESTIMATE_PAGES) {
      await page.goto(path);
      const overruns = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.markdown .section-body')].flatMap((body) => {
        const estimate = parseFloat(getComputedStyle(body).containIntrinsicHeight.replace('auto ', ''));
        body.style.contentVisibility = 'visible';
        const real = body.getBoundingClientRect().height;
        body.style.contentVisibility = '';
        let heading = body.previousElementSibling;
        while (heading && heading.tagName !== 'H2') heading = heading.previousElementSibling;
        return real - estimate > 40 ? [`#${heading?.id}: ${Math.round(real)} px of content, ${estimate} px estimated`] : [];
      }));
      expect(overruns, path).toEqual([]);
    }
  });
}
