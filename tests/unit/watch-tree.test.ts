import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTree } from '../../scripts/watch-tree';

/** How long an event may take: inotify reports in milliseconds, but a machine busy with other suites can stall the loop for seconds; waitFor returns at the first event. */
const WAIT_MS = 10_000;

describe('watchTree (npm run dev)', () => {
  let close = () => {};
  afterEach(() => close());

  it('keeps seeing a file that an editor saves by renaming a temporary file over it, save after save', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'));
    fs.mkdirSync(path.join(root, 'docs/api'), { recursive: true });
    const file = path.join(root, 'docs/api/debug.mdx');
    fs.writeFileSync(file, 'first');
    const seen: string[] = [];
    close = watchTree(root, (changed) => seen.push(changed)).close;
    const saveAtomically = (text: string) => {
      fs.writeFileSync(`${file}.tmp`, text);
      fs.renameSync(`${file}.tmp`, file);
    };
    for (const text of ['second', 'third']) {
      seen.length = 0;
      saveAtomically(text);
      await vi.waitFor(() => expect(seen).toContain('docs/api/debug.mdx'), { timeout: WAIT_MS });
    }
    // fs.watch's recursive option on Linux saw nothing from here on: a plain save after the renames.
    seen.length = 0;
    fs.writeFileSync(file, 'fourth');
    await vi.waitFor(() => expect(seen).toContain('docs/api/debug.mdx'), { timeout: WAIT_MS });
  });

  it('watches a folder created after it started, and stops when closed', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'));
    const seen: string[] = [];
    close = watchTree(root, (changed) => seen.push(changed)).close;
    fs.mkdirSync(path.join(root, 'guides'));
    await vi.waitFor(() => expect(seen).toContain('guides'), { timeout: WAIT_MS });
    // watchTree watches a new folder before it reports it, so a file written now is seen.
    fs.writeFileSync(path.join(root, 'guides/new-page.mdx'), 'new');
    await vi.waitFor(() => expect(seen).toContain('guides/new-page.mdx'), { timeout: WAIT_MS });
    close();
    seen.length = 0;
    fs.writeFileSync(path.join(root, 'guides/new-page.mdx'), 'changed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });
});
