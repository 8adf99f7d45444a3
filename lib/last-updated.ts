// "Last updated on ..." under a doc page, its JSON-LD dateModified and its sitemap lastmod: the date of
// the last commit that changed what a reader sees of the page, that is its MDX body or a front matter
// key shown on it (title, description, sidebar_label, the TOC settings). A commit that only edits the
// search's keys (SEARCH_ONLY_KEYS) does not count: when search questions were added to every page in
// one commit, every page said it was updated that day.
//
// One `git log --raw` lists each commit's old and new blob of every file below content/docs, renames
// followed; `git cat-file --batch` reads the blobs a page's newest changes need, and each change is
// kept or skipped by comparing what a reader sees before and after it. 41 pages: about 0.1 s.
//
// In a shallow clone, the oldest commit it has shows every file as added: a page whose last visible
// change is older than that commit gets that commit's date, the latest date it can have (see
// shallowCloneWarning; `git fetch --unshallow` gives the exact dates). Outside a git checkout no page
// has a date, and none is shown.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { SEARCH_ONLY_KEYS } from './front-matter';

/** One commit's change to one file: its blobs before and after (before is absent when it was added). */
type Change = { date: string; before?: string; after: string };

const NO_BLOB = /^0+$/;

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * For each file (path relative to `cwd`), its changes, newest first, following its renames back.
 * Merge commits list no changes: a page's edits are the commits that made them.
 */
function changesByFile(files: string[], cwd: string, dir: string): Map<string, Change[]> {
  const log = git(['log', '--format=%x00%cI', '--raw', '--no-abbrev', '-M', '--relative', '--', dir], cwd);
  // Which current file an older path is, as renames are met going back in time.
  const tracked = new Map(files.map((file) => [file, file]));
  const changes = new Map<string, Change[]>(files.map((file) => [file, []]));
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...lines] = commit.trim().split('\n');
    for (const line of lines) {
      // ":100644 100644 <old blob> <new blob> M\tpath" or "... R087\told path\tnew path"
      const match = /^:\S+ \S+ (\w+) (\w+) (\w)\d*\t([^\t]+)(?:\t(.+))?$/.exec(line);
      if (!match) continue;
      const [, before, after, status, from, to] = match;
      const file = tracked.get(to ?? from);
      if (!file || status === 'D') continue;
      changes.get(file)!.push({ date, before: NO_BLOB.test(before) || status === 'A' ? undefined : before, after });
      if (status === 'A') tracked.delete(from);
      if (to) {
        tracked.delete(to);
        tracked.set(from, file);
      }
    }
  }
  return changes;
}

/** The text of each blob, read in one `git cat-file --batch`. */
function readBlobs(ids: string[], cwd: string): Map<string, string> {
  const blobs = new Map<string, string>();
  if (!ids.length) return blobs;
  const output = execFileSync('git', ['cat-file', '--batch'], { cwd, input: `${ids.join('\n')}\n`, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });
  let at = 0;
  for (const id of ids) {
    const end = output.indexOf(10, at);
    const size = Number(output.subarray(at, end).toString().split(' ')[2]); // "<id> blob <size>"
    blobs.set(id, output.subarray(end + 1, end + 1 + size).toString('utf8'));
    at = end + 1 + size + 1;
  }
  return blobs;
}

/**
 * What a reader sees of a version of a page: the file without the front matter keys that only the search
 * reads. A line scan, not a YAML parse: a parse of every version costs about 5 ms a page.
 */
export function visibleText(source: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!frontMatter) return source;
  let shown = true;
  const lines = frontMatter[1].split('\n').filter((line) => {
    const key = /^([^\s#:-][^:]*):/.exec(line)?.[1]; // a key at the top level starts in the first column
    if (key !== undefined) shown = !SEARCH_ONLY_KEYS.includes(key.trim());
    return shown;
  });
  return `${lines.join('\n')}\n---\n${source.slice(frontMatter[0].length)}`;
}

/**
 * Date (ISO 8601, the committer's) of the last commit that changed what a reader sees of each file;
 * files paths are relative to `cwd`, below `dir`. A file without a commit (new, or no git) is left out.
 */
export function lastVisibleChanges(files: string[], dir: string, cwd = process.cwd()): Map<string, string> {
  const dates = new Map<string, string>();
  let changes: Map<string, Change[]>;
  try {
    changes = changesByFile(files, cwd, dir);
  } catch {
    return dates; // not a git checkout, or no git
  }
  // Read a few changes of every page at a time: most pages are settled by their newest ones.
  let unsettled = files.filter((file) => changes.get(file)!.length);
  for (let depth = 0, window = 4; unsettled.length; depth += window, window *= 2) {
    const batch = unsettled.map((file) => [file, changes.get(file)!.slice(depth, depth + window)] as const);
    const ids = new Set(batch.flatMap(([, list]) => list.flatMap((change) => [change.before, change.after])).filter((id) => id !== undefined));
    const blobs = readBlobs([...ids], cwd);
    for (const [file, list] of batch) {
      const visible = list.find((change) => !change.before || visibleText(blobs.get(change.before)!) !== visibleText(blobs.get(change.after)!));
      if (visible) dates.set(file, visible.date);
    }
    unsettled = unsettled.filter((file) => !dates.has(file) && changes.get(file)!.length > depth + window);
  }
  return dates;
}

/** A line for the build's output when the clone is shallow, so its dates can be too late; else undefined. */
export function shallowCloneWarning(cwd = process.cwd()): string | undefined {
  try {
    if (git(['rev-parse', '--is-shallow-repository'], cwd).trim() !== 'true') return undefined;
  } catch {
    return undefined;
  }
  return 'warning: this is a shallow git clone, so a doc page whose text last changed before its oldest commit shows that commit\'s date as "Last updated"; run `git fetch --unshallow` for the exact dates';
}

const DOCS_DIR = 'content/docs';
let docsDates: Map<string, string> | undefined;

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? mdxFiles(file) : entry.name.endsWith('.mdx') ? [file] : [];
  });
}

/** The date for a doc page (its file from the project root, as Doc.file), worked out for all pages once per process. */
export function lastUpdated(file: string): string | undefined {
  docsDates ??= lastVisibleChanges(mdxFiles(DOCS_DIR), DOCS_DIR);
  return docsDates.get(file);
}
