// `npm run dev` watches content/, lib/ and scripts/ for the writers' loop (scripts/dev.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange` with the path (relative to `root`, with "/") of every file written, created,
 * renamed or removed anywhere under `root`. fs.watch's `recursive` option, on Linux under Node 20,
 * follows each file rather than its folder: once an editor saves a file by renaming a temporary
 * file over it (vim, JetBrains' safe write, and tests/e2e/dev-loop.spec.ts), that file is no longer
 * watched and every later save of it goes unseen. A folder's own watch sees each write and rename
 * in it, so this watches every folder, and each new one as it appears.
 */
export function watchTree(root: string, onChange: (file: string) => void): { close(): void } {
  const watchers = new Map<string, fs.FSWatcher>();
  const watchFolder = (folder: string) => {
    if (watchers.has(folder)) return;
    let watcher: fs.FSWatcher | undefined;
    let entries: fs.Dirent[];
    try {
      watcher = fs.watch(folder, (_event, name) => {
        if (!name) return;
        const file = path.join(folder, name.toString());
        if (isFolder(file)) watchFolder(file); // new, or renamed into place
        onChange(path.relative(root, file).split(path.sep).join('/'));
      });
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      watcher?.close();
      return; // removed before it could be watched or listed
    }
    watcher.on('error', () => stopWatching(folder)); // the folder was removed
    watchers.set(folder, watcher);
    for (const entry of entries) {
      if (entry.isDirectory()) watchFolder(path.join(folder, entry.name));
    }
  };
  const stopWatching = (folder: string) => {
    watchers.get(folder)?.close();
    watchers.delete(folder);
  };
  watchFolder(root);
  return { close: () => [...watchers.keys()].forEach(stopWatching) };
}

function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}
