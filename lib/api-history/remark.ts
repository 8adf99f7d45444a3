// Remark side of the API version history (issue 19). On the Markdown tree, so the TOC, the search
// and the Markdown twins see what the page shows, it:
// - marks each item's heading or first table cell with its badge (drawn by rehype.ts after
//   the heading ids exist, so no id, TOC entry or anchor changes);
// - puts a "History" list after an item that changed (after the table, for table rows);
// - appends a "Removed and renamed" section to a page that has removed items;
// - appends "In the reference" links to each version's section of the release notes;
// - replaces the `::api-new-releases` directive with what the last three framework releases added,
//   and `::api-upgrade-guide` with the upgrade guide's form and lists (upgrade-page.ts);
// - marks items, History entries and removed items for "Your version" (your-version-marks.ts).
import type { Heading, List, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { extractHeadings } from '../headings';
import { docIdToRoute } from '../routes';
import {
  RELEASE_NOTES_PAGE, addedSentence, badgeLabel, changeProduct, compareVersions, primaryProduct, releaseNotesHref, versionsText,
  type ApiHistory, type HistoryItem, type Product, type Versions,
} from './data';
import { findPageItems, type PageItem } from './page-items';
import { floorsOf, readReleases, type Releases } from './releases';
import { PRODUCTS, tokensOf, type Floors } from './versions';
import { markRemovedItems, markSince, type Marked } from './your-version-marks';
import { UPGRADE_DIRECTIVE, upgradeGuideNodes } from './upgrade-page';

/** What a badge shows: "v4.2+", the sentence it is named by, and the release notes it links to. */
export type ApiBadge = { label: string; sentence: string; href: string };

export type ApiHistoryContext = {
  history: ApiHistory;
  /** Items found on each page, by doc id. */
  pageItems: Map<string, PageItem[]>;
  /** Where each item's reference entry is (route#anchor), by id. */
  entryHrefs: Map<string, string>;
  /** Heading ids of each release notes page. */
  releaseAnchors: Record<Product, Set<string>>;
  /** Framework versions with a section in the release notes ("## v6.9.0"). */
  frameworkReleases: string[];
  /** The releases a reader can choose, and which go together (the release notes). */
  releases: Releases;
  /** Below these versions nothing is marked missing (lib/api-history/versions.ts). */
  floors: Floors;
  /** Each page's title, by doc id. */
  titles: Map<string, string>;
};

const REMOVED_HEADING = 'Removed and renamed';
const NEW_RELEASES_DIRECTIVE = 'api-new-releases';
const RECENT_RELEASES = 3;
const VERSION_HEADING = /^v(\d+\.\d+\.\d+)$/;

type DocLike = { id: string; file: string; title?: string; tree: Root; headings: { depth: number; text: string; id: string }[]; bodyStartLine: number };

export function buildApiHistoryContext(docs: DocLike[], history: ApiHistory): ApiHistoryContext {
  const pageItems = new Map(docs.map((doc) => [doc.id, findPageItems(doc.tree, doc.id, doc.headings, doc.bodyStartLine - 1)]));
  const entryHrefs = new Map<string, string>();
  for (const [docId, items] of pageItems) for (const item of items) if (!entryHrefs.has(item.id)) entryHrefs.set(item.id, `${docIdToRoute(docId)}#${item.ownAnchor}`);
  const anchorsOf = (id: string) => new Set(docs.find((doc) => doc.id === id)?.headings.map((h) => h.id));
  const releaseAnchors = Object.fromEntries(PRODUCTS.map((p) => [p, anchorsOf(RELEASE_NOTES_PAGE[p])])) as Record<Product, Set<string>>;
  const frameworkNotes = docs.find((doc) => doc.id === RELEASE_NOTES_PAGE.framework);
  const frameworkReleases = (frameworkNotes?.headings ?? []).flatMap((h) => (h.depth === 2 ? VERSION_HEADING.exec(h.text)?.slice(1, 2) ?? [] : []));
  const releases = readReleases(docs);
  const floors = floorsOf(releases.choosable, history.items);
  const titles = new Map(docs.map((doc) => [doc.id, doc.title ?? doc.id]));
  return { history, pageItems, entryHrefs, releaseAnchors, frameworkReleases, releases, floors, titles };
}

// Small mdast builders. Blocks this file adds carry data.apiHistory, so the Markdown export knows them.
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
/** A list; an entry given with `since` (release tokens) is marked for rehype.ts as what changes when the reader upgrades. */
const list = (items: (PhrasingContent[] | { children: PhrasingContent[]; since: string })[]): List => ({
  type: 'list', ordered: false, spread: false,
  children: items.map((entry) => {
    const { children, since } = Array.isArray(entry) ? { children: entry, since: '' } : entry;
    return { type: 'listItem', spread: false, children: [paragraph(children)], ...(since && { data: { hProperties: { dataApiChange: since } } }) };
  }),
});
const box = (className: string, children: RootContent[]) => ({ type: 'apiHistoryBox', data: { hName: 'div', hProperties: { className: [className] }, apiHistory: true }, children }) as unknown as RootContent;
const generated = (nodes: RootContent[]) => nodes.map((node) => Object.assign(node, { data: { ...node.data, apiHistory: true } }));

/** A sentence from the data: `backticks` become code. */
function prose(sentence: string): PhrasingContent[] {
  return sentence.split('`').map((part, i) => (i % 2 ? code(part) : text(part))).filter((node) => 'value' in node && node.value);
}

function releaseLink(versions: Versions, primary: Product, context: ApiHistoryContext): PhrasingContent {
  const product = changeProduct(versions, primary);
  return link(releaseNotesHref(product, versions[product]!, context.releaseAnchors[product]), [text(versionsText(versions, product))]);
}

function historyEntries(item: HistoryItem, context: ApiHistoryContext, named: boolean) {
  const primary = primaryProduct(item);
  return (item.history ?? []).map((change) => ({
    children: [...(named ? [code(item.id), text(', ')] : []), releaseLink(change.in, primary, context), text(': '), ...prose(change.change)],
    since: tokensOf(change.in, context.releases.choosable, context.floors, primary),
  }));
}

/**
 * Marks the node for rehype.ts, which draws the badges once heading ids are set. A cell
 * may name two items (`x`, `y`), so the node carries a list.
 */
function markBadge(item: PageItem, entry: HistoryItem, context: ApiHistoryContext) {
  const product = primaryProduct(entry);
  const data = (item.node.data ??= {}) as { hProperties?: Record<string, unknown>; apiBadges?: ApiBadge[] };
  const badge = { label: badgeLabel(entry), sentence: addedSentence(entry), href: releaseNotesHref(product, entry.added[product]!, context.releaseAnchors[product]) };
  data.apiBadges = [...(data.apiBadges ?? []), badge].filter((b, i, all) => all.findIndex((o) => o.sentence === b.sentence) === i);
  data.hProperties = { ...data.hProperties, dataApiBadges: JSON.stringify(data.apiBadges) };
}

function insertAfter(parent: { children: unknown[] }, block: unknown, node: RootContent) {
  parent.children.splice(parent.children.indexOf(block) + 1, 0, node);
}

function addBadgesAndHistory(items: PageItem[], onPage: Map<string, HistoryItem>, context: ApiHistoryContext) {
  const rowsByTable = new Map<Table, { parent: PageItem['parent']; entries: ReturnType<typeof historyEntries> }>();
  for (const item of items) {
    const entry = onPage.get(item.id);
    if (!entry) continue; // the build's check (checkApiHistory) reports it
    markBadge(item, entry, context);
    markSince(item.node as Marked, tokensOf(entry.added, context.releases.choosable, context.floors, primaryProduct(entry)));
    if (item.row) {
      // The row's id is what the release notes and the search link to.
      const row = (item.row.data ??= {}) as { hProperties?: Record<string, unknown> };
      row.hProperties = { ...row.hProperties, id: item.anchor };
      if (item.code && item.ownAnchor !== item.anchor) {
        const code = (item.code.data ??= {}) as { hProperties?: Record<string, unknown> };
        code.hProperties = { ...code.hProperties, id: item.ownAnchor };
      }
    }
    if (!entry.history?.length) continue;
    if (item.block.type === 'heading') {
      insertAfter(item.parent, item.block, box('api-history', [paragraph([text('History')]), list(historyEntries(entry, context, false))]));
    } else {
      const table = rowsByTable.get(item.block) ?? { parent: item.parent, entries: [] };
      table.entries.push(...historyEntries(entry, context, true));
      rowsByTable.set(item.block, table);
    }
  }
  for (const [table, { parent, entries }] of rowsByTable) insertAfter(parent, table, box('api-history', [paragraph([text('History')]), list(entries)]));
}

function removedSection(removed: HistoryItem[], context: ApiHistoryContext): RootContent[] {
  const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  const instead = (item: HistoryItem): PhrasingContent[] => {
    const { instead: name, note } = item.removed!;
    const target = name ? context.entryHrefs.get(name) : undefined;
    const replacement = name ? [target ? link(target, [code(name)]) : code(name)] : [text('Nothing replaces it.')];
    return note ? [...replacement, text(name ? '. ' : ' '), ...prose(note)] : replacement;
  };
  const table: Table = {
    type: 'table',
    align: [null, null, null],
    children: [
      row([[text('Item')], [text('Gone in')], [text('Use instead')]]),
      ...removed.map((item) => row([[code(item.id)], [releaseLink(item.removed!.in, primaryProduct(item), context)], instead(item)])),
    ],
  };
  const heading: Heading = { type: 'heading', depth: 2, children: [text(REMOVED_HEADING)] };
  return generated([heading, paragraph([text('Items an earlier 4.x to 6.x release had that the current release does not, and where their use went:')]), table]);
}

/** Items whose `added`, `history` or `removed` names `version` of `product`, for its release notes section. */
function releaseItems(history: ApiHistory, product: Product, version: string, context: ApiHistoryContext): RootContent | undefined {
  const ref = (item: HistoryItem) => {
    const href = item.removed ? `${docIdToRoute(item.page)}#removed-and-renamed` : context.entryHrefs.get(item.id);
    return href ? link(href, [code(item.id)]) : code(item.id);
  };
  const groups: [string, HistoryItem[]][] = [
    ['Added', history.items.filter((item) => item.added[product] === version)],
    ['Changed', history.items.filter((item) => item.history?.some((change) => change.in[product] === version))],
    ['Removed', history.items.filter((item) => item.removed?.in[product] === version)],
  ];
  const lines = groups.filter(([, items]) => items.length).map(([label, items]) => [text(`${label}: `), ...items.flatMap((item, i) => (i ? [text(', '), ref(item)] : [ref(item)]))]);
  return lines.length ? box('api-release-items', [paragraph([text('In the reference:')]), list(lines)]) : undefined;
}

function addReleaseNoteLinks(tree: Root, product: Product, context: ApiHistoryContext) {
  const sections: { version: string; end: number }[] = [];
  tree.children.forEach((node, i) => {
    if (node.type !== 'heading' || node.depth > 2) return;
    if (sections.length && sections.at(-1)!.end === -1) sections.at(-1)!.end = i;
    const match = VERSION_HEADING.exec(node.children.length === 1 && node.children[0].type === 'text' ? node.children[0].value.trim() : '');
    if (match) sections.push({ version: match[1], end: -1 });
  });
  for (const section of sections.reverse()) {
    const block = releaseItems(context.history, product, section.version, context);
    if (block) tree.children.splice(section.end === -1 ? tree.children.length : section.end, 0, block);
  }
}

/**
 * What each of the last three framework releases added: an h2 with one h3 per release. The releases
 * are those of the release notes and the data, so a release that added nothing still has its h3.
 */
function newReleasesSection(context: ApiHistoryContext): RootContent[] {
  const inData = context.history.items.map((item) => item.added.framework).filter((v): v is string => !!v);
  const versions = [...new Set([...inData, ...context.frameworkReleases])].sort(compareVersions).reverse().slice(0, RECENT_RELEASES);
  return generated([
    { type: 'heading', depth: 2, children: [text('Added in recent releases')] },
    paragraph([text(`What each of the last ${versions.length} framework releases added to the API. Every entry in the reference shows the first release tag that has it (pre-releases such as v1.0.0-beta are not counted), and a History list under an entry gives its later changes from framework v4.0.0, client v3.0.0 and neu v8.0.1 on.`)]),
    ...versions.flatMap((version): RootContent[] => {
      const [major, minor] = version.split('.');
      const added = context.history.items.filter((item) => item.added.framework === version && !item.removed);
      const notes = releaseNotesHref('framework', version, context.releaseAnchors.framework);
      return [
        { type: 'heading', depth: 3, children: [text(`New in v${version}`)] },
        paragraph([text(`Added in ${major}.${minor} (framework v${version}, `), link(notes, [text('release notes')]), text('):')]),
        added.length
          ? list(added.map((item) => [link(context.entryHrefs.get(item.id) ?? docIdToRoute(item.page), [code(item.id)])]))
          : paragraph([text('No new API items; its changes are in the release notes.')]),
      ];
    }),
  ]);
}

function replaceDirective(tree: Root, context: ApiHistoryContext) {
  const walk = (parent: { children: Nodes[] }) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i];
      const replace = node.type === 'leafDirective' && { [NEW_RELEASES_DIRECTIVE]: newReleasesSection, [UPGRADE_DIRECTIVE]: upgradeGuideNodes }[node.name];
      if (replace) {
        const section = replace(context);
        parent.children.splice(i, 1, ...(section as Nodes[]));
        i += section.length - 1;
      } else if ('children' in node) walk(node as { children: Nodes[] });
    }
  };
  walk(tree);
}

/** Adds the page's history (see the top of this file) to `tree`, the freshly parsed body of `docId`. */
export function expandApiHistory(tree: Root, docId: string, context: ApiHistoryContext) {
  const onPage = context.history.byPage.get(docId) ?? new Map<string, HistoryItem>();
  const items = findPageItems(tree, docId, extractHeadings(tree));
  addBadgesAndHistory(items, onPage, context);
  const releaseProduct = PRODUCTS.find((p) => RELEASE_NOTES_PAGE[p] === docId);
  if (releaseProduct) addReleaseNoteLinks(tree, releaseProduct, context);
  replaceDirective(tree, context);
  const removed = [...onPage.values()].filter((item) => item.removed);
  markRemovedItems(removed, items, context);
  if (removed.length) tree.children.push(...removedSection(removed, context));
}

/** The remark plugin for the page renderer: the same expansion the content loader applied to the doc's tree. */
export default function remarkApiHistory(options: { docId: string; context?: ApiHistoryContext }) {
  return (tree: Root) => {
    if (options.context) expandApiHistory(tree, options.docId, options.context);
  };
}
