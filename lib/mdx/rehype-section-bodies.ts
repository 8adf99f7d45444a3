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
// `auto` remembers the real one), so the scrollbar and anchor jumps are close to right before that.
// The build estimates that height from the content, for the desktop column and for a phone.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';

/** Rough rendered sizes, in px, of the article's blocks (app/globals.css), per layout. */
const LAYOUTS = {
  wide: { charsPerLine: 95, codeCharsPerLine: 90 },
  narrow: { charsPerLine: 40, codeCharsPerLine: 1e9 }, // phones scroll code sideways
} as const;
const LINE = 26.4;
const CODE_LINE = 21;
const BLOCK_GAP = 16;

type Layout = (typeof LAYOUTS)[keyof typeof LAYOUTS];

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));

function estimate(node: ElementContent | RootContent, layout: Layout): number {
  if (node.type === 'text') return node.value.trim() ? lines(node.value, layout.charsPerLine) * LINE : 0;
  if (node.type !== 'element') return 0;
  const children = () => node.children.reduce((sum, child) => sum + estimate(child, layout), 0);
  switch (node.tagName) {
    case 'h3': case 'h4': case 'h5': case 'h6':
      return 48 + lines(toString(node), layout.charsPerLine / 1.3) * LINE;
    case 'p': case 'li': case 'dt': case 'dd': case 'figcaption':
      return lines(toString(node), layout.charsPerLine) * LINE + BLOCK_GAP / 2;
    case 'pre':
      return toString(node).split('\n').reduce((sum, line) => sum + lines(line, layout.codeCharsPerLine) * CODE_LINE, 0) + 32;
    case 'tr': {
      const cells = node.children.filter((cell) => cell.type === 'element');
      const perCell = Math.max(8, layout.charsPerLine / cells.length);
      return Math.max(1, ...cells.map((cell) => lines(toString(cell), perCell))) * LINE + 14;
    }
    case 'summary':
      return LINE + BLOCK_GAP;
    case 'details':
      // Closed by default: only its summary shows.
      return node.properties?.open ? children() : estimate(node.children.find((c) => c.type === 'element' && c.tagName === 'summary') ?? node, layout);
    default:
      return children() + (['ul', 'ol', 'table', 'figure', 'aside', 'blockquote'].includes(node.tagName) ? BLOCK_GAP : 0);
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
