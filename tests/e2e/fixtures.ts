import { createRequire } from 'node:module';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../lib/deferred-scripts';

type Fixtures = { consoleProblems: string[]; allowConsoleProblems: () => void; waitForAppOnLoad: boolean };

/**
 * Every browser test: requests to any host but localhost are aborted, and a console error or
 * warning fails the test unless the test says it expects them (allowConsoleProblems).
 *
 * A page starts its JavaScript after its first paint (lib/deferred-scripts.ts), a moment after
 * Playwright's goto() returns. page.goto() and page.reload() therefore also wait for the app to
 * be ready, so a test acts on the page as a reader does, not in the first few milliseconds; a
 * test about those milliseconds sets `test.use({ waitForAppOnLoad: false })`.
 */
export const test = base.extend<Fixtures>({
  waitForAppOnLoad: [true, { option: true }],
  context: async ({ context }, use) => {
    await context.route(/^(?!https?:\/\/localhost[:/]).*/, (route) => route.abort());
    await use(context);
  },
  page: async ({ page, waitForAppOnLoad, javaScriptEnabled }, use) => {
    if (waitForAppOnLoad && javaScriptEnabled !== false) {
      // Ready, or the base-path banner saying it never will be.
      const thenStarted = <A extends unknown[]>(navigate: (...args: A) => Promise<Response | null>) => async (...args: A) => {
        const response = await navigate(...args);
        if (response?.ok()) await page.locator(`html[${APP_READY_ATTRIBUTE}], #base-path-banner:not([hidden])`).first().waitFor({ state: 'attached' });
        return response;
      };
      page.goto = thenStarted(page.goto.bind(page));
      page.reload = thenStarted(page.reload.bind(page));
    }
    await use(page);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
  allowConsoleProblems: [
    async ({ consoleProblems }, use) => {
      let allowed = false;
      await use(() => { allowed = true; });
      if (!allowed) expect(consoleProblems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

export type View = { width: number; theme: 'light' | 'dark' };
/** Each width and each theme once, for what a reader sees: a phone in the dark theme, a desktop in the light one. */
export const VIEWS: View[] = [{ width: 390, theme: 'dark' }, { width: 1280, theme: 'light' }];

/** Opens `path` at the view's width, in its theme (stored before the page loads, as a returning reader's is). */
export async function openIn(page: Page, { width, theme }: View, path: string) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await setWidth(page, width);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Resolves once React has hydrated the page and its document-level handlers are attached. */
export async function waitForHydration(page: Page) {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Resolves after the browser has twice had idle time, when work deferred to idle would have run.
 * A busy machine may starve idle callbacks, so each is bounded: it runs after 2 s at the latest.
 */
export async function waitForIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => {
    const idle = (next: () => void) => requestIdleCallback(next, { timeout: 2000 });
    idle(() => idle(() => resolve()));
  }));
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's violations on the loaded page, one line each: rule id and up to three of its elements;
 * `exclude` names selectors of parts to leave out.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.waitForLoadState('load');
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (exclude) => {
    const result = await (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } })
      .axe.run(exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, exclude);
}
