// The upgrade guide page (issue 35) at build time. The line `::api-upgrade-guide` in its MDX becomes
// the form that picks two sets of releases, and the lists for the default pair (the last 4.x release
// to the latest), rendered like any page: so they are in the static HTML, the search and the Markdown
// twin. /api-history.json (written by scripts/prebuild.ts) holds what the browser needs for any other
// pair (components/docs/upgrade-guide.tsx); both sides list entries with lib/api-history/upgrade.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { Heading, List, PhrasingContent, RootContent } from 'mdast';
import { docsSidebar } from '@/content/sidebar';
import { docIdToRoute } from '../routes';
import { siteConfig, withBasePath } from '../site-config';
import { writeFileAtomic } from '../write-file-atomic';
import { changeProduct, primaryProduct, releaseNotesHref, versionsText, type HistoryItem, type Versions } from './data';
import type { ApiHistoryContext } from './remark';
import {
  EMPTY_SECTION, UPGRADE_DATA_FILE, UPGRADE_PARAMS, areaLine, entryLine, summaryLine, upgradeChanges,
  type Inline, type UpgradeData, type UpgradeItem, type UpgradeRelease, type UpgradeSection,
} from './upgrade';
import { tokensOf } from './versions';
import { compactReleases, latestOf, pairedWith, type CompactReleases, type YourVersion } from './your-version';

export const UPGRADE_DIRECTIVE = 'api-upgrade-guide';
const REMOVED_ANCHOR = 'removed-and-renamed';

function itemData(item: HistoryItem, context: ApiHistoryContext): UpgradeItem | undefined {
  const primary = primaryProduct(item);
  const release = (versions: Versions): UpgradeRelease => {
    const product = changeProduct(versions, primary);
    return {
      since: tokensOf(versions, context.releases.choosable, context.floors, primary),
      text: versionsText(versions, product),
      notes: releaseNotesHref(product, versions[product]!, context.releaseAnchors[product]),
    };
  };
  const added = release(item.added);
  const changes = (item.history ?? []).map((change) => ({ ...release(change.in), change: change.change, ...(change.breaking && { breaking: change.breaking }) })).filter((c) => c.since);
  const removed = item.removed && { ...release(item.removed.in), ...(item.removed.instead && { instead: { name: item.removed.instead, href: context.entryHrefs.get(item.removed.instead) } }), ...(item.removed.note && { note: item.removed.note }) };
  if (!added.since && !changes.length && !removed?.since) return undefined; // no pair of choosable releases lists it
  const page = docIdToRoute(item.page);
  return {
    id: item.id,
    area: item.page,
    href: item.removed ? `${page}#${REMOVED_ANCHOR}` : context.entryHrefs.get(item.id) ?? page,
    ...(added.since && { added }),
    ...(changes.length && { changes }),
    ...(removed?.since && { removed }),
  };
}

/** What /api-history.json holds: the releases, the reference pages in sidebar order, and every item a pair can list. */
export function upgradeData(context: ApiHistoryContext): UpgradeData {
  const items = context.history.items.flatMap((item) => itemData(item, context) ?? []);
  const order = docsSidebar.flatMap((category) => category.items.map((entry) => (typeof entry === 'string' ? entry : entry.id)));
  const areas = [...new Set(items.map((item) => item.area))]
    .sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity))
    .map((id) => ({ id, title: context.titles.get(id) ?? id, href: docIdToRoute(id) }));
  return { releases: compactReleases(context.releases), areas, items };
}

/** Writes /api-history.json into `publicDir`, leaving it alone when unchanged (as the search files, for `npm run dev`). */
export function writeUpgradeData(context: ApiHistoryContext, publicDir: string) {
  const file = path.join(publicDir, UPGRADE_DATA_FILE);
  const json = JSON.stringify(upgradeData(context));
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) writeFileAtomic(file, json); // the open tab under `npm run dev` may be fetching it
}

/** The pair the page is built with: the last framework 4.x release (and what goes with it) to the latest. */
export function defaultPair(releases: CompactReleases): { from: YourVersion; to: YourVersion } {
  const last4 = releases.framework.find(([version]) => version.startsWith('4.'))?.[0] ?? releases.framework.at(-1)![0];
  return { from: pairedWith(releases, last4)!, to: latestOf(releases) };
}

function phrasing(inline: Inline): PhrasingContent {
  if (typeof inline === 'string') return { type: 'text', value: inline };
  if ('code' in inline) return { type: 'inlineCode', value: inline.code };
  return { type: 'link', url: inline.href, children: inline.children.map(phrasing) };
}

/**
 * A section: its h2, then per area a line naming the page and the list of its entries. The areas are
 * not headings: as search sections, "Neutralino.os" here would compete with the os page itself.
 */
function sectionNodes(section: UpgradeSection): RootContent[] {
  const heading: Heading = { type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] };
  if (!section.groups.length) return [heading, { type: 'paragraph', children: [{ type: 'text', value: EMPTY_SECTION }] }];
  return [
    heading,
    ...section.groups.flatMap((group): RootContent[] => [
      { type: 'paragraph', data: { hProperties: { className: ['upgrade-area'] } }, children: [phrasing(areaLine(group.area))] },
      {
        type: 'list', ordered: false, spread: false,
        children: group.entries.map((entry) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: entryLine(entry).map(phrasing) }] })),
      } satisfies List,
    ]),
  ];
}

/** The form: "from" and "to" releases of each product, set to `pair`. Without JavaScript it reloads the page, which shows the default pair. */
function pickerForm(releases: CompactReleases, pair: { from: YourVersion; to: YourVersion }): Element {
  const lists = { framework: releases.framework.map(([v]) => v), client: releases.client, cli: releases.cli };
  const label = { framework: 'Framework', client: 'Client library', cli: 'neu CLI' } as const;
  const fieldset = (end: 'from' | 'to') =>
    h('fieldset', [
      h('legend', end === 'from' ? 'From' : 'To'),
      ...(['framework', 'client', 'cli'] as const).map((product) =>
        h('label', [
          label[product],
          h('select', { name: UPGRADE_PARAMS[end][product] }, lists[product].map((v) => h('option', { value: v, selected: v === pair[end][product] }, `${product === 'client' ? '' : 'v'}${v}`))),
        ])),
    ]);
  return h('form', { className: ['upgrade-picker'], method: 'get', action: withBasePath(docIdToRoute(siteConfig.docs.upgradeGuide)) }, [
    fieldset('from'),
    fieldset('to'),
    h('button', { type: 'submit', className: ['button', 'button-secondary'] }, 'Show the changes'),
  ]);
}

/** The directive's replacement: the form, the summary (a live region: it changes with the pair), and the default pair's lists. */
export function upgradeGuideNodes(context: ApiHistoryContext): RootContent[] {
  const data = upgradeData(context);
  const pair = defaultPair(data.releases);
  const changes = upgradeChanges(data, pair.from, pair.to);
  const generated = { apiHistory: true };
  return [
    { type: 'apiUpgradeForm', data: { ...generated, hName: 'div', hProperties: { className: ['upgrade-form'] }, hChildren: [pickerForm(data.releases, pair)] } },
    { type: 'paragraph', data: { ...generated, hProperties: { className: ['upgrade-summary'], role: 'status' } }, children: [{ type: 'text', value: summaryLine(changes, pair.from, pair.to) }] },
    { type: 'apiUpgradeLists', data: { ...generated, hName: 'div', hProperties: { className: ['upgrade-lists'] } }, children: [changes.breaking, changes.added, changes.changed].flatMap(sectionNodes) },
  ] as unknown as RootContent[];
}
