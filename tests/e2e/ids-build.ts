// A second static export built with test analytics and ad IDs, for the integration tests. The IDs are
// read at build time exactly as in production (NEXT_PUBLIC_* in lib/site-config.ts), so the site
// ships no test hook; the price is one more `next build` when out/ has changed since the last one.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import handler from 'serve-handler';

export const TEST_IDS = {
  NEXT_PUBLIC_GA_ID: 'G-TEST000000',
  NEXT_PUBLIC_ADS_CLIENT: 'ca-pub-0000000000000000',
  NEXT_PUBLIC_ADS_SLOT: '1234567890',
};
const DIR = path.join('.cache', 'out-ids');

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const LOCK = `${DIR}.lock`;

function holderAlive(): boolean {
  try {
    process.kill(Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    // No pid file yet means the holder is between mkdir and write: treat it as alive.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds .cache/out-ids unless it is newer than out/ (which Playwright's web server keeps current).
 * Workers that need it at the same time (npm run test:stress) take turns through a lock directory,
 * so one builds and the others then find the export fresh.
 */
export async function buildWithTestIds(): Promise<string> {
  const deadline = Date.now() + 600_000;
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK, { recursive: false });
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      if (!holderAlive()) fs.rmSync(LOCK, { recursive: true, force: true }); // left by a killed run
      else if (Date.now() > deadline) throw new Error(`${LOCK} held for 10 minutes; remove it if no test run is building`);
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (mtime(path.join(DIR, 'index.html')) < mtime(path.join('out', 'index.html'))) {
      console.log(`Building ${DIR} with test IDs`);
      // Quiet unless it fails; the error then carries the build's output.
      execSync('npx next build', { stdio: 'pipe', env: { ...process.env, ...TEST_IDS, EXPORT_DIR: DIR } });
      // Finished as the real export is (deferred start, slim payload), so page views are measured as readers get them.
      execSync(`npx tsx scripts/finish-export.ts ${DIR}`, { stdio: 'pipe' });
    }
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
  return DIR;
}

/** Serves an export like scripts/serve.mjs does (clean URLs, page-next-to-folder), on a free port. */
export async function serveExport(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const lstat = async (file: string) => {
    const stats = await fs.promises.lstat(file);
    if (stats.isDirectory() && fs.existsSync(`${file}.html`)) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    return stats;
  };
  const config = { public: root, cleanUrls: true, trailingSlash: false, directoryListing: false };
  const server = http.createServer((req, res) => handler(req, res, config, { lstat }));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
