// `npm run dev`: Next's dev server, plus the writers' loop. Next follows the code it imports, not
// the files the docs route reads with `fs`, so this watches content/ and on every change
// 1. rewrites .cache/content-version.ts at once: the docs route imports it, so Next re-renders the
//    open page and refreshes the tab in place (lib/content.ts re-reads only the files that changed);
// 2. a moment later, once the saves stop, runs the build's own content check (scripts/prebuild.ts,
//    in the long-lived scripts/content-checker.ts), which also rewrites the search files in public/.
//    An error it reports is printed here and written into the content module, so the docs show it
//    in Next's error overlay until it is fixed; a check that changed the search files rewrites
//    .cache/search-version.ts, and the open tab's search box fetches them (lib/search/client-index.ts).
// Nothing here is imported by the site: the build writes constant modules instead (scripts/content-version.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import type { CheckResult } from './content-checker';
import { DEV_VERSION_PREFIX, writeContentVersion, writeSearchVersion } from './content-version';
import { watchTree } from './watch-tree';

const CONTENT_DIR = 'content';
/** An editor's save can be several writes (temp file, rename): check once they have stopped, and
 * after Next has re-rendered the open page, which needs the CPU first. */
const CHECK_DELAY_MS = 1000;
/** Swap and backup files editors write beside the one being saved. */
const EDITOR_TEMP_FILE = /(^|\/)(\.#|#)|(~|\.sw[a-z]|\.tmp|\/\d+)$/;

let version = 0;
let searchFiles = 0;
let contentError: string | undefined;
/** A new content version: Next re-renders, and the layout mounts the page afresh (it is keyed by it). */
const signalChange = () => {
  version++;
  writeContentVersion({ version: `${DEV_VERSION_PREFIX}${version}`, contentError });
};
const signalSearchFiles = () => writeSearchVersion(`${DEV_VERSION_PREFIX}search-${++searchFiles}`);

/** Where the checker's imports live: a change there needs a new checker (see scripts/content-checker.ts). */
const CHECKER_CODE = ['lib', 'scripts'];
const CHECKER_CODE_FILE = /\.(ts|tsx|mts|js|mjs)$/;

let checker: ChildProcess | undefined;
let checking = false;
let checkAgain = false;
let checkTimer: NodeJS.Timeout | undefined;

function startChecker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/content-checker.ts'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Background work: the dev server's renders come first.
  if (child.pid) os.setPriority(child.pid, 10);
  // A checker replaced mid-check may still answer, for code that has since changed: only the current one counts.
  child.on('message', (result: CheckResult) => {
    if (checker === child) onCheckDone(result);
  });
  child.on('exit', (code) => {
    if (checker !== child) return; // replaced on purpose
    checker = undefined;
    if (checking) onCheckDone({ error: `scripts/content-checker.ts stopped (exit code ${code}) before it finished the check; its output is above in this terminal` });
  });
  return child;
}

/** Stops the checker when `file` is code it imported; the next check starts a new one. */
function onCodeChange(file: string) {
  if (CHECKER_CODE_FILE.test(file)) replaceChecker();
}

function replaceChecker() {
  const old = checker;
  checker = undefined;
  old?.kill();
  if (checking) {
    checking = false; // the stopped checker will not answer
    runContentCheck();
  }
}

function runContentCheck() {
  if (checking) {
    checkAgain = true;
    return;
  }
  checking = true;
  checker ??= startChecker();
  checker.send('check');
}

function onCheckDone(result: CheckResult) {
  checking = false;
  const error = 'error' in result ? result.error : undefined;
  if (error) console.error(`\n${error}\n`);
  // Each rewritten module is an update Next pushes to the open tab: none for search files that
  // stayed the same (a save that changed no word, or the first check after a restart).
  if ('searchFilesChanged' in result && result.searchFilesChanged) signalSearchFiles();
  if (error !== contentError) {
    contentError = error;
    signalChange();
  }
  if (checkAgain) {
    checkAgain = false;
    runContentCheck();
  }
}

function onContentChange(file: string) {
  if (EDITOR_TEMP_FILE.test(file)) return;
  onCodeChange(file); // content/sidebar.ts
  // Drop the last check's error until the next check: a page error shows by itself (the route
  // throws it), and a fixed page comes back now rather than after the check.
  contentError = undefined;
  signalChange();
  clearTimeout(checkTimer);
  checkTimer = setTimeout(runContentCheck, CHECK_DELAY_MS);
}

/** The port `next dev` listens on, from the arguments it is given (as Next reads them). */
export function devPort(args: string[], env: Record<string, string | undefined> = process.env): number {
  const i = args.findIndex((arg) => arg === '--port' || arg === '-p');
  const inline = args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length);
  return Number((i >= 0 ? args[i + 1] : inline) ?? env.PORT ?? 3000);
}

/**
 * Has Next compile the docs route and then apply one content change to it, before a writer's tab
 * needs either. Turbopack's first update of a compiled route is its slowest (about a second on two
 * cores), and it would otherwise be the writer's first save.
 */
async function warmUp(port: number) {
  const url = `http://localhost:${port}${process.env.BASE_PATH ?? ''}/docs`; // BASE_PATH as in next.config.mjs
  // Any answer will do, an error page included: the route has been compiled.
  while (!(await fetch(url).then(() => true, () => false))) await new Promise((resolve) => setTimeout(resolve, 500));
  signalChange();
}

function main() {
  // This session's first versions, over whatever an earlier one left: the tab must see each later
  // write as a change, and an earlier session may have stopped at the value this one writes next.
  signalChange();
  signalSearchFiles();
  runContentCheck();
  const watchers = [watchTree(CONTENT_DIR, onContentChange), ...CHECKER_CODE.map((dir) => watchTree(dir, onCodeChange))];
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const next = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
  void warmUp(devPort(process.argv.slice(2)));
  const stop = (signal: NodeJS.Signals) => next.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  next.on('exit', (code) => {
    watchers.forEach((watcher) => watcher.close());
    checker?.kill();
    process.exit(code ?? 0);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) main();
