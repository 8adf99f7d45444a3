// Rehype plugin: gives every h2-h6 that has an id a self-link, so readers can copy a section URL.
// The visible "#" comes from CSS, so the heading's text (and the TOC and search built from it) stay clean.
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';

export default function rehypeHeadingLinks() {
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (!/^h[2-6]$/.test(node.tagName) || !node.properties?.id) return;
      node.properties.className = ['anchor-heading'];
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['heading-anchor'],
          href: `#${node.properties.id}`,
          'aria-label': `Link to section ${toString(node)}`,
        },
        children: [],
      });
    });
  };
}
