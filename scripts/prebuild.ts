// Runs before `next build` and, on every content change, under `npm run dev` (scripts/dev.ts): checks
// the content (front matter, MDX, sidebar, links) so a writer's mistake stops here with file, line
// and fix, then writes the search files to public/. Warnings start with "warning:"; anything else on
// stderr is the error (scripts/dev.ts shows it in the browser). With --build it first writes the
// build's constant .cache/content-version.ts, which the docs route imports.
import { findDuplicateRoutes, loadDocs } from '../lib/content';
import { checkDocLinks } from '../lib/doc-link-check';
import { getDocsSidebar } from '../lib/docs-sidebar';
import { apiHistoryContextOf, checkApiHistory } from '../lib/mdx/api-history-docs';
import { buildSearchDocuments, writeSearchFiles } from '../lib/search/build-index';
import { BUILD_VERSION, writeContentVersion } from './content-version';

// Content errors already say file, line and fix; print just that, without a stack trace.
function checkContentAndWriteSearchFiles(publicDir = 'public') {
  const started = performance.now();
  const docs = loadDocs();
  const sidebar = getDocsSidebar();
  for (const files of findDuplicateRoutes(docs)) console.warn(`warning: ${files.join(' and ')} map to the same route; only one is built`);
  const links = checkDocLinks(docs);
  links.warnings.forEach((w) => console.warn(w));
  if (links.errors.length) throw new Error(`Broken links in content:\n${links.errors.join('\n')}`);
  const history = checkApiHistory(docs, apiHistoryContextOf(docs)!);
  if (history.length) throw new Error(`API history (content/api-history) and the pages disagree (${history.length}):\n${history.join('\n')}`);

  const documents = buildSearchDocuments(docs, sidebar);
  console.log(`Search: ${documents.length} documents from ${docs.length} docs; ${writeSearchFiles(documents, publicDir)}; ${(performance.now() - started).toFixed(0)} ms`);
}

if (process.argv.includes('--build')) writeContentVersion({ version: BUILD_VERSION });
try {
  checkContentAndWriteSearchFiles();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
