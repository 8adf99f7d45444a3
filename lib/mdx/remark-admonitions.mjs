// Remark plugin: turns :::note / :::tip / :::info / :::warning / :::danger container directives
// (remark-directive) into <Admonition type title> elements; :::tip[Custom title] sets the title.
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'];

export default function remarkAdmonitions() {
  return (tree, file) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        if (!ADMONITION_TYPES.includes(node.name)) {
          file.fail(`Unknown admonition ":::${node.name}"; use one of ${ADMONITION_TYPES.join(', ')}`, node);
        }
        const labelNode = node.children[0]?.data?.directiveLabel ? node.children.shift() : undefined;
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
        if (labelNode) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: toString(labelNode) });
        parent.children[index] = { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: node.children };
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
