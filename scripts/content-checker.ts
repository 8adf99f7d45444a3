// The content check under `npm run dev`: one process that scripts/dev.ts keeps between saves, so
// each check re-reads only the files that changed (lib/content.ts keeps the rest parsed). A check
// in a new process parsed every page again: 3.2 s and 4.9 s of CPU per save on a 2-core machine,
// against about 0.6 s here. scripts/dev.ts starts a new one when code it has imported changes
// (content/sidebar.ts, lib/, scripts/): Node keeps an imported module as it first read it.
import { checkContentAndWriteSearchFiles } from './prebuild';

/**
 * What the checker answers each request with: the problem that stops the build, or whether the
 * search files changed (only then does the open tab need to fetch them again).
 */
export type CheckResult = { error: string } | { searchFilesChanged: boolean };

process.on('message', () => {
  let result: CheckResult;
  try {
    result = checkContentAndWriteSearchFiles();
  } catch (error) {
    result = { error: (error as Error).message.trim() };
  }
  process.send!(result);
});
