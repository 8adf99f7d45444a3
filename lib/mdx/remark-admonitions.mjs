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
 * The paragraph a ":::" closer ends up in: the block itself, or, when the closer directly follows a
 * list or quote with no blank line, the last paragraph inside it (Markdown continues it lazily).
 */
function closingParagraph(node) {
  let last = node;
  while (last && last.type !== 'paragraph' && Array.isArray(last.children)) last = last.children.at(-1);
  return last?.type === 'paragraph' && /(^|\n):::$/.test(toString(last)) ? last : undefined;
}

/**
 * The Docusaurus spelling is not a directive to the parser: ":::tip Title" arrives as a paragraph,
 * either holding the whole admonition or followed by sibling blocks up to the block that ends in
 * ":::". An opener without a closer is a writer's mistake and fails with its line.
 */
export function groupTitledAdmonitions(tree) {
  visit(tree, (parent) => {
    if (!Array.isArray(parent.children)) return;
    for (let i = 0; i < parent.children.length; i++) {
      const match = OPENER.exec(firstLine(parent.children[i]) ?? '');
      if (!match) continue;
      const opener = parent.children[i];
      const text = opener.children[0];
      const rest = text.value.split('\n').slice(1).join('\n');
      const closesItself = rest !== '' || opener.children.length > 1 ? closingParagraph(opener) : undefined;
      const end = closesItself ? i : parent.children.findIndex((node, j) => j > i && closingParagraph(node));
      if (end === -1) {
        throw Object.assign(new Error(`":::${match[1]}" is never closed`), { place: opener.position?.start, fix: 'end the admonition with a line holding only ":::"' });
      }
      text.value = rest;
      if (text.value === '') opener.children.shift();
      stripCloser(closingParagraph(parent.children[end]) ?? opener);
      const body = [opener, ...parent.children.slice(i + 1, end + 1)];
      parent.children.splice(i, end - i + 1, element(match[1], match[2]?.trim(), body.filter((n) => n.type !== 'paragraph' || n.children.length)));
    }
  });
}

/**
 * The directive spelling without its closing ":::" is valid to the parser, which ends the
 * admonition with the page (or with the list or quote holding it): the rest of the page would
 * quietly become the note. So a container whose last line is not a fence fails with its line.
 */
export function failOnUnclosedDirectives(tree, source) {
  visit(tree, 'containerDirective', (node) => {
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return;
    const lastLine = source.slice(start.offset, end.offset).split('\n').at(-1);
    if (!/^[>\s]*:{3,}\s*$/.test(lastLine)) {
      throw Object.assign(new Error(`":::${node.name}" is never closed`), { place: start, fix: 'end the admonition with a line holding only ":::"' });
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
