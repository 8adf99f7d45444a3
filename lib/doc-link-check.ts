import { visit } from 'unist-util-visit';
import type { Link } from 'mdast';
import { rewriteDocHref } from './mdx/doc-links.mjs';
import type { Doc } from './content';
import { routeToDocId } from './routes';

export type CheckResult = { errors: string[]; warnings: string[] };

/** The ids a link can point to on a page: its headings', and those set on other nodes (the API history's table rows). */
function anchorIds(doc: Doc): Set<string> {
  const ids = new Set(doc.headings.map((h) => h.id));
  visit(doc.tree, (node) => {
    const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    if (typeof id === 'string') ids.add(id);
  });
  return ids;
}

/**
 * Source-level link check, run before `next build` so writers get file:line: a link to a docs
 * route without a file fails; a file link (./os.md) that resolves to nothing or a missing #anchor warns.
 */
export function checkDocLinks(docs: Doc[]): CheckResult {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const anchors = new Map(docs.map((doc) => [doc.id, anchorIds(doc)]));
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const doc of docs) {
    visit(doc.tree, 'link', (node: Link) => {
      const place = `${doc.file}:${(node.position?.start.line ?? 0) + doc.bodyStartLine - 1}`;
      const { href, targetId: fileTarget } = rewriteDocHref(node.url, doc.id);
      const [path, anchor] = href.split('#');
      const targetId = path === '' ? doc.id : routeToDocId(path);
      if (!targetId) return;
      const target = byId.get(targetId);
      if (!target) {
        if (fileTarget) warnings.push(`warning: ${place}: Markdown link "${node.url}" does not resolve to a file in content/docs`);
        else errors.push(`${place}: link "${node.url}" points to ${path}, which has no page. Fix: correct the path or create content/docs/${targetId}.mdx`);
        return;
      }
      if (anchor && !anchors.get(target.id)!.has(anchor)) {
        warnings.push(`warning: ${place}: link "${node.url}": ${target.file} has no heading or row with id "${anchor}"`);
      }
    });
  }
  return { errors, warnings };
}
