// Remark plugin: turns admonitions into <Admonition type title> elements. Both spellings work:
//   :::tip[Custom title]  (remark-directive)     and     :::tip Custom title  (Docusaurus style)
// followed by content and a closing ":::". Types: note, tip, info, warning, danger.
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'];
const OPENER = new RegExp(`^:::(${ADMONITION_TYPES.join('|')})(?:[ \\t]+(.+))?$`);

const element = (type, title, children) => ({
  type: 'mdxJsxFlowElement',
  name: 'Admonition',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'type', value: type },
    ...(title ? [{ type: 'mdxJsxAttribute', name: 'title', value: title }] : []),
  ],
  children,
});

/** The first line of a paragraph that starts with plain text, or undefined. */
function firstLine(node) {
  if (node?.type !== 'paragraph' || node.children[0]?.type !== 'text') return undefined;
  return node.children[0].value.split('\n')[0];
}

/** Removes a trailing "\n:::" (or a lone ":::") from a paragraph; true when it was there. */
function stripCloser(paragraph) {
  const last = paragraph.children.at(-1);
  if (last?.type !== 'text' || !/(^|\n):::$/.test(last.value)) return false;
  last.value = last.value.replace(/\n?:::$/, '');
  if (last.value === '') paragraph.children.pop();
  return true;
}

/**
 * The Docusaurus spelling is not a directive to the parser: ":::tip Title" arrives as a paragraph,
 * either holding the whole admonition or followed by sibling blocks up to a ":::" paragraph.
 */
export function groupTitledAdmonitions(tree) {
  visit(tree, (parent) => {
    if (!Array.isArray(parent.children)) return;
    for (let i = 0; i < parent.children.length; i++) {
      const match = OPENER.exec(firstLine(parent.children[i]) ?? '');
      if (!match) continue;
      const opener = parent.children[i];
      const text = opener.children[0];
      text.value = text.value.split('\n').slice(1).join('\n');
      if (text.value === '') opener.children.shift();
      const body = opener.children.length ? [opener] : [];
      let end = i;
      if (!(opener.children.length && stripCloser(opener))) {
        end = parent.children.findIndex((node, j) => j > i && node.type === 'paragraph' && /(^|\n):::$/.test(toString(node)));
        if (end === -1) continue; // unclosed: leave it as text
        body.push(...parent.children.slice(i + 1, end));
        const closer = parent.children[end];
        stripCloser(closer);
        if (closer.children.length) body.push(closer);
      }
      parent.children.splice(i, end - i + 1, element(match[1], match[2]?.trim(), body.filter((n) => n.type !== 'paragraph' || n.children.length)));
    }
  });
}

export default function remarkAdmonitions() {
  return (tree, file) => {
    groupTitledAdmonitions(tree);
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        if (!ADMONITION_TYPES.includes(node.name)) {
          file.fail(`Unknown admonition ":::${node.name}"; use one of ${ADMONITION_TYPES.join(', ')}`, node);
        }
        const labelNode = node.children[0]?.data?.directiveLabel ? node.children.shift() : undefined;
        parent.children[index] = element(node.name, labelNode ? toString(labelNode) : undefined, node.children);
        return;
      }
      // Text like "a:b" parses as a text directive; put it back as the text it was.
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent) {
        const prefix = node.type === 'textDirective' ? ':' : '::';
        parent.children[index] = { type: 'text', value: `${prefix}${node.name}${node.children.length ? `[${toString(node)}]` : ''}` };
      }
    });
  };
}
