// Column widths for a Markdown table, fixed when the page is built.
//
// With the browser's automatic table layout a column's width depends on every row, and a browser
// paints a page while its HTML is still arriving: a table split across two network chunks is
// laid out from its first rows, then its columns jump when the rest arrives (a layout shift CI
// caught on /docs). A <colgroup> of percentages settles the columns from the first byte. The
// percentages imitate what the automatic layout would choose at the desktop width, estimated from
// the cells' text, and the layout stays automatic so a long word still widens its column on a
// narrow screen rather than overflowing.
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';

// Widths are counted in average characters of the table's text (15.2 px sans-serif, about 7.2 px).
/** The article's text column at desktop width: 836 px. */
const DESKTOP_CHARACTERS = 116;
/** A cell's padding and border: 0.7rem on each side. */
const CELL_PADDING = 3.2;
/** Monospace characters of inline code are wider, and each code span has padding. */
const CODE_CHARACTER = 1.15;
const CODE_PADDING = 1;
/** A version badge (.api-badge): smaller text in a padded pill after a margin, never broken. */
const BADGE_CHARACTER = 0.8;
const BADGE_PADDING = 2.5;
/** Longer words wrap anyway (paths, URLs), so they stop counting towards a column's minimum. */
const LONGEST_WORD = 30;

/** A cell's width at its widest (one line) and at its narrowest (its longest word), in characters. */
export function measureCell(cell: Element): { widest: number; longestWord: number } {
  let widest = 0;
  let longestWord = 0;
  let word = 0;
  const endWord = () => {
    longestWord = Math.max(longestWord, word);
    word = 0;
  };
  const walk = (node: ElementContent, character: number) => {
    if (node.type === 'text') {
      for (const char of node.value) {
        if (/\s/.test(char)) {
          widest += 1;
          endWord();
        } else {
          widest += character;
          word += character;
        }
      }
      return;
    }
    if (node.type !== 'element') return;
    const badge = (node.properties.className as string[] | undefined)?.includes('api-badge');
    const padding = badge ? BADGE_PADDING : node.tagName === 'code' ? CODE_PADDING : 0;
    if (badge) endWord();
    widest += padding;
    word += padding;
    for (const child of node.children) walk(child, badge ? BADGE_CHARACTER : node.tagName === 'code' ? CODE_CHARACTER : character);
    if (badge) endWord();
  };
  for (const child of cell.children) walk(child, 1);
  endWord();
  return { widest, longestWord };
}

function rowsOf(table: Element): Element[] {
  return table.children.flatMap((child) => {
    if (child.type !== 'element') return [];
    if (child.tagName === 'tr') return [child];
    return child.children.filter((row): row is Element => row.type === 'element' && row.tagName === 'tr');
  });
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'));
}

/** Each column's share of the table width in percent, rounded to one decimal; they add up to 100. */
export function columnPercents(table: Element): number[] {
  const rows = rowsOf(table).map((row) => cellsOf(row).map(measureCell));
  const columns = Math.max(0, ...rows.map((cells) => cells.length));
  const min = Array.from({ length: columns }, () => CELL_PADDING);
  const max = Array.from({ length: columns }, () => CELL_PADDING);
  for (const cells of rows) {
    cells.forEach(({ widest, longestWord }, i) => {
      min[i] = Math.max(min[i], Math.min(longestWord, LONGEST_WORD) + CELL_PADDING);
      max[i] = Math.max(max[i], widest + CELL_PADDING);
    });
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // The automatic layout's rule: everything fits at its widest, or every column gets its narrowest
  // plus a share of the room left in proportion to how much wider it could be.
  let widths: number[];
  if (sum(max) <= DESKTOP_CHARACTERS || sum(max) === sum(min)) widths = max;
  else if (sum(min) >= DESKTOP_CHARACTERS) widths = min;
  else {
    const room = DESKTOP_CHARACTERS - sum(min);
    const stretch = sum(max) - sum(min);
    widths = min.map((narrowest, i) => narrowest + (room * (max[i] - narrowest)) / stretch);
  }
  const total = sum(widths);
  const percents = widths.map((width) => Math.round((1000 * width) / total) / 10);
  // Rounding may leave the sum a tenth off; the last column takes the difference.
  if (columns > 0) percents[columns - 1] = Math.round(10 * (100 - sum(percents.slice(0, -1)))) / 10;
  return percents;
}

/** The table with a <colgroup> of those percentages before its rows. */
export function withColumnWidths(table: Element): Element {
  const percents = columnPercents(table);
  if (percents.length === 0) return table;
  const colgroup = h('colgroup', percents.map((percent) => h('col', { style: `width:${percent}%` })));
  table.children = [colgroup, ...table.children] as ElementContent[];
  return table;
}
