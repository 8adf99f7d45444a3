// Runs before `next build`: checks the content (front matter, MDX, sidebar, links) so a writer's
// mistake stops here with file, line and fix, then writes the search files and the upgrade guide's
// data (api-history.json) to public/. With --build it first writes the build's constant modules in
// .cache/ (scripts/content-version.ts) and warns when the clone is too shallow to date the pages
// (lib/last-updated.ts).
// Under `npm run dev`, scripts/content-checker.ts runs the same check after every content change.
import { findDuplicateRoutes, loadDocs } from '../lib/content';
import { checkAnnouncementLink, checkDocLinks } from '../lib/doc-link-check';
import { getDocsSidebar } from '../lib/docs-sidebar';
import { apiHistoryContextOf, checkApiHistory } from '../lib/api-history/docs';
import { buildSearchDocuments, writeSearchFiles } from '../lib/search/build-index';
import { writeUpgradeData } from '../lib/api-history/upgrade-page';
import { shallowCloneWarning } from '../lib/last-updated';
import { writeBuildVersions } from './content-version';

/**
 * Throws the first problem, with its file, line and fix; prints warnings and the search files'
 * sizes. Returns whether a search file changed.
 */
export function checkContentAndWriteSearchFiles(publicDir = 'public'): { searchFilesChanged: boolean } {
  const started = performance.now();
  const docs = loadDocs();
  const sidebar = getDocsSidebar();
  for (const files of findDuplicateRoutes(docs)) console.warn(`warning: ${files.join(' and ')} map to the same route; only one is built`);
  const links = checkDocLinks(docs);
  links.warnings.forEach((w) => console.warn(w));
  if (links.errors.length) throw new Error(`Broken links in content:\n${links.errors.join('\n')}`);
  const announcement = checkAnnouncementLink(docs);
  if (announcement.length) throw new Error(announcement.join('\n'));
  const history = checkApiHistory(docs, apiHistoryContextOf(docs)!);
  if (history.length) throw new Error(`API history (content/api-history) and the pages disagree (${history.length}):\n${history.join('\n')}`);

  writeUpgradeData(apiHistoryContextOf(docs)!, publicDir);

  const documents = buildSearchDocuments(docs, sidebar);
  const { summary, changed } = writeSearchFiles(documents, publicDir);
  console.log(`Search: ${documents.length} documents from ${docs.length} docs; ${summary}${changed ? '' : ' (unchanged)'}; ${(performance.now() - started).toFixed(0)} ms`);
  return { searchFilesChanged: changed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--build')) {
    writeBuildVersions();
    const shallow = shallowCloneWarning(); // the pages' "Last updated" dates need the history
    if (shallow) console.warn(shallow);
  }
  try {
    checkContentAndWriteSearchFiles();
  } catch (error) {
    // Content errors already say file, line and fix; print just that, without a stack trace.
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
