import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { listDocIds, loadDocs } from '@/lib/content';
import { parseMdx } from '@/lib/headings';
import { BUILD_VERSION, contentVersionSource, DEV_VERSION_PREFIX, searchVersionSource, writeBuildVersions, writeContentVersion, writeSearchVersion } from '@/scripts/content-version';
import type { CheckResult } from '@/scripts/content-checker';
import { copyProject } from '@/scripts/scratch-dev-server';
import { devPort } from '@/scripts/dev';
import lunr from 'lunr';
import { expandIndex } from '@/lib/search/compact-index';
import { setUpPipeline } from '@/lib/search/tokenizer';

function docsDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  return dir;
}
// Counts the MDX parses, so a test can tell a re-read file from a kept one.
vi.mock('@/lib/headings', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/headings')>();
  return { ...original, parseMdx: vi.fn(original.parseMdx) };
});
const parses = () => vi.mocked(parseMdx).mock.calls.length;

const page = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;

describe('content loader under npm run dev', () => {
  it('keeps the same docs while no file changed, and re-reads an edited, added or deleted file', () => {
    const dir = docsDir({ 'a.mdx': page('A'), 'guide/index.mdx': page('Guide') });
    const first = loadDocs(dir);
    expect(loadDocs(dir)).toBe(first);
    const parsedBefore = parses();

    fs.writeFileSync(path.join(dir, 'a.mdx'), page('A, edited'));
    const edited = loadDocs(dir);
    expect(edited).not.toBe(first);
    expect(edited.map((doc) => doc.title)).toEqual(['A, edited', 'Guide']);
    expect(parses() - parsedBefore).toBe(1); // only the edited file is parsed again

    fs.writeFileSync(path.join(dir, 'b.mdx'), page('B'));
    expect(loadDocs(dir).map((doc) => doc.id)).toEqual(['a', 'b', 'guide']);
    fs.rmSync(path.join(dir, 'a.mdx'));
    expect(loadDocs(dir).map((doc) => doc.id)).toEqual(['b', 'guide']);
  });

  it('throws a broken file every time until it is fixed', () => {
    const dir = docsDir({ 'a.mdx': page('A') });
    fs.writeFileSync(path.join(dir, 'a.mdx'), '---\ntitle: A\n---\n\nAn unclosed <div and { here\n');
    expect(() => loadDocs(dir)).toThrow(/a\.mdx:5:\d+: invalid MDX/);
    expect(() => loadDocs(dir)).toThrow(/invalid MDX/);
    fs.writeFileSync(path.join(dir, 'a.mdx'), page('A again'));
    expect(loadDocs(dir)[0].title).toBe('A again');
  });

  it('lists doc ids without parsing the files', () => {
    const dir = docsDir({ 'index.mdx': page('Home'), 'api/os.mdx': page('os'), 'guide/index.mdx': 'not even front matter {' });
    expect(listDocIds(dir)).toEqual(['api/os', 'guide', 'index']);
  });
});

describe('generated version modules', () => {
  it('hold the content version and error for the docs route, and the search version for the search box', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'root-'));
    writeContentVersion({ version: `${DEV_VERSION_PREFIX}3`, contentError: 'content/docs/a.mdx:4: link "/docs/x" points to /docs/x, which has no page. Fix: "correct" it' }, root);
    writeSearchVersion(`${DEV_VERSION_PREFIX}search-2`, root);
    const content = fs.readFileSync(path.join(root, '.cache', 'content-version.ts'), 'utf8');
    expect(content).toContain('export const contentVersion: string = "dev-content-3";');
    expect(content).toContain('export const contentError: string | null = "content/docs/a.mdx:4: link \\"/docs/x\\"');
    // Only the client's search box imports the search version: a change to it re-renders nothing on the server.
    expect(content).not.toContain('searchVersion');
    expect(fs.readFileSync(path.join(root, '.cache', 'search-version.ts'), 'utf8')).toContain('export const searchVersion: string = "dev-content-search-2";');
  });

  it('are constants without a dev marker or an error in the build', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'root-'));
    writeBuildVersions(root);
    const written = ['content-version.ts', 'search-version.ts'].map((file) => fs.readFileSync(path.join(root, '.cache', file), 'utf8'));
    expect(written).toEqual([contentVersionSource({ version: BUILD_VERSION }), searchVersionSource(BUILD_VERSION)]);
    expect(written.join('')).not.toContain(DEV_VERSION_PREFIX);
    expect(written[0]).toContain('export const contentError: string | null = null;');
  });
});

describe('the content checker npm run dev keeps running (scripts/content-checker.ts)', () => {
  it('answers each check with the error that stops the build, or whether the search files changed, seeing every edit made since', async () => {
    const project = copyProject();
    const checker = spawn(process.execPath, ['--import', 'tsx', 'scripts/content-checker.ts'], { cwd: project, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    const check = () => new Promise<CheckResult>((resolve) => {
      checker.once('message', (result) => resolve(result as CheckResult));
      checker.send('check');
    });
    const page = path.join(project, 'content/docs/api/debug.mdx');
    const indexFile = path.join(project, 'public/lunr-index.json');
    try {
      expect(await check()).not.toHaveProperty('error');
      // Nothing changed since: the search files are left as they are, so the open tab keeps its own.
      const written = fs.statSync(indexFile).mtimeMs;
      expect(await check()).toEqual({ searchFilesChanged: false });
      expect(fs.statSync(indexFile).mtimeMs).toBe(written);
      fs.appendFileSync(page, '\nSee [the missing page](/docs/api/no-such-page).\n');
      expect(await check()).toEqual({ error: expect.stringMatching(/content\/docs\/api\/debug\.mdx:\d+: link "\/docs\/api\/no-such-page".*Fix:/s) });
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('See [the missing page](/docs/api/no-such-page).', 'A writer adds the word pangolin.'));
      expect(await check()).toEqual({ searchFilesChanged: true });
      // The last check's index has the new word, and it loads although it is not the first index this process built.
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
      setUpPipeline(lunr);
      const expanded = expandIndex(index);
      expect(expanded.invertedIndex.map(([term]) => term)).toContain('pangolin');
      expect(() => lunr.Index.load(expanded)).not.toThrow();
    } finally {
      checker.kill();
      fs.rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm run dev warms up the port next dev listens on (scripts/dev.ts)', () => {
  it('reads the port as next dev does: --port, -p, --port=, then PORT, then 3000', () => {
    expect(devPort(['--port', '4100'], {})).toBe(4100);
    expect(devPort(['-p', '4101', '--turbopack'], {})).toBe(4101);
    expect(devPort(['--port=4102'], {})).toBe(4102);
    expect(devPort([], { PORT: '4103' })).toBe(4103);
    expect(devPort(['--hostname', '0.0.0.0'], {})).toBe(3000);
  });
});

describe('scratch copy for npm run dev (scripts/scratch-dev-server.ts)', () => {
  it('copies what a checkout holds, leaves generated folders out and hard-links node_modules', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-'));
    for (const file of ['content/docs/a.mdx', 'package.json', '.next/cache/x', 'out/index.html', '.git/HEAD', 'node_modules/lib/index.js']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), file);
    }
    const copy = copyProject(root);
    expect(fs.readFileSync(path.join(copy, 'content/docs/a.mdx'), 'utf8')).toBe('content/docs/a.mdx');
    expect(fs.existsSync(path.join(copy, 'package.json'))).toBe(true);
    for (const generated of ['.next', 'out', '.git']) expect(fs.existsSync(path.join(copy, generated))).toBe(false);
    expect(fs.statSync(path.join(copy, 'node_modules/lib/index.js')).ino).toBe(fs.statSync(path.join(root, 'node_modules/lib/index.js')).ino);
    // Editing the copy's content leaves the project alone.
    fs.writeFileSync(path.join(copy, 'content/docs/a.mdx'), 'edited');
    expect(fs.readFileSync(path.join(root, 'content/docs/a.mdx'), 'utf8')).toBe('content/docs/a.mdx');
    for (const folder of [root, copy]) fs.rmSync(folder, { recursive: true, force: true });
  });
});
