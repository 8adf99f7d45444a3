// The releases a reader can choose as "Your version" and in the upgrade guide, and which client
// library and neu release go with each framework release. The one source is the release notes:
// each page's "## vX.Y.Z" sections, and the framework page's "Which versions go together" table
// (framework | client library | neu CLI), which was checked against the repositories' tags.
import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { RELEASE_NOTES_PAGE, type HistoryItem } from './data';
import { PRODUCTS, compareVersions, type ChoosableReleases, type Floors, type Product } from './versions';

export type FrameworkRelease = { version: string; client: string; cli: string };
export type Releases = {
  /** Framework releases, newest first, each with the client library and neu release that go with it. */
  framework: FrameworkRelease[];
  /** Every release of each product a reader can choose, newest first. */
  choosable: ChoosableReleases;
};

const COMPATIBILITY_HEADING = 'Which versions go together';

type DocLike = { id: string; file: string; tree: Root; headings: { depth: number; text: string }[] };

const VERSION = /v?(\d+\.\d+\.\d+)/g;
const RELEASE_HEADING = /^v(\d+\.\d+\.\d+)$/;

/** The versions a cell names before any remark in brackets: "v5.1.0 (v5.1.1 fixes ...)" is 5.1.0. */
function cellVersions(cell: Table['children'][number]['children'][number]): string[] {
  return [...toString(cell).split('(')[0].matchAll(VERSION)].map((m) => m[1]);
}

function compatibilityTable(tree: Root): Table | undefined {
  const start = tree.children.findIndex((node) => node.type === 'heading' && toString(node) === COMPATIBILITY_HEADING);
  if (start === -1) return undefined;
  const rest = tree.children.slice(start + 1);
  const end = rest.findIndex((node) => node.type === 'heading' && node.depth <= 2);
  return (end === -1 ? rest : rest.slice(0, end)).find((node): node is Table => node.type === 'table');
}

const newestFirst = (versions: Iterable<string>) => [...new Set(versions)].sort(compareVersions).reverse();

/**
 * Reads the releases from the three release-notes pages. Throws, with the file and fix, when the
 * framework page has no compatibility table or a release of its own without a row there.
 */
export function readReleases(docs: DocLike[]): Releases {
  const page = (product: Product) => docs.find((doc) => doc.id === RELEASE_NOTES_PAGE[product]);
  const sections = (product: Product) => (page(product)?.headings ?? []).flatMap((h) => (h.depth === 2 ? RELEASE_HEADING.exec(h.text)?.slice(1, 2) ?? [] : []));
  const notes = page('framework');
  if (!notes) return { framework: [], choosable: { framework: [], client: [], cli: [] } };
  const table = compatibilityTable(notes.tree);
  if (!table) throw new Error(`${notes.file}: no table under "## ${COMPATIBILITY_HEADING}". Fix: keep the table of framework, client library and neu CLI releases there; "Your version" and the upgrade guide pair releases from it`);
  const paired = new Map<string, FrameworkRelease>();
  for (const row of table.children.slice(1)) {
    const [frameworks, clients, clis] = row.children.map(cellVersions);
    frameworks.forEach((version, i) => paired.set(version, { version, client: clients[clients.length === frameworks.length ? i : 0], cli: clis[0] }));
  }
  const framework = newestFirst(sections('framework')).map((version) => {
    const release = paired.get(version);
    if (!release?.client || !release.cli) throw new Error(`${notes.file}: framework v${version} has a section but no row (with a client library and a neu version) in the table under "## ${COMPATIBILITY_HEADING}". Fix: add the release to the table`);
    return release;
  });
  const choosable = Object.fromEntries(PRODUCTS.map((p) => [p, newestFirst([
    ...sections(p),
    ...framework.map((release) => (p === 'framework' ? release.version : release[p])),
  ])])) as ChoosableReleases;
  return { framework, choosable };
}

/** Every version of `product` the data names: in `added`, in `history` and in `removed`. */
function dataVersions(items: HistoryItem[], product: Product): string[] {
  return items.flatMap((item) => [item.added, ...(item.history ?? []).map((change) => change.in), ...(item.removed ? [item.removed.in] : [])].flatMap((v) => (v[product] ? [v[product]!] : [])));
}

/** The floors of lib/api-history/versions.ts: the oldest choosable release, or the data's first release of that product if later. */
export function floorsOf(choosable: ChoosableReleases, items: HistoryItem[]): Floors {
  return Object.fromEntries(PRODUCTS.map((p) => {
    const oldest = choosable[p].at(-1) ?? '0.0.0';
    const first = dataVersions(items, p).sort(compareVersions)[0] ?? '0.0.0';
    return [p, compareVersions(first, oldest) > 0 ? first : oldest];
  })) as Floors;
}
