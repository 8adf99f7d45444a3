// Joins the docs and content/api-history: the content loader calls applyApiHistory() once all docs
// are parsed (the release notes link to items on other pages), and the build's check
// (checkApiHistory, run by scripts/prebuild.ts) fails when a page and the data disagree.
import path from 'node:path';
import type { Root } from 'mdast';
import { extractHeadings, type Heading } from '../headings';
import { loadApiHistory } from './data';
import { buildApiHistoryContext, expandApiHistory, type ApiHistoryContext } from './remark';

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
