// The upgrade guide (issue 35): what changes for an app that moves from one set of releases to
// another, computed from the API history alone. Shared by the build, which renders the default pair
// into the page (lib/api-history/upgrade-page.ts), and the browser, which computes any other pair
// from /api-history.json (components/docs/upgrade-guide.tsx); both render the same lines
// (upgradeLines) with their own few primitives. No Node imports.
import type { BreakingKind } from './data';
import { PRODUCTS, compareVersions, hasNewerToken } from './versions';
import type { CompactReleases, YourVersion } from './your-version';

/** A release that added, changed or removed an item: its tokens, its name, its release-notes section. */
export type UpgradeRelease = { since: string; text: string; notes: string };
export type UpgradeItem = {
  id: string;
  /** Doc id of the page that documents it. */
  area: string;
  /** Its reference entry (a removed item: its page's "Removed and renamed" section). */
  href: string;
  added?: UpgradeRelease;
  changes?: (UpgradeRelease & { change: string; breaking?: BreakingKind })[];
  removed?: UpgradeRelease & { instead?: { name: string; href?: string }; note?: string };
};
export type UpgradeArea = { id: string; title: string; href: string };
/** /api-history.json: only items that some choosable pair can list (added, changed or removed after the oldest releases). */
export type UpgradeData = { releases: CompactReleases; areas: UpgradeArea[]; items: UpgradeItem[] };

export type UpgradeKind = 'removed' | BreakingKind | 'added' | 'changed';
export type UpgradeEntry = { item: UpgradeItem; kind: UpgradeKind; release: UpgradeRelease; change?: string };
export type UpgradeGroup = { area: UpgradeArea; entries: UpgradeEntry[] };
export type UpgradeSection = { title: string; groups: UpgradeGroup[]; count: number };
export type UpgradeChanges = { breaking: UpgradeSection; added: UpgradeSection; changed: UpgradeSection };

/** The file the browser computes other pairs from, under the site root (scripts/prebuild.ts writes it to public/). */
export const UPGRADE_DATA_FILE = '/api-history.json';
/** Query parameters of a pair: ?from=4.14.0&to=6.9.0, and the client and neu when they are not the ones that go with the framework. */
export const UPGRADE_PARAMS = {
  from: { framework: 'from', client: 'from-client', cli: 'from-neu' },
  to: { framework: 'to', client: 'to-client', cli: 'to-neu' },
} as const;

const UPGRADE_SECTIONS = { breaking: 'Breaking changes', added: 'Added', changed: 'Other changes' } as const;
/** Breaking entries in this order within an area: what is gone before what works differently. */
const KIND_ORDER: UpgradeKind[] = ['removed', 'signature', 'default', 'behaviour', 'added', 'changed'];

/** True when `release` came after `from` and is in `to`. */
const between = (release: UpgradeRelease | undefined, from: YourVersion, to: YourVersion) =>
  !!release && hasNewerToken(release.since, from) && !hasNewerToken(release.since, to);
/** True when the item is there in `version`: added by then and not removed yet. */
const presentIn = (item: UpgradeItem, version: YourVersion) =>
  !(item.added && hasNewerToken(item.added.since, version)) && !(item.removed && !hasNewerToken(item.removed.since, version));

/** True when a "to" release is older than its "from": there is no upgrade to list. */
const isDowngrade = (from: YourVersion, to: YourVersion) => PRODUCTS.some((p) => compareVersions(from[p], to[p]) > 0);

/** Every change between `from` and `to`: removals and breaking changes, additions, then the other changes, grouped by area. */
export function upgradeChanges(data: UpgradeData, from: YourVersion, to: YourVersion): UpgradeChanges {
  const entries: UpgradeEntry[] = [];
  for (const item of isDowngrade(from, to) ? [] : data.items) {
    const before = presentIn(item, from);
    const after = presentIn(item, to);
    if (!before && after && between(item.added, from, to)) entries.push({ item, kind: 'added', release: item.added! });
    if (before && !after && between(item.removed, from, to)) entries.push({ item, kind: 'removed', release: item.removed! });
    if (!before || !after) continue;
    for (const change of item.changes ?? []) {
      if (between(change, from, to)) entries.push({ item, kind: change.breaking ?? 'changed', release: change, change: change.change });
    }
  }
  const section = (key: keyof typeof UPGRADE_SECTIONS, wanted: (kind: UpgradeKind) => boolean): UpgradeSection => {
    const chosen = entries.filter((entry) => wanted(entry.kind));
    const groups = data.areas
      .map((area) => ({ area, entries: chosen.filter((entry) => entry.item.area === area.id).sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)) }))
      .filter((group) => group.entries.length);
    return { title: UPGRADE_SECTIONS[key], groups, count: chosen.length };
  };
  return {
    breaking: section('breaking', (kind) => kind !== 'added' && kind !== 'changed'),
    added: section('added', (kind) => kind === 'added'),
    changed: section('changed', (kind) => kind === 'changed'),
  };
}

/** Inline content both renderers understand: text, `code`, and links. */
export type Inline = string | { code: string } | { href: string; children: Inline[] };

function prose(sentence: string): Inline[] {
  return sentence.split('`').flatMap((part, i): Inline[] => (!part ? [] : i % 2 ? [{ code: part }] : [part]));
}

/** The line above an area's entries: its page, linked. */
export const areaLine = (area: UpgradeArea): Inline => ({ href: area.href, children: [area.title] });

const WHAT_CHANGED: Record<BreakingKind, string> = { signature: 'its signature changed', default: 'its default changed', behaviour: 'its behaviour changed' };

/** One entry's line: the item (linked to its reference entry), the release (linked to its notes), and what changed. */
export function entryLine({ item, kind, release, change }: UpgradeEntry): Inline[] {
  const name: Inline = { href: item.href, children: [{ code: item.id }] };
  const notes: Inline = { href: release.notes, children: [release.text] };
  if (kind === 'added') return [name, ', ', notes];
  if (kind === 'changed') return [name, ', ', notes, ': ', ...prose(change!)];
  if (kind !== 'removed') return [name, `: ${WHAT_CHANGED[kind]} in `, notes, '. ', ...prose(change!)];
  const { instead, note } = item.removed!;
  const use: Inline[] = instead ? [' Use ', instead.href ? { href: instead.href, children: [{ code: instead.name }] } : { code: instead.name }, ' instead.'] : [];
  return [name, ': removed in ', notes, '.', ...use, ...(note ? [' ', ...prose(note)] : [])];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const releasesText = (v: YourVersion) => `framework v${v.framework} (client ${v.client}, neu v${v.cli})`;

/** The sentence above the lists: the pair and the counts, or why there is nothing to list. */
export function summaryLine(changes: UpgradeChanges, from: YourVersion, to: YourVersion): string {
  if (isDowngrade(from, to)) return `The “to” releases must be at least as new as the “from” ones: ${releasesText(to)} is older in part than ${releasesText(from)}.`;
  const counts = [plural(changes.breaking.count, 'breaking change', 'breaking changes'), plural(changes.added.count, 'addition', 'additions'), plural(changes.changed.count, 'other change', 'other changes')];
  return `From ${releasesText(from)} to ${releasesText(to)}: ${counts[0]}, ${counts[1]} and ${counts[2]}.`;
}

/** What a section shows when the pair has nothing in it. */
export const EMPTY_SECTION = 'Nothing between these releases.';
