// `npm run bench:lighthouse`: Lighthouse (mobile, the default form factor) on the home page, a long
// doc page and the apps page, in Debian's Chromium against the built out/. Prints a score table.
// Budgets (DESIGN.md): performance >= 98, accessibility, best practices and SEO 100.
//
// Lighthouse runs through npx (fetched from the npm registry on first use) rather than as a
// dependency: CI does not need its 180 packages, one of which depends on a moving "latest" tag
// that makes `npm ci` reject the lock file.
//
// Throttling is applied for real ("devtools"): Lighthouse's default simulation replays a trace
// recorded unthrottled, and from localhost every script has run before the first paint, so it
// charges the whole JavaScript download to the largest paint even though the page paints from its
// HTML alone. `--simulate` prints the simulated figures as well.
import { execFileSync, spawn } from 'node:child_process';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // 13 needs Node 22
const PORT = 3200;
const PAGES = { home: '/', 'long doc (api/filesystem)': '/docs/api/filesystem', apps: '/apps' };
const METHODS = process.argv.includes('--simulate') ? ['devtools', 'simulate'] : ['devtools'];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';

const server = spawn('node', ['scripts/serve.mjs', String(PORT)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));
const rows = {};
try {
  for (const [name, path] of Object.entries(PAGES)) {
    for (const method of METHODS) {
      const json = execFileSync('npx', ['-y', LIGHTHOUSE, `http://localhost:${PORT}${path}`, '--quiet', '--output=json',
        `--throttling-method=${method}`, `--chrome-flags=${CHROME_FLAGS}`], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
      const lhr = JSON.parse(json);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows[`${name}${METHODS.length > 1 ? `, ${method}` : ''}`] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        SEO: score('seo'),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
      };
    }
  }
} finally {
  server.kill();
}
console.table(rows);
