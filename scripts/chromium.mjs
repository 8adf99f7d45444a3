// The Chromium that the browser tests and the benchmarks drive. Debian's /usr/bin/chromium where it is
// installed (CI and these machines, `apt-get install -y chromium`); elsewhere (macOS, Windows)
// Playwright's own, which `npx playwright install chromium` puts in place once. Nothing here
// downloads a browser.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags for every launch: no sandbox (containers), no GPU, and no traffic of Chromium's own. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/** Playwright's executablePath: the system Chromium, or undefined for Playwright's own. */
export function chromiumExecutable() {
  return fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** A path for tools that start Chromium themselves (Lighthouse): the system one, else Playwright's. */
export function chromiumPath() {
  return chromiumExecutable() ?? chromium.executablePath();
}

/** Launch options for Playwright (playwright.config.ts, bench/dev-loop.ts). */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS };
}
