// The resolved "docs" sidebar, computed from content/sidebar.ts and the docs on disk, again only
// when the docs changed (loadDocs returns a new array then: an edited title in `npm run dev`).
import { docsSidebar } from '@/content/sidebar';
import { loadDocs, type Doc } from './content';
import { resolveSidebar, type SidebarCategory } from './sidebar';

let resolved: { from: Doc[]; categories: SidebarCategory[] } | undefined;

export function getDocsSidebar(): SidebarCategory[] {
  const docs = loadDocs();
  if (resolved?.from === docs) return resolved.categories;
  const { categories, errors, warnings } = resolveSidebar(docsSidebar, docs);
  for (const warning of warnings) console.warn(warning);
  if (errors.length) throw new Error(`Sidebar errors:\n${errors.join('\n')}`);
  resolved = { from: docs, categories };
  return categories;
}
