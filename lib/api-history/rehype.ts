// Rehype plugin: draws the version badge ("v4.2+") on the headings and table cells that
// remark.ts marked. It runs after rehype-slug and rehype-heading-links, so heading ids and
// the self-link's label are computed from the heading's own text, never the badge's.
// The badge links to the release's notes; its accessible name and its tooltip (CSS, on hover and
// keyboard focus) are the full sentence "Added in framework v4.2.0 (client 3.2.0)".
import type { Element, ElementContent, Root } from 'hast';
import type { ApiBadge } from './remark';
import { visit } from 'unist-util-visit';

export default function rehypeApiHistory() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const { dataApiBadges, ...properties } = node.properties;
      if (typeof dataApiBadges !== 'string') return;
      node.properties = properties;
      const badges = (JSON.parse(dataApiBadges) as ApiBadge[]).flatMap(({ label, sentence, href }): ElementContent[] => [
        { type: 'text', value: ' ' },
        // The CSS tooltip shows the aria-label.
        { type: 'element', tagName: 'a', properties: { className: ['api-badge'], href, ariaLabel: sentence }, children: [{ type: 'text', value: label }] },
      ]);
      // In a heading, before the self-link, so the "#" stays last.
      const selfLink = node.children.findIndex((child) => child.type === 'element' && (child.properties.className as string[] | undefined)?.includes('heading-anchor'));
      node.children.splice(selfLink === -1 ? node.children.length : selfLink, 0, ...badges);
    });
  };
}
