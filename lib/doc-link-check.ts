import { visit } from 'unist-util-visit';
import type { Link } from 'mdast';
import { rewriteDocHref } from './mdx/doc-links.mjs';
import type { Doc } from './content';
import { routeToDocId } from './routes';
import { siteConfig } from './site-config';

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

/**
 * The announcement bar's link (lib/site-config.ts) is on every page, so a missing section is an
 * error here rather than the warning a stray anchor in a page gets.
 */
export function checkAnnouncementLink(docs: Doc[]): string[] {
  const { enabled, release, link } = siteConfig.announcement;
  if (!enabled) return [];
  const [path, anchor] = link.href.split('#');
  const target = docs.find((doc) => doc.id === routeToDocId(path));
  if (target && anchor && anchorIds(target).has(anchor)) return [];
  const page = target?.file ?? `the page ${path}`;
  return [`lib/site-config.ts: the announcement links to ${link.href}, but ${page} has no section "## v${release}". Fix: set announcedRelease to a release that has one, or write its section`];
}
