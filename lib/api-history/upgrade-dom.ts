// The upgrade guide in the browser (issue 35), loaded on first use: computes the pair the reader
// picked from /api-history.json and renders it in place of the page's lists, as the build renders the
// default pair (lib/api-history/upgrade-page.ts): the same lines (upgrade.ts) in the same markup.
import { lineBreakParts, staysWhole } from '../line-breaks';
import { withBasePath } from '../site-config';
import {
  EMPTY_SECTION, UPGRADE_DATA_FILE, UPGRADE_PARAMS, areaLine, entryLine, summaryLine, upgradeChanges,
  type Inline, type UpgradeData, type UpgradeSection,
} from './upgrade';
import { PRODUCTS, type Product } from './versions';
import { pairedWith, type YourVersion } from './your-version';

type End = keyof typeof UPGRADE_PARAMS;
type Pair = Record<End, YourVersion>;
const ENDS: End[] = ['from', 'to'];

let loading: Promise<UpgradeData> | undefined;

function loadUpgradeData(): Promise<UpgradeData> {
  loading ??= fetch(withBasePath(UPGRADE_DATA_FILE)).then((response) => {
    if (!response.ok) throw new Error(`${UPGRADE_DATA_FILE}: ${response.status}`);
    return response.json() as Promise<UpgradeData>;
  });
  loading.catch(() => { loading = undefined; }); // a later change tries again
  return loading;
}

const select = (form: HTMLFormElement, end: End, product: Product) => form.elements.namedItem(UPGRADE_PARAMS[end][product]) as HTMLSelectElement;

function formPair(form: HTMLFormElement): Pair {
  const version = (end: End) => Object.fromEntries(PRODUCTS.map((p) => [p, select(form, end, p).value])) as YourVersion;
  return { from: version('from'), to: version('to') };
}

function setForm(form: HTMLFormElement, pair: Pair) {
  for (const end of ENDS) for (const p of PRODUCTS) select(form, end, p).value = pair[end][p];
}

/** The pair ?from=4.14.0&to=6.9.0 asks for (client and neu follow the framework unless given), on top of the form's. */
function queryPair(data: UpgradeData, query: URLSearchParams, current: Pair): Pair {
  const pair = { ...current };
  for (const end of ENDS) {
    const names = UPGRADE_PARAMS[end];
    const paired = pairedWith(data.releases, query.get(names.framework)?.replace(/^v/, '') ?? '');
    if (!paired) continue;
    const given = (p: 'client' | 'cli') => query.get(names[p])?.replace(/^v/, '');
    pair[end] = { ...paired, ...Object.fromEntries((['client', 'cli'] as const).flatMap((p) => (data.releases[p].includes(given(p) ?? '') ? [[p, given(p)]] : []))) };
  }
  return pair;
}

/** The query that reproduces `pair`: client and neu only where they are not the ones that go with the framework. */
function queryOf(data: UpgradeData, pair: Pair): string {
  const query = new URLSearchParams();
  for (const end of ENDS) {
    const paired = pairedWith(data.releases, pair[end].framework);
    query.set(UPGRADE_PARAMS[end].framework, pair[end].framework);
    for (const p of ['client', 'cli'] as const) if (paired?.[p] !== pair[end][p]) query.set(UPGRADE_PARAMS[end][p], pair[end][p]);
  }
  return `?${query}`;
}

/** Text (`code`: inline code's) with its short tokens kept whole and a <wbr> at each seam of its long names, as the build's rehype-line-breaks gives the default pair. */
const breakable = (text: string, code = false): Node[] =>
  lineBreakParts(text, { code }).map((part) => {
    if ('seam' in part) return document.createElement('wbr');
    if ('whole' in part) return Object.assign(document.createElement('span'), { className: 'nowrap', textContent: part.whole });
    return document.createTextNode(part.text);
  });

function inlineNodes(inline: Inline): Node[] {
  if (typeof inline === 'string') return breakable(inline);
  const element = document.createElement('code' in inline ? 'code' : 'a');
  if ('code' in inline && staysWhole(inline.code)) {
    element.className = 'nowrap'; // the whole span is one short token
    element.textContent = inline.code;
  } else if ('code' in inline) element.append(...breakable(inline.code, true));
  else {
    element.setAttribute('href', withBasePath(inline.href));
    element.append(...inline.children.flatMap(inlineNodes));
  }
  return [element];
}

function sectionElements(section: UpgradeSection, id: string): HTMLElement[] {
  // The h2 as the build renders it (rehype-slug's id, which the static page gave this section, and rehype-heading-links' self-link).
  const heading = Object.assign(document.createElement('h2'), { id, className: 'anchor-heading', textContent: section.title });
  const self = document.createElement('a');
  self.className = 'heading-anchor';
  self.setAttribute('href', `#${id}`);
  self.setAttribute('aria-label', `Link to section ${section.title}`);
  heading.append(self);
  if (!section.groups.length) return [heading, Object.assign(document.createElement('p'), { textContent: EMPTY_SECTION })];
  return [
    heading,
    ...section.groups.flatMap((group) => {
      const area = Object.assign(document.createElement('p'), { className: 'upgrade-area' });
      area.append(...inlineNodes(areaLine(group.area)));
      const list = document.createElement('ul');
      for (const entry of group.entries) {
        const item = document.createElement('li');
        item.append(...entryLine(entry).flatMap(inlineNodes));
        list.append(item);
      }
      return [area, list];
    }),
  ];
}

function render(article: Element, data: UpgradeData, pair: Pair) {
  const lists = article.querySelector('.upgrade-lists')!;
  const changes = upgradeChanges(data, pair.from, pair.to);
  const ids = [...lists.querySelectorAll('h2')].map((h) => h.id); // the three sections are always there
  article.querySelector('.upgrade-summary')!.textContent = summaryLine(changes, pair.from, pair.to);
  lists.replaceChildren(...[changes.breaking, changes.added, changes.changed].flatMap((section, i) => sectionElements(section, ids[i])));
}

/**
 * Shows the pair the form (or, with `fromQuery`, the address) asks for. A framework release just
 * picked (`changed`) brings the client library and neu that go with it.
 */
export async function showUpgrade(form: HTMLFormElement, options: { changed?: Element; fromQuery?: boolean }) {
  const data = await loadUpgradeData();
  let pair = formPair(form);
  if (options.fromQuery) pair = queryPair(data, new URLSearchParams(location.search), pair);
  for (const end of ENDS) {
    if (options.changed === select(form, end, 'framework')) pair[end] = pairedWith(data.releases, pair[end].framework) ?? pair[end];
  }
  setForm(form, pair);
  render(form.closest('[data-article]')!, data, pair);
  history.replaceState(history.state, '', `${location.pathname}${queryOf(data, pair)}${location.hash}`);
}
