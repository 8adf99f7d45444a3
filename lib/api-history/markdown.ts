// Plain Markdown for what remark.ts generates (those nodes have no source to copy), and
// the "Added in" line the Markdown twins carry under an item's heading instead of the badge.
import type { Nodes } from 'mdast';

function inline(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if (node.type === 'link') return `[${node.children.map(inline).join('')}](${node.url})`;
  return 'children' in node ? node.children.map((child) => inline(child as Nodes)).join('') : '';
}

/** A generated block as Markdown: headings, paragraphs, lists, tables, and the boxes around them. */
export function generatedMarkdown(node: Nodes): string {
  switch (node.type) {
    case 'heading':
      return `${'#'.repeat(node.depth)} ${inline(node)}`;
    case 'paragraph':
      return inline(node);
    case 'list':
      return node.children.map((item) => `- ${item.children.map((child) => generatedMarkdown(child as Nodes)).join(' ')}`).join('\n');
    case 'table': {
      const rows = node.children.map((row) => `| ${row.children.map((cell) => inline(cell).replace(/\|/g, '\\|')).join(' | ')} |`);
      return [rows[0], `|${' --- |'.repeat(node.children[0].children.length)}`, ...rows.slice(1)].join('\n');
    }
    default:
      return 'children' in node ? node.children.map((child) => generatedMarkdown(child as Nodes)).join('\n\n') : '';
  }
}

/** True for a block lib/api-history/remark.ts added (it has no source text to copy). */
export function isGeneratedBlock(node: Nodes): boolean {
  return (node.data as { apiHistory?: boolean } | undefined)?.apiHistory === true;
}

/** "Added in framework v4.2.0 (client 3.2.0)" when remark.ts marked the node as an item, else undefined. */
export function addedSentenceOf(node: Nodes): string | undefined {
  const badges = (node.data as { apiBadges?: { sentence: string }[] } | undefined)?.apiBadges;
  return badges?.length ? badges.map((badge) => badge.sentence).join('; ') : undefined;
}
