// `npm run dev` on a throwaway copy of the project, for the dev-loop browser test and `npm run
// bench:dev`: both edit content on disk, which must never touch the checkout.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** What a writer's checkout holds; the rest is generated, and node_modules is hard-linked. */
export const NOT_COPIED = new Set(['node_modules', '.next', 'out', 'test-results', 'playwright-report', '.git', '.cache']);

/** Copies the project in `root` to a new temporary folder and returns its path. */
export function copyProject(root = '.'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-project-'));
  for (const entry of fs.readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Turbopack refuses a node_modules symlinked from outside the project; hard links cost no space.
  const modules = path.resolve(root, 'node_modules');
  if (fs.existsSync(modules) && spawnSync('cp', ['-al', modules, path.join(dir, 'node_modules')]).status !== 0) {
    fs.cpSync(modules, path.join(dir, 'node_modules'), { recursive: true });
  }
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export type ScratchDevServer = {
  dir: string;
  baseURL: string;
  /** Everything the dev server printed so far. */
  log: () => string;
  /** Stops npm, scripts/dev.ts, Next and its workers, and deletes the copy. */
  stop: () => Promise<void>;
};

/** Starts `npm run dev` on a fresh copy of the project; it answers once `waitFor` returns 200. */
export async function startScratchDevServer({ port, waitFor = '/docs/api/debug', timeoutMs = 170_000 }: { port?: number; waitFor?: string; timeoutMs?: number } = {}): Promise<ScratchDevServer> {
  const dir = copyProject();
  const baseURL = `http://localhost:${port ?? (await freePort())}`;
  const server = spawn('npm', ['run', 'dev', '--', '--port', new URL(baseURL).port], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  let log = '';
  server.stdout?.on('data', (chunk) => { log += chunk; });
  server.stderr?.on('data', (chunk) => { log += chunk; });

  const stop = async () => {
    if (server.pid) {
      const exited = server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
      try { process.kill(-server.pid, 'SIGTERM'); } catch { /* already gone */ }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      try { process.kill(-server.pid, 'SIGKILL'); } catch { /* all gone */ }
    }
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  };

  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${baseURL}${waitFor}`).then((r) => r.status, () => 0)) !== 200) {
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`npm run dev did not serve ${waitFor} within ${timeoutMs / 1000} s\n\ndev server output:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { dir, baseURL, log: () => log, stop };
}
