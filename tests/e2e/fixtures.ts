import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = { consoleProblems: string[]; allowConsoleProblems: () => void };

/**
 * Every browser test: requests to any host but localhost are aborted, and a console error or
 * warning fails the test unless the test says it expects them (allowConsoleProblems).
 */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.route(/^(?!https?:\/\/localhost[:/]).*/, (route) => route.abort());
    await use(context);
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

/** Resolves once React has hydrated the navbar, so its handlers (and the document-level ones) are attached. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('header a');
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
  });
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
