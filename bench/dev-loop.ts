// `npm run bench:dev`: how long a writer waits under `npm run dev` (issue 17). Starts the dev server
// on a scratch copy of the project, opens /docs/api/debug in Chromium, then saves a new sentence
// into its MDX file several times and prints, for each save, the time until the open tab shows it.
// The first save right after opening a page is the slow one (Next's first update for that tab);
// `--settle 10` waits that many seconds after opening before the first save.
//
// Options: --saves N (default 5), --settle S (default 0).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { startScratchDevServer } from '../scripts/scratch-dev-server';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SAVES = arg('--saves', 5);
const SETTLE_MS = arg('--settle', 0) * 1000;
const PAUSE_BETWEEN_SAVES_MS = 4000;

const server = await startScratchDevServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const rows: { save: number; 'save to open tab (ms)': number }[] = [];
try {
  const page = await browser.newPage();
  await page.route((url) => url.hostname !== 'localhost', (route) => route.abort());
  const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[HMR] connected'), timeout: 120_000 });
  await page.goto(`${server.baseURL}/docs/api/debug`);
  await connected;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const file = path.join(server.dir, 'content/docs/api/debug.mdx');
  for (let save = 1; save <= SAVES; save++) {
    const word = `benchword${save}q`;
    const started = Date.now();
    fs.appendFileSync(file, `\nA writer adds ${word} here.\n`);
    await page.locator('.markdown').getByText(word).waitFor({ timeout: 60_000 });
    rows.push({ save, 'save to open tab (ms)': Date.now() - started });
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_SAVES_MS));
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`npm run dev, /docs/api/debug, ${SETTLE_MS / 1000} s after opening, ${os.cpus().length} cores (budget: 2000 ms):`);
console.table(rows);
