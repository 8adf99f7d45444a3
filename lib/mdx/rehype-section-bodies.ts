// Rehype plugin: wraps what follows each h2 of an article, up to the next h2, in
// <div class="section-body">, which the stylesheet gives `content-visibility: auto` (issue 33).
//
// Why: the long reference pages have 2,500-3,500 elements, most of them code tokens and table
// cells far below the fold. Every full style recalculation (the theme toggle, a font load) touched
// all of them: 300-500 ms at 4x CPU on /docs/api/filesystem. With the section bodies skipped until
// they near the viewport, the browser styles, lays out and paints only what is on screen; the text
// stays in the DOM, so find-in-page, anchors, the search highlight and assistive technology see all
// of it.
//
// A skipped body takes the height given by contain-intrinsic-size until it is first rendered (then
// `auto` remembers the real one). The build estimates that height from the content, for the desktop
// column and for a phone, and errs high: a body shorter than its content would let the laid-out
// content run over the headings below it, and tools that read the layout (axe's target-size check,
// Lighthouse) would find its buttons under the next heading. A body taller than its content only
// makes the scrollbar a little long until the reader gets there.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';

/** `column` is the widest the text column gets in the layout (a diagram grows with it), in px. */
type Layout = { charsPerLine: number; column: number; tableCards: boolean; codeBand: number };

/**
 * Rough rendered sizes, in px, of the article's blocks (app/globals.css), per layout, taken at the
 * narrowest width each estimate must cover: a 1200 px window for the desktop column (from about
 * 1170 px on, tables are tables) and a 360 px phone, where tables are cards and code blocks have a
 * band for the copy button above their first line. Code never wraps: it scrolls sideways.
 */
const LAYOUTS: Record<'wide' | 'narrow', Layout> = {
  wide: { charsPerLine: 70, column: 836, tableCards: false, codeBand: 0 },
  narrow: { charsPerLine: 34, column: 956, tableCards: true, codeBand: 30 },
};
const LINE = 26.4;
const CODE_LINE = 21.7;
const CODE_PADDING = 34;
const BLOCK_GAP = 16;
const CARD_CHROME = 30; // a table row as a card: padding, border and the gap below it
const CARD_HEADING_RULE = 12; // the rule under a card's first cell

/** Blocks with a margin around them. */
const SPACED = new Set(['figure', 'aside', 'blockquote']);
/** What makes a list item "loose": it holds blocks of its own. */
const BLOCKS = new Set([...SPACED, 'p', 'pre', 'div', 'details', 'table', 'ul', 'ol']);

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));
const cellsOf = (row: Element) => row.children.filter((cell): cell is Element => cell.type === 'element');

const rowsOf = (table: Element): Element[] =>
  table.children.flatMap((part) => (part.type === 'element' ? (part.tagName === 'tr' ? [part] : part.children.filter((row): row is Element => row.type === 'element' && row.tagName === 'tr')) : []));

/**
 * A table as the browser's automatic layout draws it: each column about as wide as its share of the
 * longest cells, each row as tall as its tallest cell. On a phone every row is a card instead, each
 * cell on its own lines after its column's name (lib/mdx/table-labels.ts), and the header row hidden.
 */
function tableHeight(table: Element, layout: Layout): number {
  const rows = rowsOf(table);
  if (layout.tableCards) {
    const cellLines = (cell: Element) => lines(`${cell.properties?.dataLabel ?? ''}: ${toString(cell)}`, layout.charsPerLine - 4);
    const card = (row: Element) => CARD_CHROME + CARD_HEADING_RULE + cellsOf(row).reduce((sum, cell) => sum + cellLines(cell) * LINE + 5, 0);
    return rows.filter((row) => !cellsOf(row).some((cell) => cell.tagName === 'th')).reduce((sum, row) => sum + card(row), 0) + BLOCK_GAP;
  }
  const widest: number[] = [];
  for (const row of rows) cellsOf(row).forEach((cell, i) => (widest[i] = Math.max(widest[i] ?? 0, toString(cell).length + 3)));
  const total = widest.reduce((sum, n) => sum + n, 0);
  const perLine = widest.map((n) => Math.max(6, (layout.charsPerLine * n) / total - 3));
  const row = (r: Element) => Math.max(1, ...cellsOf(r).map((cell, i) => lines(toString(cell), perLine[i]))) * LINE + 14;
  return rows.reduce((sum, r) => sum + row(r), 0) + BLOCK_GAP;
}

/** An SVG drawn at its column's width (at most its max-width), in its viewBox's proportions. */
function svgHeight(svg: Element, layout: Layout): number {
  const [, , width, height] = String(svg.properties?.viewBox ?? '').split(/[\s,]+/).map(Number);
  if (!width || !height) return 0;
  const maxWidth = Number(/max-width:\s*(\d+)px/.exec(String(svg.properties?.style ?? ''))?.[1] ?? layout.column);
  return (Math.min(maxWidth, layout.column) * height) / width + 2 * BLOCK_GAP;
}

function estimate(node: ElementContent | RootContent, layout: Layout): number {
  if (node.type === 'text') return node.value.trim() ? lines(node.value, layout.charsPerLine) * LINE : 0;
  if (node.type !== 'element') return 0;
  const children = () => node.children.reduce((sum, child) => sum + estimate(child, layout), 0);
  switch (node.tagName) {
    case 'h3': case 'h4': case 'h5': case 'h6':
      return 48 + lines(toString(node), layout.charsPerLine / 1.3) * LINE;
    case 'li': case 'dd':
      // A list item may hold paragraphs and code blocks of its own ("loose" Markdown lists).
      if (node.children.some((child) => child.type === 'element' && BLOCKS.has(child.tagName))) return children() + BLOCK_GAP / 2;
    // falls through: a tight item is a line of text, like a paragraph
    case 'p': case 'dt': case 'figcaption':
      return lines(toString(node), layout.charsPerLine) * LINE + BLOCK_GAP / 2;
    case 'pre':
      return toString(node).split('\n').length * CODE_LINE + CODE_PADDING + layout.codeBand;
    case 'table':
      return tableHeight(node, layout);
    case 'svg':
      return svgHeight(node, layout);
    case 'ul': case 'ol': {
      // Items are indented by about three characters' width.
      const indented = { ...layout, charsPerLine: layout.charsPerLine - 3 };
      return node.children.reduce((sum, child) => sum + estimate(child, indented), 0) + BLOCK_GAP;
    }
    case 'summary':
      return LINE + BLOCK_GAP;
    case 'details':
      // Closed by default: only its summary shows.
      return node.properties?.open ? children() : estimate(node.children.find((c) => c.type === 'element' && c.tagName === 'summary') ?? node, layout);
    default:
      return children() + (SPACED.has(node.tagName) ? BLOCK_GAP : 0);
  }
}

function sectionBody(children: RootContent[]): Element {
  const height = (layout: Layout) => Math.round(children.reduce((sum, child) => sum + estimate(child, layout), 0));
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['section-body'], style: `--section-height:${height(LAYOUTS.wide)}px;--section-height-narrow:${height(LAYOUTS.narrow)}px` },
    children: children as ElementContent[],
  };
}

const isH2 = (node: RootContent) => node.type === 'element' && node.tagName === 'h2';

export default function rehypeSectionBodies() {
  return (tree: Root) => {
    const result: RootContent[] = [];
    let body: RootContent[] | undefined;
    const close = () => {
      if (body?.some((node) => node.type === 'element')) result.push(sectionBody(body));
      else if (body) result.push(...body);
      body = undefined;
    };
    for (const node of tree.children) {
      if (isH2(node)) {
        close();
        result.push(node);
        body = [];
      } else if (body) body.push(node);
      else result.push(node);
    }
    close();
    tree.children = result;
  };
}
