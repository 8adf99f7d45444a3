import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTree } from '../../scripts/watch-tree';

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
      await vi.waitFor(() => expect(seen).toContain('docs/api/debug.mdx'), { timeout: 2000 });
    }
    // fs.watch's recursive option on Linux saw nothing from here on: a plain save after the renames.
    seen.length = 0;
    fs.writeFileSync(file, 'fourth');
    await vi.waitFor(() => expect(seen).toContain('docs/api/debug.mdx'), { timeout: 2000 });
  });

  it('watches a folder created after it started, and stops when closed', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'));
    const seen: string[] = [];
    close = watchTree(root, (changed) => seen.push(changed)).close;
    fs.mkdirSync(path.join(root, 'guides'));
    await vi.waitFor(() => expect(seen).toContain('guides'), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the new folder's watch is set up on its event
    fs.writeFileSync(path.join(root, 'guides/new-page.mdx'), 'new');
    await vi.waitFor(() => expect(seen).toContain('guides/new-page.mdx'), { timeout: 2000 });
    close();
    seen.length = 0;
    fs.writeFileSync(path.join(root, 'guides/new-page.mdx'), 'changed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });
});
