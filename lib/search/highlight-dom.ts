// Marks a query's words in rendered page content (the ?q= of a search result), and removes the
// marks again. It needs lunr's stemmer, so the highlighter loads this module only on a page opened
// with a query: no other page downloads it.
import lunr from 'lunr';
import { markWords, wordMatcher } from './marks';
import { termForms } from './tokenizer';

const MARK_CLASS = 'search-highlight';

/**
 * The element boundaries a word's text crosses without ending: the build's seams (<wbr>) and its runs
 * kept whole (span.nowrap), both from lib/line-breaks.ts. "update<wbr>Spawned<wbr>Process" in a
 * heading is one word in three text nodes.
 */
const joinsWord = (node: Node | null): node is Element => node instanceof Element && (node.tagName === 'WBR' || node.classList.contains('nowrap'));

/** The text node that continues `node`'s word across such boundaries, if any. */
function nextInWord(node: Text): Text | undefined {
  let at: Node = node;
  while (!at.nextSibling && joinsWord(at.parentElement)) at = at.parentElement!;
  for (let next = at.nextSibling; next; next = next.nextSibling) {
    if (next.nodeType === Node.TEXT_NODE) return next as Text;
    if (!joinsWord(next)) return undefined;
    if (next.tagName === 'WBR') continue;
    const first = next.firstChild;
    return first?.nodeType === Node.TEXT_NODE ? (first as Text) : undefined;
  }
  return undefined;
}

/**
 * Wraps the words of `root` that `query` matches (lib/search/marks.ts) in <mark>; returns how many
 * words it marked. Text nodes that one word runs across are matched as one text, and each node's
 * share of a matched word gets its own mark.
 */
export function markMatches(root: Element, query: string): number {
  const matches = wordMatcher(query, termForms(lunr));
  if (!matches) return 0;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest('mark, button, script, style'))) textNodes.push(node as Text);
  }
  let count = 0;
  for (let i = 0; i < textNodes.length; ) {
    const run = [textNodes[i++]];
    while (i < textNodes.length && nextInWord(run.at(-1)!) === textNodes[i]) run.push(textNodes[i++]);
    const ranges: [number, number][] = [];
    let at = 0;
    for (const part of markWords(run.map((node) => node.data).join(''), matches)) {
      if (part.match) ranges.push([at, at + part.text.length]);
      at += part.text.length;
    }
    count += ranges.length;
    let offset = 0;
    for (const node of run) {
      const start = offset;
      offset += node.data.length;
      const own = ranges.map(([from, to]): [number, number] => [Math.max(from, start) - start, Math.min(to, offset) - start]).filter(([from, to]) => from < to);
      if (own.length) markRanges(node, own);
    }
  }
  return count;
}

/** Replaces `node` with its text, the given ranges of it wrapped in marks. */
function markRanges(node: Text, ranges: [number, number][]) {
  const document = node.ownerDocument;
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const [from, to] of ranges) {
    if (from > last) fragment.append(node.data.slice(last, from));
    const mark = document.createElement('mark');
    mark.className = MARK_CLASS;
    mark.textContent = node.data.slice(from, to);
    fragment.append(mark);
    last = to;
  }
  if (last < node.data.length) fragment.append(node.data.slice(last));
  node.replaceWith(fragment);
}

export function clearMarks(root: ParentNode) {
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`)) {
    const parent = mark.parentNode;
    mark.replaceWith(...mark.childNodes);
    parent?.normalize();
  }
}
