import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts run their browser suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// The same out/ served as GitHub Pages serves it (scripts/serve-github-pages.mjs): the deploy target.
export const GITHUB_PAGES_URL = `http://localhost:${E2E_PORT + 1}`;

// Browser tests run against the built out/ (scripts/ensure-build.mjs builds it when stale),
// in Debian's Chromium, or Playwright's own where that is missing (scripts/chromium.mjs); nothing is
// downloaded and every non-localhost request is blocked.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A loaded CI machine is slow, not wrong: assertions wait up to 10 s for what they expect.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // The writers' loop (dev-loop.spec.ts) runs its own `npm run dev` and times saves reaching an open
  // tab. Beside the other worker's browser that tab was reloaded by Next now and then (4 times in
  // about 25 runs), never when the spec ran alone (0 in 100 saves, with and without a CPU hog), so it
  // runs after the rest, on its own. Run it by itself with `npx playwright test --no-deps dev-loop`.
  projects: [
    { name: 'site', testIgnore: /dev-loop\.spec\.ts/ },
    { name: 'dev-loop', testMatch: /dev-loop\.spec\.ts/, dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
  },
  // Started in this order, each once the one before answers: the first builds out/ when stale.
  webServer: [
    {
      command: `node scripts/ensure-build.mjs && node scripts/serve.mjs ${E2E_PORT}`,
      url: `http://localhost:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000, // a build on 2 cores takes about a minute
    },
    {
      command: `node scripts/serve-github-pages.mjs ${E2E_PORT + 1}`,
      url: `${GITHUB_PAGES_URL}/`,
      reuseExistingServer: false,
    },
  ],
});
