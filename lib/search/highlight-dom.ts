// Marks a query's words in rendered page content (the ?q= of a search result), and removes the
// marks again. It needs lunr's stemmer, so the highlighter loads this module only on a page opened
// with a query: no other page downloads it.
import lunr from 'lunr';
import { markWords, wordMatcher } from './marks';
import { termForms } from './tokenizer';

const MARK_CLASS = 'search-highlight';

/** Wraps the words of `root` that `query` matches (lib/search/marks.ts) in <mark>; returns how many it marked. */
export function markMatches(root: Element, query: string): number {
  const matches = wordMatcher(query, termForms(lunr));
  if (!matches) return 0;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest('mark, button, script, style'))) textNodes.push(node as Text);
  }
  let count = 0;
  for (const node of textNodes) {
    const parts = markWords(node.data, matches);
    if (!parts.some((part) => part.match)) continue;
    const fragment = root.ownerDocument.createDocumentFragment();
    for (const part of parts) {
      if (!part.match) {
        fragment.append(part.text);
        continue;
      }
      const mark = root.ownerDocument.createElement('mark');
      mark.className = MARK_CLASS;
      mark.textContent = part.text;
      fragment.append(mark);
      count++;
    }
    node.replaceWith(fragment);
  }
  return count;
}

export function clearMarks(root: ParentNode) {
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`)) {
    const parent = mark.parentNode;
    mark.replaceWith(...mark.childNodes);
    parent?.normalize();
  }
}
