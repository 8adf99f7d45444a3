import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath, SYSTEM_CHROMIUM } from '@/scripts/chromium.mjs';

const existsSync = fs.existsSync;
/** Pretends /usr/bin/chromium is installed or not; every other path is looked up as usual. */
function systemChromium(installed: boolean) {
  vi.spyOn(fs, 'existsSync').mockImplementation((file) => (file === SYSTEM_CHROMIUM ? installed : existsSync(file)));
}
afterEach(() => vi.restoreAllMocks());

async function freshPlaywrightConfig() {
  vi.resetModules();
  return (await import('@/playwright.config')).default;
}

describe('the Chromium the tests and benchmarks drive', () => {
  it("is Debian's where it is installed, with the flags every launch needs", async () => {
    systemChromium(true);
    expect(chromiumLaunchOptions()).toEqual({ executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS });
    expect(chromiumPath()).toBe(SYSTEM_CHROMIUM);
    expect((await freshPlaywrightConfig()).use?.launchOptions).toEqual({ executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS });
  });

  it("is Playwright's own where /usr/bin/chromium is missing (macOS, Windows)", async () => {
    systemChromium(false);
    const options = (await freshPlaywrightConfig()).use?.launchOptions;
    expect(options?.executablePath).toBeUndefined(); // Playwright then starts the browser `npx playwright install chromium` installed
    expect(options?.args).toEqual(['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update']);
    expect(chromiumPath()).toBe(chromium.executablePath());
  });

  it('is chosen in one place: no test, benchmark or script names /usr/bin/chromium itself', () => {
    const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]);
    const naming = ['bench', 'scripts', 'tests'].flatMap(files).concat('playwright.config.ts')
      .filter((file) => /\.(m?js|ts)$/.test(file) && fs.readFileSync(file, 'utf8').includes(`'${SYSTEM_CHROMIUM}'`));
    expect(naming).toEqual(['scripts/chromium.mjs']);
  });
});
