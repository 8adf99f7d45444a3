// "Your version" (issue 35), the Markdown-tree side: marks what lib/api-history/rehype.ts needs to
// show a reference page as it was in the reader's release. The marks are properties of nodes the
// page already has, so the TOC, the search and the Markdown twins are unchanged by them:
// - an item's heading or first cell gets the release tokens of its `added` (lib/api-history/versions.ts);
// - a removed item gets a placement: just before the item that replaced it, or else just after the
//   item of the page whose id shares the longest start with its own ("where it stood").
import { toString } from 'mdast-util-to-string';
import type { Nodes } from 'mdast';
import { changeProduct, primaryProduct, releaseNotesHref, versionsText, type HistoryItem, type Kind } from './data';
import type { PageItem } from './page-items';
import type { ApiHistoryContext } from './remark';
import { compareVersions, tokensOf } from './versions';

export type Marked = { data?: { hProperties?: Record<string, unknown>; apiSince?: string } };

/** What rehype.ts draws where a removed item stood, for a reader whose release still has it. */
export type RemovedMark = {
  where: 'before' | 'after';
  /** The item as its neighbours show it: "filesystem.copyFile", or "--verbose" in the options of neu run. */
  label: string;
  /** Tokens of the releases that removed it, and of those that added it. */
  gone: string;
  since: string;
  goneText: string;
  goneHref: string;
  instead?: { name: string; href?: string };
  note?: string;
};

const ROW_KINDS: ReadonlySet<Kind> = new Set(['global', 'config-key', 'cli-argument', 'neu-option']);

const firstVersion = (tokens: string) => tokens.split(' ')[0].slice(1);

/**
 * Gives an item's heading or first cell its tokens (rehype.ts moves them to the item or its row).
 * A cell naming two items (`x`, `y`) is missing only when both are, so it keeps the older one's.
 */
export function markSince(node: Marked, since: string) {
  const data = (node.data ??= {});
  const kept = data.apiSince;
  if (kept !== undefined && (kept === '' || (since !== '' && compareVersions(firstVersion(since), firstVersion(kept)) >= 0))) return;
  data.apiSince = since;
  data.hProperties = { ...data.hProperties, dataApiSince: since || undefined };
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

function placementOf(removed: HistoryItem, items: PageItem[]): { item: PageItem; where: RemovedMark['where'] } | undefined {
  const candidates = items.filter((item) => !!item.row === ROW_KINDS.has(removed.kind));
  const replacement = candidates.find((item) => item.id === removed.removed!.instead);
  if (replacement) return { item: replacement, where: 'before' };
  let best: PageItem | undefined;
  for (const item of candidates) if (commonStart(item.id, removed.id) >= (best ? commonStart(best.id, removed.id) : 1)) best = item;
  return best && { item: best, where: 'after' };
}

/** The part of an id a row shows: a table of neu run's options shows `--port` for "neu run --port". */
function shownPrefix(item: PageItem): string {
  if (!item.row) return '';
  const shown = toString(item.node as Nodes).split(/[\s,=]+/).find((word) => word && item.id.endsWith(word));
  return shown ? item.id.slice(0, item.id.length - shown.length) : '';
}

export function markRemovedItems(removed: HistoryItem[], items: PageItem[], context: ApiHistoryContext) {
  const { choosable } = context.releases;
  for (const entry of removed) {
    const place = placementOf(entry, items);
    if (!place) continue;
    const primary = primaryProduct(entry);
    const { in: gone, instead, note } = entry.removed!;
    const goneProduct = changeProduct(gone, primary);
    const prefix = shownPrefix(place.item);
    const mark: RemovedMark = {
      where: place.where,
      label: prefix && entry.id.startsWith(prefix) ? entry.id.slice(prefix.length) : entry.id,
      gone: tokensOf(gone, choosable, context.floors, primary),
      since: tokensOf(entry.added, choosable, context.floors, primary),
      goneText: versionsText(gone, goneProduct),
      goneHref: releaseNotesHref(goneProduct, gone[goneProduct]!, context.releaseAnchors[goneProduct]),
      ...(instead && { instead: { name: instead, href: context.entryHrefs.get(instead) } }),
      ...(note && { note }),
    };
    if (!mark.gone) continue; // removed before any release a reader can choose
    const data = ((place.item.node as Marked).data ??= {});
    const marks = JSON.parse((data.hProperties?.dataApiRemoved as string | undefined) ?? '[]') as RemovedMark[];
    data.hProperties = { ...data.hProperties, dataApiRemoved: JSON.stringify([...marks, mark]) };
  }
}
