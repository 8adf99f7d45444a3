// Runs after `next build`: adds the pages written in TSX (home, apps, resources, privacy policy) to
// the search files in out/, cut from their built HTML, so "templates" or an app's name find them.
// The docs part is the same as the prebuild's (public/ files, which dev uses as they are).
import { loadDocs } from '../lib/content';
import { getDocsSidebar } from '../lib/docs-sidebar';
import { buildSearchDocuments, writeSearchFiles } from '../lib/search/build-index';
import { builtPageSections } from '../lib/search/page-sections';

try {
  const documents = buildSearchDocuments(loadDocs(), getDocsSidebar());
  const pages = builtPageSections('out');
  for (const section of pages) documents.push({ id: documents.length, ...section });
  console.log(`Search: added ${pages.length} sections of ${new Set(pages.map((p) => p.route)).size} site pages; ${writeSearchFiles(documents, 'out').summary}`);
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
