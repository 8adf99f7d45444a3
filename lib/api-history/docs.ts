// Joins the docs and content/api-history: the content loader calls applyApiHistory() once all docs
// are parsed (the release notes link to items on other pages), and the build's check
// (checkApiHistory, run by scripts/prebuild.ts) fails when a page and the data disagree.
import path from 'node:path';
import type { Root } from 'mdast';
import { extractHeadings, type Heading } from '../headings';
import { loadApiHistory, primaryProduct } from './data';
import { tokensOf } from './versions';
import { buildApiHistoryContext, expandApiHistory, type ApiHistoryContext } from './remark';
import { compactReleases, type CompactReleases } from './your-version';

type DocLike = { id: string; file: string; tree: Root; headings: Heading[]; bodyStartLine: number };

const contexts = new WeakMap<object, ApiHistoryContext>();

/** The history folder beside a docs folder: content/docs -> content/api-history. */
export function apiHistoryDirFor(docsDir: string): string {
  return path.join(docsDir, '..', 'api-history');
}

/** Adds badges, History lists and generated sections to every doc's tree, and recounts its headings. */
export function applyApiHistory(docs: DocLike[], historyDir: string): ApiHistoryContext {
  const context = buildApiHistoryContext(docs, loadApiHistory(historyDir));
  for (const doc of docs) {
    expandApiHistory(doc.tree, doc.id, context);
    doc.headings = extractHeadings(doc.tree);
    contexts.set(doc, context);
  }
  contexts.set(docs, context);
  return context;
}

/** The releases of the site's docs, as "Your version" gets them (the content loader is passed in: it imports this module). */
export function releasesOf(docs: object): CompactReleases {
  const releases = contexts.get(docs)?.releases;
  return releases ? compactReleases(releases) : { framework: [], client: [], cli: [] };
}

/**
 * Release tokens (lib/api-history/versions.ts) of a doc's item headings, by heading id: the TOC and
 * the search results mark an item the reader's release lacks with them, as the page does.
 */
export function headingTokensOf(doc: { id: string }): Record<string, string> {
  const context = contexts.get(doc);
  const entries = context?.history.byPage.get(doc.id);
  const tokens: Record<string, string> = {};
  for (const item of context?.pageItems.get(doc.id) ?? []) {
    const entry = entries?.get(item.id);
    if (item.row || !entry) continue;
    const since = tokensOf(entry.added, context!.releases.choosable, context!.floors, primaryProduct(entry));
    if (since) tokens[item.anchor] = since;
  }
  return tokens;
}

/** The context applyApiHistory() used for a doc (or the list of docs), for the page renderer to repeat the same expansion. */
export function apiHistoryContextOf(doc: object): ApiHistoryContext | undefined {
  return contexts.get(doc);
}

/**
 * Every disagreement between the pages and the data, each with its file and fix: an item on a page
 * (function heading, event, error code, table row) without an entry, and an entry naming an item
 * its page does not have.
 */
export function checkApiHistory(docs: DocLike[], context: ApiHistoryContext): string[] {
  const errors: string[] = [];
  const docIds = new Set(docs.map((doc) => doc.id));
  for (const doc of docs) {
    const entries = context.history.byPage.get(doc.id);
    for (const item of context.pageItems.get(doc.id) ?? []) {
      if (entries?.has(item.id)) continue;
      errors.push(`${doc.file}:${item.line}: "${item.id}" has no entry in content/api-history. Fix: add { "id": "${item.id}", "page": "${doc.id}", "kind": ..., "added": {...} } with the versions read from the tags, or rename the heading or row to the id its entry uses`);
    }
  }
  for (const item of context.history.items) {
    if (!docIds.has(item.page)) {
      errors.push(`${item.file}: "${item.id}" names page "${item.page}", which does not exist. Fix: use the doc id of the page that documents it (path below content/docs without .mdx)`);
    } else if (!item.removed && !context.pageItems.get(item.page)?.some((found) => found.id === item.id)) {
      errors.push(`${item.file}: "${item.id}" is not an item of ${item.page} (no heading or table row names it). Fix: correct its id or page, document it on the page, or record it as removed`);
    }
  }
  return errors;
}
