// Rehype plugin: puts a <wbr> at each seam of the article's long identifiers, paths and URLs
// (lib/line-breaks.ts), in prose, headings, tables and inline code alike, so CSS need not break
// words anywhere to keep a phone's page and a table's columns narrow. Code blocks keep their text
// as it is: they scroll. It runs last, after the heading ids and labels were read from the text.
//
// It also keeps short tokens whole where the browser would break them at a hyphen (class "nowrap"):
// in inline code, a short hyphenated word without a seam (`--window-always-on-top`) and a long flag's
// dashes with its first word; in text, an ISO date and a flag's dashes with its first word. Headings
// also get seams between the words of a long camelCase name.
import type { ElementContent, Root } from 'hast';
import { lineBreakParts, staysWhole } from '../line-breaks';

const KEEP_AS_IS = new Set(['pre', 'script', 'style', 'svg', 'kbd']);
const HEADING = /^h[1-6]$/;

function breakText(value: string, options: { camelCase: boolean; code: boolean }): ElementContent[] {
  return lineBreakParts(value, options).map((part): ElementContent => {
    if ('seam' in part) return { type: 'element', tagName: 'wbr', properties: {}, children: [] };
    if ('whole' in part) return { type: 'element', tagName: 'span', properties: { className: ['nowrap'] }, children: [{ type: 'text', value: part.whole }] };
    return { type: 'text', value: part.text };
  });
}

function withBreaks(children: ElementContent[], camelCase: boolean, code = false): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      const classes = child.properties.className;
      if (KEEP_AS_IS.has(child.tagName) || (Array.isArray(classes) && classes.includes('api-badge'))) return [child];
      const [only] = child.children;
      if (child.tagName === 'code' && child.children.length === 1 && only.type === 'text' && staysWhole(only.value)) {
        child.properties.className = [...(Array.isArray(classes) ? classes : []), 'nowrap']; // the whole span is one short token
      } else {
        child.children = withBreaks(child.children, camelCase || HEADING.test(child.tagName), code || child.tagName === 'code');
      }
      return [child];
    }
    if (child.type !== 'text') return [child];
    return breakText(child.value, { camelCase, code });
  });
}

export default function rehypeLineBreaks() {
  return (tree: Root) => {
    tree.children = withBreaks(tree.children as ElementContent[], false) as Root['children'];
  };
}
