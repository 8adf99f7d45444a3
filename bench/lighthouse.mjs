// `npm run bench:lighthouse`: Lighthouse (mobile, the default form factor) on the home page, a long
// doc page and the apps page, in Debian's Chromium against the built out/. Prints a score table.
// Budgets (DESIGN.md): performance >= 98, accessibility, best practices and SEO 100.
//
// Throttling is applied for real ("devtools"): Lighthouse's default simulation replays a trace
// recorded unthrottled, and from localhost every script has run before the first paint, so it
// charges the whole JavaScript download to the largest paint even though the page paints from its
// HTML alone. `--simulate` prints the simulated figures as well.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 3200;
const METHODS = process.argv.includes('--simulate') ? ['devtools', 'simulate'] : ['devtools'];
const PAGES = { home: '/', 'long doc (api/filesystem)': '/docs/api/filesystem', apps: '/apps' };

const server = spawn('node', ['scripts/serve.mjs', String(PORT)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows = {};
try {
  for (const [name, path] of Object.entries(PAGES)) for (const throttlingMethod of METHODS) {
    const { lhr } = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows[`${name}${METHODS.length > 1 ? `, ${throttlingMethod}` : ''}`] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
    };
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.table(rows);
