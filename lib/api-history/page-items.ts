// Finds the API items a page documents, as the reader sees them: function headings
// ("## os.getEnv(key)"), event and error-code headings, neu command headings, and the first cell
// of reference table rows (globals, config keys, internal arguments, neu options). The build checks
// these against content/api-history, and the badges are placed on exactly these nodes.
import type { Heading as MdastHeading, InlineCode, Nodes, Parent, Root, Table, TableCell, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Heading } from '../headings';

export type PageItem = {
  id: string;
  /** The heading, or the first cell of the row, that names the item. */
  node: MdastHeading | TableCell;
  /** The block the History list goes after: the heading itself, or the row's table. */
  block: MdastHeading | Table;
  parent: Parent;
  /** The table row that names the item; it gets `anchor` as its id. */
  row?: TableRow;
  /** Id of the item's entry: its own heading's, or its row's ("key-modes-window-center"). */
  anchor: string;
  /**
   * Id that leads to this item itself: `anchor`, except for the second and later items of a row
   * that names several (`browserBinaryLinux`, `browserBinaryDarwin`), whose own code gets it.
   */
  ownAnchor: string;
  /** The inline code that names the item in its row, which carries `ownAnchor` when it is not `anchor`. */
  code?: InlineCode;
  line: number;
};

const FUNCTION_HEADING = /^(?:Neutralino\.)?([a-z]\w*(?:\.\w+)*)\(.*\)$/;
/** A native method the binary routes but the client library has no function for. */
const NATIVE_ONLY_HEADING = /^Not in the client library: ([a-z]\w*\.\w+)$/;
const CLI_FLAG = /^--[a-z][\w-]*$/;

/** The item a heading names on page `docId`, if it names one. */
function headingItem(docId: string, depth: number, text: string): string | undefined {
  if (docId === 'api/error-codes') return depth === 3 && /^NE_[A-Z0-9_]+$/.test(text) ? text : undefined;
  if (docId === 'cli/neu-cli') return depth === 3 && /^neu [a-z]+$/.test(text) ? text : undefined;
  if (!docId.startsWith('api/')) return undefined;
  if (depth === 2) return (FUNCTION_HEADING.exec(text) ?? NATIVE_ONLY_HEADING.exec(text))?.[1];
  if (docId === 'api/events' && depth === 3 && /^[a-z][A-Za-z]+$/.test(text)) return text;
  return undefined;
}

/**
 * Reference tables: on which page, the header of their first column, what a name in it looks like,
 * and the word before a row's id, which keeps row ids apart from heading ids ("key-modes-window").
 */
const ROW_TABLES: Record<string, { header: string; name: RegExp; rowIdPrefix: string }> = {
  'api/global-variables': { header: 'Name', name: /^NL_[A-Z0-9_]+$/, rowIdPrefix: 'global' },
  'configuration/neutralino.config.json': { header: 'Key', name: /^\$?[A-Za-z][\w.[\]]*$/, rowIdPrefix: 'key' },
  'cli/internal-cli-arguments': { header: 'Argument', name: CLI_FLAG, rowIdPrefix: 'argument' },
  'cli/neu-cli': { header: 'Option', name: CLI_FLAG, rowIdPrefix: 'option' },
};

/** "key-modes-window-center" for modes.window.center, "option-neu-run-arch" for neu run --arch. */
function rowId(docId: string, itemId: string): string {
  return `${ROW_TABLES[docId].rowIdPrefix}-${itemId.toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

function inlineCodes(node: Nodes): InlineCode[] {
  if (node.type === 'inlineCode') return [node];
  return 'children' in node ? node.children.flatMap((child) => inlineCodes(child as Nodes)) : [];
}

const NESTED_KEY = /^[a-z]\w*(\.[a-z]\w*)+$/;

/**
 * The object a config table's bare key names belong to: "reads these keys from `modes.window`:"
 * before a table of `center`, `x`, ... makes them modes.window.center, modes.window.x. Only when
 * no row is a dotted path already and the paragraph names exactly one nested object.
 */
function keyPrefix(docId: string, previous: Nodes | undefined, names: string[]): string {
  if (docId !== 'configuration/neutralino.config.json' || previous?.type !== 'paragraph' || names.some((name) => name.includes('.'))) return '';
  const objects = inlineCodes(previous).map((code) => code.value.trim()).filter((code) => NESTED_KEY.test(code));
  return objects.length === 1 ? `${objects[0]}.` : '';
}

/**
 * The items a table's rows name. A neu option row names one option (`-r`, `--release`: the long
 * flag); other rows name every matching code of their first cell (`x`, `y` are two keys).
 */
function rowItems(docId: string, table: Table, command: string | undefined, previous: Nodes | undefined): { id: string; cell: TableCell; row: TableRow; code: InlineCode }[] {
  const rule = ROW_TABLES[docId];
  if (!rule || toString(table.children[0]?.children[0] ?? { type: 'text', value: '' }).trim() !== rule.header) return [];
  if (docId === 'cli/neu-cli' && !command) return [];
  const rows = table.children.slice(1).flatMap((row) => {
    const cell = row.children[0];
    const names = (cell ? inlineCodes(cell) : []).map((code) => ({ code, name: code.value.trim().split(/[\s=]/)[0] })).filter(({ name }) => rule.name.test(name));
    return (command ? names.slice(0, 1) : names).map(({ code, name }) => ({ name, cell, row, code }));
  });
  const prefix = command ? `${command} ` : keyPrefix(docId, previous, rows.map((row) => row.name));
  return rows.map(({ name, cell, row, code }) => ({ id: `${prefix}${name}`, cell, row, code }));
}

/**
 * The items on a page, in document order. `headings` are the page's headings as lib/headings.ts
 * numbers them (the same order this walk meets them), for the anchors.
 */
export function findPageItems(tree: Root, docId: string, headings: Heading[], lineOffset = 0): PageItem[] {
  const items: PageItem[] = [];
  let headingIndex = 0;
  let anchor = '';
  let command: string | undefined; // the neu command whose options a table lists
  // A row naming two items (`x`, `y`) has one id, its first item's; the second item's own id goes on
  // its code. Ids stay unique on the page.
  const rowAnchors = new Map<TableRow, string>();
  const usedRowIds = new Set<string>();
  const uniqueRowId = (itemId: string) => {
    const wanted = rowId(docId, itemId);
    let id = wanted;
    for (let n = 2; usedRowIds.has(id); n++) id = `${wanted}-${n}`;
    usedRowIds.add(id);
    return id;
  };
  const walk = (parent: Parent) => {
    let previous: Nodes | undefined;
    for (const node of parent.children as Nodes[]) {
      const before = previous;
      previous = node;
      const line = (node.position?.start.line ?? 1) + lineOffset;
      if (node.type === 'heading') {
        const heading = headings[headingIndex++];
        anchor = heading?.id ?? anchor;
        const id = headingItem(docId, node.depth, toString(node));
        if (docId === 'cli/neu-cli' && node.depth <= 3) command = id;
        if (id) items.push({ id, node, block: node, parent, anchor, ownAnchor: anchor, line });
        continue;
      }
      if (node.type === 'table') {
        for (const { id, cell, row, code } of rowItems(docId, node, command, before)) {
          const rowAnchor = rowAnchors.get(row);
          const ownAnchor = uniqueRowId(id);
          if (!rowAnchor) rowAnchors.set(row, ownAnchor);
          items.push({ id, node: cell, row, code, block: node, parent, anchor: rowAnchor ?? ownAnchor, ownAnchor, line: (cell.position?.start.line ?? 1) + lineOffset });
        }
        continue;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
  return items;
}
