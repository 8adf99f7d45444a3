import type { Doc } from './content';

type SidebarItemDefinition = string | { id: string; label: string };
export type SidebarDefinition = { label: string; items: SidebarItemDefinition[] }[];

export type SidebarLink = { id: string; label: string; route: string };
export type SidebarCategory = { label: string; items: SidebarLink[] };

type DocSummary = Pick<Doc, 'id' | 'route' | 'title' | 'sidebarLabel'>;

/**
 * Joins the sidebar definition with the docs. A sidebar entry without a file is an error (the build
 * stops); a doc that no category lists is a warning (it still builds, but readers cannot browse to it).
 */
export function resolveSidebar(definition: SidebarDefinition, docs: DocSummary[], sidebarFile = 'content/sidebar.ts') {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const errors: string[] = [];
  const listed = new Set<string>();
  const categories: SidebarCategory[] = definition.map((category) => ({
    label: category.label,
    items: category.items.flatMap((item) => {
      const id = typeof item === 'string' ? item : item.id;
      const doc = byId.get(id);
      if (!doc) {
        errors.push(`${sidebarFile}: category "${category.label}" lists "${id}", but content/docs/${id}.mdx does not exist. Fix: create the file or remove the entry`);
        return [];
      }
      if (listed.has(id)) errors.push(`${sidebarFile}: "${id}" is listed twice. Fix: keep one entry`);
      listed.add(id);
      const label = typeof item === 'string' ? (doc.sidebarLabel ?? doc.title) : item.label;
      return [{ id, label, route: doc.route }];
    }),
  }));
  const warnings = docs
    .filter((doc) => !listed.has(doc.id))
    .map((doc) => `warning: content/docs/${doc.id}.mdx is not in the sidebar (${sidebarFile}); readers can only reach it by link`);
  return { categories, errors, warnings };
}

export function flattenSidebar(categories: SidebarCategory[]): (SidebarLink & { category: string })[] {
  return categories.flatMap((c) => c.items.map((item) => ({ ...item, category: c.label })));
}

/** Previous and next pages in sidebar order, across category boundaries. */
export function findNeighbours(categories: SidebarCategory[], id: string) {
  const flat = flattenSidebar(categories);
  const i = flat.findIndex((item) => item.id === id);
  if (i === -1) return { previous: undefined, next: undefined };
  return { previous: flat[i - 1], next: flat[i + 1] };
}

export function findCategory(categories: SidebarCategory[], id: string): SidebarCategory | undefined {
  return categories.find((c) => c.items.some((item) => item.id === id));
}
