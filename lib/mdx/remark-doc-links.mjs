// Remark plugin: rewrites links written as files (./os.md, ../api/os.mdx, os.html) to routes.
// Links that resolve to no doc are reported once, with file:line, by the prebuild check
// (lib/doc-link-check.ts), not here.
import { visit } from 'unist-util-visit';
import { docIdFromFile, rewriteDocHref } from './doc-links.mjs';

export default function remarkDocLinks() {
  return (tree, file) => {
    const fromId = file.path ? docIdFromFile(file.path) : undefined;
    if (!fromId) return;
    visit(tree, 'link', (node) => {
      node.url = rewriteDocHref(node.url, fromId).href;
    });
  };
}
