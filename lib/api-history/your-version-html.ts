// "Your version" (issue 35), the HTML side: what lib/api-history/your-version-marks.ts marked becomes
// markup that CSS alone shows or hides. Nothing here shows while the reader has "Latest": the inline
// script (components/docs/your-version-script.tsx) turns the marks on for a chosen release, before
// the first paint, by one rule that sets --newer on the elements whose data-since names a newer
// release (and --gone where data-gone does); app/globals.css ("Your version") does the rest.
// - An item heading gets data-since, and after it a "Not in vX.Y.Z" disclosure and its body
//   (.api-item-body), which that disclosure collapses and opens, both with data-since too.
// - An item's table row gets data-since and the disclosure in its first cell.
// - A History entry gets data-since and a "When you upgrade" tag.
// - A removed item gets, where it stood, a box (or row) saying that the reader's release still has it.
import type { Element, ElementContent, Parent, Root } from 'hast';
import { h } from 'hastscript';
import { tokenProducts } from './versions';
import type { RemovedMark } from './your-version-marks';

type Props = Element['properties'];

const HEADING = /^h([1-6])$/;
const depthOf = (node: ElementContent) => (node.type === 'element' ? Number(HEADING.exec(node.tagName)?.[1] ?? 0) : 0);

/** Takes the build's temporary properties off an element. */
function take(properties: Props): { since?: string; removed: RemovedMark[] } {
  const { dataApiSince, dataApiRemoved } = properties;
  delete properties.dataApiSince;
  delete properties.dataApiRemoved;
  return {
    since: typeof dataApiSince === 'string' ? dataApiSince : undefined,
    removed: typeof dataApiRemoved === 'string' ? (JSON.parse(dataApiRemoved) as RemovedMark[]) : [],
  };
}

/**
 * "Not in v5.6.0": the reader's release is CSS content (.your-version), as only the browser knows it.
 * One name per product the item needs; CSS shows the one that lacks it (app/globals.css).
 */
function missingDisclosure(since: string): Element {
  return h('details', { className: ['api-missing', 'version-missing'] }, [
    h('summary', [
      'Not in ',
      ...tokenProducts(since).map((product) => h('span', { className: ['your-version'], dataProduct: product })),
      h('span', { className: ['api-missing-show'] }, ': show it'),
      h('span', { className: ['api-missing-hide'] }, ': hide it'),
    ]),
  ]);
}

/** A sentence from the data: `backticks` become code. */
function prose(sentence: string): ElementContent[] {
  return sentence.split('`').flatMap((part, i): ElementContent[] => (!part ? [] : i % 2 ? [h('code', part)] : [{ type: 'text', value: part }]));
}

function removedText(mark: RemovedMark, named: boolean): (ElementContent | string)[] {
  const instead = mark.instead ? [' Use ', mark.instead.href ? h('a', { href: mark.instead.href }, [h('code', mark.instead.name)]) : h('code', mark.instead.name), ' instead.'] : [];
  return [
    ...(named ? [h('code', mark.label), ' is in your version; '] : ['In your version; ']),
    h('a', { href: mark.goneHref }, mark.goneText),
    ' removed it.',
    ...instead,
    ...(mark.note ? [' ', ...prose(mark.note)] : []),
  ];
}

const removedProps = (mark: RemovedMark) => ({ className: ['api-removed-here'], dataGone: mark.gone, dataSince: mark.since || undefined });

function removedBox(mark: RemovedMark): Element {
  return h('div', removedProps(mark), [h('p', removedText(mark, true))]);
}

function removedRow(mark: RemovedMark, cells: number): Element {
  return h('tr', removedProps(mark), [h('td', [h('code', mark.label)]), h('td', { colSpan: cells > 2 ? cells - 1 : undefined }, removedText(mark, false))]);
}

/**
 * A missing item's heading, its "Not in" disclosure and its body, each with the tokens. They stay
 * siblings, as the page has them without marks: an h2's body is its section body
 * (rehype-section-bodies.ts), which gets the class itself; wrapping the h2 and that content-visibility
 * box in one more element changed where the browser anchors the scroll as sections render, and the
 * page jumped after a scroll to an item.
 */
function itemSection(heading: Element, since: string, body: ElementContent[]): ElementContent[] {
  heading.properties.dataSince = since;
  const disclosure = missingDisclosure(since);
  disclosure.properties.dataSince = since;
  const elements = body.filter((node): node is Element => node.type === 'element');
  const sectionBody = elements.length === 1 && (elements[0].properties.className as string[] | undefined)?.includes('section-body') ? elements[0] : undefined;
  if (sectionBody) {
    sectionBody.properties.className = [...(sectionBody.properties.className as string[]), 'api-item-body'];
    sectionBody.properties.dataSince = since;
    return [heading, disclosure, ...body];
  }
  return [heading, disclosure, h('div', { className: ['api-item-body'], dataSince: since }, body)];
}

/** Item headings with their sections, in every container (admonitions and tabs included). */
function markSections(parent: Parent) {
  for (const child of parent.children) if (child.type === 'element') markSections(child);
  const children = parent.children as ElementContent[];
  const out: ElementContent[] = [];
  for (let i = 0; i < children.length; i++) {
    const heading = children[i];
    const depth = depthOf(heading);
    const marks = depth && heading.type === 'element' ? take(heading.properties) : undefined;
    if (!marks || (!marks.since && !marks.removed.length)) {
      out.push(heading);
      continue;
    }
    let end = i + 1;
    while (end < children.length && !(depthOf(children[end]) && depthOf(children[end]) <= depth)) end++;
    const body = children.slice(i + 1, end);
    const section = marks.since ? [...itemSection(heading as Element, marks.since, body)] : [heading, ...body];
    out.push(...marks.removed.filter((m) => m.where === 'before').map(removedBox), ...section, ...marks.removed.filter((m) => m.where === 'after').map(removedBox));
    i = end - 1;
  }
  parent.children = out;
}

/** Item rows: data-since on the row, the disclosure in its first cell, removed rows beside it. */
function markRows(tree: Root) {
  const visit = (parent: Root | Element) => {
    for (const child of parent.children) if (child.type === 'element') visit(child);
    if (parent.type !== 'element' || parent.tagName !== 'tbody') return;
    parent.children = parent.children.flatMap((row) => {
      if (row.type !== 'element' || row.tagName !== 'tr') return [row];
      const cells = row.children.filter((cell): cell is Element => cell.type === 'element');
      const first = cells[0];
      if (!first) return [row];
      const marks = take(first.properties);
      if (marks.since) {
        row.properties.dataSince = marks.since;
        first.children.push(missingDisclosure(marks.since));
      }
      const around = (where: RemovedMark['where']) => marks.removed.filter((m) => m.where === where).map((m) => removedRow(m, cells.length));
      return [...around('before'), row, ...around('after')];
    });
  };
  visit(tree);
}

/** History entries newer than the reader's release: data-since and a tag saying so. */
function markChanges(parent: Parent) {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const since = child.properties.dataApiChange;
    if (typeof since === 'string') {
      delete child.properties.dataApiChange;
      child.properties.dataSince = since;
      child.children.unshift(h('span', { className: ['api-upgrade-note', 'version-missing'] }, 'When you upgrade'), { type: 'text', value: ' ' });
    }
    markChanges(child);
  }
}

/**
 * Rehype plugin, run last (lib/mdx/render-doc.ts): after rehype-section-bodies, so an item's h2 and
 * its section body move into the item's wrapper together and the body keeps content-visibility.
 */
export default function rehypeYourVersionMarks() {
  return (tree: Root) => addYourVersionMarks(tree);
}

function addYourVersionMarks(tree: Root) {
  markRows(tree);
  markChanges(tree);
  markSections(tree);
}
