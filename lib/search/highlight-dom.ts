// Marks search words in rendered page content, and removes the marks again.
import { highlightPattern } from './query';

const MARK_CLASS = 'search-highlight';

/** Wraps every match of the query's words in `root` in <mark>; returns how many it marked. */
export function markMatches(root: Element, query: string): number {
  const pattern = highlightPattern(query);
  if (!pattern) return 0;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest('mark, button, script, style'))) textNodes.push(node as Text);
  }
  let count = 0;
  for (const node of textNodes) {
    const text = node.data;
    const matches = [...text.matchAll(new RegExp(pattern.source, 'giu'))];
    if (matches.length === 0) continue;
    const fragment = root.ownerDocument.createDocumentFragment();
    let last = 0;
    for (const m of matches) {
      fragment.append(text.slice(last, m.index));
      const mark = root.ownerDocument.createElement('mark');
      mark.className = MARK_CLASS;
      mark.textContent = m[0];
      fragment.append(mark);
      last = m.index + m[0].length;
      count++;
    }
    fragment.append(text.slice(last));
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
