// The one reader of content/api-history/*.json (issue 19): which release added, changed or removed
// each API item. Badges, History lists, the "Removed and renamed" sections, the release notes'
// "In the reference" lists and the search all come from what this module loads, so they cannot
// disagree. The data's format is described in README ("Adding a doc page").
import fs from 'node:fs';
import path from 'node:path';
import { docIdToRoute } from '../routes';
import { releaseAnchor } from '../site-config';
import { PRODUCTS, type Product, type Versions } from './versions';

export { compareVersions, type Product, type Versions } from './versions';
const KINDS = ['native-function', 'client-function', 'event', 'error-code', 'global', 'config-key', 'cli-argument', 'neu-command', 'neu-option'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * What an existing app may have to change after a history entry's release (the upgrade guide lists
 * these first): a function's parameters or result (`signature`), a default value (`default`), or
 * what a call does with the same input (`behaviour`). Additions carry none.
 */
const BREAKING_KINDS = ['signature', 'default', 'behaviour'] as const;
export type BreakingKind = (typeof BREAKING_KINDS)[number];
export type HistoryChange = { in: Versions; change: string; from?: string; breaking?: BreakingKind };
export type HistoryItem = {
  id: string;
  kind: Kind;
  /** Doc id of the page that documents the item (or shows its "Removed and renamed" entry). */
  page: string;
  added: Versions;
  addedFrom?: string;
  history?: HistoryChange[];
  removed?: { in: Versions; instead: string | null; note?: string; from?: string };
  /** Data file the entry came from, for error messages. */
  file: string;
};

/** An item as content/api-history/*.json stores it (the derive scripts write these). */
export type HistoryItemData = Omit<HistoryItem, 'file'>;
export type HistoryFileData<Item extends HistoryItemData = HistoryItemData> = { about: string; items: Item[] };

export type ApiHistory = {
  items: HistoryItem[];
  /** Items by page, then by id. */
  byPage: Map<string, Map<string, HistoryItem>>;
};

const VERSION = /^\d+\.\d+\.\d+$/;
export const RELEASE_NOTES_PAGE: Record<Product, string> = { framework: 'release-notes/framework', client: 'release-notes/client-library', cli: 'release-notes/cli' };

function fail(file: string, where: string, problem: string, fix: string): never {
  throw new Error(`${file}: ${where}: ${problem}. Fix: ${fix}`);
}

function checkVersions(value: unknown, file: string, where: string): Versions {
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(file, where, 'versions must be an object', 'write { "framework": "4.2.0", "client": "3.2.0" }');
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) fail(file, where, 'no version given', 'name at least one of framework, client, cli');
  for (const [product, version] of entries) {
    if (!PRODUCTS.includes(product as Product)) fail(file, where, `unknown product "${product}"`, `use ${PRODUCTS.join(', ')}`);
    if (typeof version !== 'string' || !VERSION.test(version)) fail(file, where, `"${String(version)}" is not a version`, 'write major.minor.patch without a leading "v", e.g. "4.2.0"');
  }
  return value as Versions;
}

function checkItem(raw: unknown, file: string, index: number): HistoryItem {
  const item = raw as Record<string, unknown>;
  const where = `items[${index}]${typeof item?.id === 'string' ? ` (${item.id})` : ''}`;
  for (const key of ['id', 'page'] as const) {
    if (typeof item?.[key] !== 'string' || !item[key]) fail(file, where, `"${key}" is missing`, `give the item its ${key} as a string`);
  }
  if (!KINDS.includes(item.kind as Kind)) fail(file, where, `unknown kind "${String(item.kind)}"`, `use one of ${KINDS.join(', ')}`);
  checkVersions(item.added, file, `${where}.added`);
  const history = item.history ?? [];
  if (!Array.isArray(history)) fail(file, `${where}.history`, 'must be a list', 'write [{ "in": {...}, "change": "..." }]');
  history.forEach((change: Record<string, unknown>, i: number) => {
    checkVersions(change?.in, file, `${where}.history[${i}].in`);
    if (typeof change.change !== 'string' || !change.change.trim()) fail(file, `${where}.history[${i}]`, '"change" is missing', 'say in one sentence what changed');
    if (change.breaking !== undefined && !BREAKING_KINDS.includes(change.breaking as BreakingKind)) fail(file, `${where}.history[${i}].breaking`, `unknown kind "${String(change.breaking)}"`, `use one of ${BREAKING_KINDS.join(', ')}, or leave it out for an addition`);
  });
  const removed = item.removed as Record<string, unknown> | undefined;
  if (removed !== undefined) {
    checkVersions(removed?.in, file, `${where}.removed.in`);
    if (removed.instead !== null && typeof removed.instead !== 'string') fail(file, `${where}.removed`, '"instead" is missing', 'name the replacement, or write null with a "note"');
    if (removed.instead === null && typeof removed.note !== 'string') fail(file, `${where}.removed`, 'nothing replaces it, but there is no "note"', 'add a "note" saying what to do instead');
  }
  return { ...(item as Omit<HistoryItem, 'file'>), file };
}

/** Reads and checks every *.json in `dir` (content/api-history). A missing folder is no data. */
export function loadApiHistory(dir: string): ApiHistory {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  const items: HistoryItem[] = [];
  const byPage = new Map<string, Map<string, HistoryItem>>();
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join('/');
    let data: { items?: unknown };
    try {
      data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      fail(file, 'file', `invalid JSON (${(error as Error).message})`, 'correct the JSON syntax');
    }
    if (!Array.isArray(data.items)) fail(file, 'file', 'no "items" list', 'write { "about": "...", "items": [...] }');
    data.items.forEach((raw, index) => {
      const item = checkItem(raw, file, index);
      const onPage = byPage.get(item.page) ?? new Map<string, HistoryItem>();
      const twin = onPage.get(item.id);
      if (twin) fail(file, `items[${index}] (${item.id})`, `the item is listed twice for page ${item.page} (also in ${twin.file})`, 'keep one entry');
      onPage.set(item.id, item);
      byPage.set(item.page, onPage);
      items.push(item);
    });
  }
  return { items, byPage };
}

/** The release that a badge shows: neu for neu items, the client for client-only items, else the framework. */
export function primaryProduct(item: Pick<HistoryItem, 'kind' | 'added'>): Product {
  if (item.kind === 'neu-command' || item.kind === 'neu-option') return 'cli';
  if (item.kind === 'client-function' || !item.added.framework) return item.added.client ? 'client' : (Object.keys(item.added)[0] as Product);
  return 'framework';
}

const PRODUCT_NAME: Record<Product, string> = { framework: 'framework', client: 'client', cli: 'neu' };

/** "v4.2+": major.minor of the release that first has the item. */
export function badgeLabel(item: Pick<HistoryItem, 'kind' | 'added'>): string {
  const version = item.added[primaryProduct(item)]!;
  return `v${version.split('.').slice(0, 2).join('.')}+`;
}

/** "framework v4.2.0 (client 3.2.0)": the primary release (which `versions` must name) first, the paired one in brackets. */
export function versionsText(versions: Versions, primary: Product): string {
  const main = `${PRODUCT_NAME[primary]} v${versions[primary]}`;
  const others = PRODUCTS.filter((p) => p !== primary && versions[p]).map((p) => `${PRODUCT_NAME[p]} ${versions[p]}`);
  return others.length ? `${main} (${others.join(', ')})` : main;
}

/** "Added in framework v4.2.0 (client 3.2.0)": the badge's accessible name and tooltip. */
export function addedSentence(item: Pick<HistoryItem, 'kind' | 'added'>): string {
  return `Added in ${versionsText(item.added, primaryProduct(item))}`;
}

/** The release a change or removal is linked to: the item's primary product when named, else the first one given. */
export function changeProduct(versions: Versions, primary: Product): Product {
  return versions[primary] ? primary : PRODUCTS.find((p) => versions[p])!;
}

/**
 * Link to a release's section of the release notes: /docs/release-notes/framework#v690. A version
 * with no section there (`anchors` lists the page's heading ids) links to the top of the page.
 */
export function releaseNotesHref(product: Product, version: string, anchors: ReadonlySet<string>): string {
  const route = docIdToRoute(RELEASE_NOTES_PAGE[product]);
  return anchors.has(releaseAnchor(version)) ? `${route}#${releaseAnchor(version)}` : route;
}
