// On a narrow column a reference table is shown as one block per row (app/globals.css): the first
// cell as the row's heading and each other cell after its column's name, as a parameter list reads.
// The names are written into the cells here, at build time, so no script has to copy them over.
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';

const childElements = (node: Element, tagName: string) => node.children.filter((c): c is Element => c.type === 'element' && c.tagName === tagName);

/** Gives every body cell of `table` but the first of its row (the row's heading) a data-label: its column's header text. */
export function labelCellsWithHeaders(table: Element) {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  if (!headerRow) return;
  const names = childElements(headerRow, 'th').map((th) => toString(th).trim());
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      childElements(row, 'td').forEach((cell, i) => {
        if (i > 0 && names[i]) cell.properties.dataLabel = names[i];
      });
    }
  }
}
