// The resolved "docs" sidebar, computed once per build from content/sidebar.ts and the docs on disk.
import { docsSidebar } from '@/content/sidebar';
import { loadDocs } from './content';
import { resolveSidebar, type SidebarCategory } from './sidebar';

let resolved: SidebarCategory[] | undefined;

export function getDocsSidebar(): SidebarCategory[] {
  if (resolved) return resolved;
  const { categories, errors, warnings } = resolveSidebar(docsSidebar, loadDocs());
  for (const warning of warnings) console.warn(warning);
  if (errors.length) throw new Error(`Sidebar errors:\n${errors.join('\n')}`);
  resolved = categories;
  return categories;
}
