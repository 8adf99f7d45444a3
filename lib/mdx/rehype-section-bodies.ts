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
// A skipped body takes the height given by contain-intrinsic-height until it is first rendered (then
// `auto` remembers the real one). The build estimates that height from the content and errs high: a
// body shorter than its content would let the laid-out content run over the headings below it, and
// tools that read the layout (axe's target-size check, Lighthouse) would find its buttons under the
// next heading. A body taller than its content only makes the scrollbar a little long until the
// reader gets there.
//
// The text column's width, and so the height, changes with the window: on the desktop it grows from
// about 400 px at 997 px to 836 px at 1445 px, on a phone from 320 px at 360 px to 956 px at 996 px;
// and in a column narrower than 36rem tables are cards (app/globals.css). One estimate per layout,
// made for one width, was 20-40 % short at 997-1199 px and twice the real height at 700-996 px. So
// the build estimates each stretch of widths with one table style at both its ends and gives CSS the
// straight line between them, in `vw`: text height falls as 1/width, a convex curve, so the line
// lies above it and errs high too.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { siteConfig } from '../site-config';

/** `column` is the text column's width in px (a diagram grows with it). */
type Layout = { charsPerLine: number; column: number; tableCards: boolean; codeBand: number };

/**
 * The text column's width at a window width, from app/globals.css: on the desktop, the window less
 * the sidebar (280 px), the TOC (250 px) and a classic scrollbar (15 px), the column being at most
 * 900 px, less its padding (2 x 2rem); on a phone, the window less 2 x 1.25rem.
 */
const DESKTOP_CHROME = 280 + 250 + 15;
const DESKTOP_COLUMN_MAX = 900;
const desktopText = (window: number) => Math.min(DESKTOP_COLUMN_MAX, window - DESKTOP_CHROME) - 64;
const phoneText = (window: number) => window - 40;
/** The container query's 36rem: in a narrower column, a table shows one card per row. */
const CARD_COLUMN = 576;

/** A stretch of window widths with one table style, where the estimate is a straight line. */
type Stretch = { from: number; to: number; layout: (window: number) => Layout };

/**
 * A layout's window widths cut where its tables stop being cards. Characters per line are measured
 * ones (70 in the 606 px column of a 1200 px window; 34 at 360 px); on a phone, code blocks have a
 * band for the copy button above their first line. Code never wraps: it scrolls sideways.
 */
function stretches(from: number, to: number, text: (window: number) => number, pxPerChar: number, codeBand: number): Stretch[] {
  let cardsUntil = from;
  while (cardsUntil < to && text(cardsUntil) < CARD_COLUMN) cardsUntil++;
  const layout = (tableCards: boolean) => (window: number) => ({ charsPerLine: text(window) / pxPerChar, column: text(window), tableCards, codeBand });
  return [
    { from, to: cardsUntil, layout: layout(true) },
    { from: cardsUntil, to, layout: layout(false) },
  ].filter((stretch) => stretch.to > stretch.from);
}

const DESKTOP = stretches(siteConfig.mobileBreakpointPx + 1, DESKTOP_CHROME + DESKTOP_COLUMN_MAX, desktopText, 606 / 70, 0);
const PHONE = stretches(360, siteConfig.mobileBreakpointPx, phoneText, 320 / 34, 30);

/** Rough rendered sizes, in px, of the article's blocks (app/globals.css). */
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

/** An inline code span's padding and its wider glyphs take about two characters' room more. */
const INLINE_CODE_EXTRA = 2;

/** How many characters' room a node's text takes on a line. */
function textLength(node: Element | ElementContent): number {
  if (node.type === 'text') return node.value.length;
  if (node.type !== 'element') return 0;
  return node.children.reduce((sum, child) => sum + textLength(child), node.tagName === 'code' ? INLINE_CODE_EXTRA : 0);
}

/** Lines of wrapped text: a line breaks before a word that does not fit, so about two characters of each go unused. */
const lines = (length: number, perLine: number) => Math.max(1, Math.ceil(length / (perLine - 2)));
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
    const cellLines = (cell: Element) => lines(String(cell.properties?.dataLabel ?? '').length + 2 + textLength(cell), layout.charsPerLine - 4);
    const card = (row: Element) => CARD_CHROME + CARD_HEADING_RULE + cellsOf(row).reduce((sum, cell) => sum + cellLines(cell) * LINE + 5, 0);
    return rows.filter((row) => !cellsOf(row).some((cell) => cell.tagName === 'th')).reduce((sum, row) => sum + card(row), 0) + BLOCK_GAP;
  }
  const widest: number[] = [];
  for (const row of rows) cellsOf(row).forEach((cell, i) => (widest[i] = Math.max(widest[i] ?? 0, textLength(cell) + 3)));
  const total = widest.reduce((sum, n) => sum + n, 0);
  const perLine = widest.map((n) => Math.max(6, (layout.charsPerLine * n) / total - 3));
  const row = (r: Element) => Math.max(1, ...cellsOf(r).map((cell, i) => lines(textLength(cell), perLine[i]))) * LINE + 14;
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
  if (node.type === 'text') return node.value.trim() ? lines(node.value.length, layout.charsPerLine) * LINE : 0;
  if (node.type !== 'element') return 0;
  const children = () => node.children.reduce((sum, child) => sum + estimate(child, layout), 0);
  switch (node.tagName) {
    case 'h3': case 'h4': case 'h5': case 'h6':
      return 48 + lines(textLength(node), layout.charsPerLine / 1.3) * LINE;
    case 'li': case 'dd':
      // A list item may hold paragraphs and code blocks of its own ("loose" Markdown lists).
      if (node.children.some((child) => child.type === 'element' && BLOCKS.has(child.tagName))) return children() + BLOCK_GAP / 2;
    // falls through: a tight item is a line of text, like a paragraph
    case 'p': case 'dt': case 'figcaption':
      return lines(textLength(node), layout.charsPerLine) * LINE + BLOCK_GAP / 2;
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

/**
 * A body's estimated height across a layout's widths, as a CSS length: for each stretch, the line
 * through its heights at both ends, cut off past the stretch's end (a line times 1e5 that turns
 * negative there), and never less than the height at the widest window. Where the content grows
 * with the column (a diagram), a stretch's taller end holds for all of it.
 */
function heightAcross(children: RootContent[], layout: Stretch[]): string {
  const height = (stretch: Stretch, window: number) => Math.round(children.reduce((sum, child) => sum + estimate(child, stretch.layout(window)), 0));
  const last = layout.at(-1)!;
  const pieces = layout.map((stretch) => {
    const [start, end] = [height(stretch, stretch.from), height(stretch, stretch.to)];
    const line = start <= end ? `${end}px` : `${start}px - ${((start - end) / (stretch.to - stretch.from)).toFixed(3)}*(100vw - ${stretch.from}px)`;
    return stretch === last ? line : `min(${line}, (${stretch.to}px - 100vw)*1e5)`;
  });
  return `max(${height(last, last.to)}px, ${pieces.join(', ')})`;
}

function sectionBody(children: RootContent[]): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['section-body'], style: `--section-height:${heightAcross(children, DESKTOP)};--section-height-narrow:${heightAcross(children, PHONE)}` },
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
