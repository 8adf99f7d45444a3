// Rehype plugin: puts a <wbr> at each seam of the article's long identifiers, paths and URLs
// (lib/line-breaks.ts), in prose, headings, tables and inline code alike, so CSS need not break
// words anywhere to keep a phone's page and a table's columns narrow. Code blocks keep their text
// as it is: they scroll. It runs last, after the heading ids and labels were read from the text.
import type { Element, ElementContent, Root } from 'hast';
import { lineBreakPieces } from '../line-breaks';

const KEEP_AS_IS = new Set(['pre', 'script', 'style', 'svg', 'kbd']);

function withBreaks(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      const classes = child.properties.className;
      if (!KEEP_AS_IS.has(child.tagName) && !(Array.isArray(classes) && classes.includes('api-badge'))) child.children = withBreaks(child.children);
      return [child];
    }
    if (child.type !== 'text') return [child];
    const pieces = lineBreakPieces(child.value);
    return pieces.flatMap((value, i): ElementContent[] => [
      ...(i > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element] : []),
      { type: 'text', value },
    ]);
  });
}

export default function rehypeLineBreaks() {
  return (tree: Root) => {
    tree.children = withBreaks(tree.children as ElementContent[]) as Root['children'];
  };
}
