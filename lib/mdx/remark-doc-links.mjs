// Remark plugin: rewrites links written as files (./os.md, ../api/os.mdx, os.html) to routes, and
// warns with file:line when a file link points at a doc that does not exist.
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { docIdFromFile, rewriteDocHref } from './doc-links.mjs';

export default function remarkDocLinks() {
  return (tree, file) => {
    const fromId = file.path ? docIdFromFile(file.path) : undefined;
    if (!fromId) return;
    const docsRoot = file.path.slice(0, file.path.lastIndexOf('content/docs/') + 'content/docs/'.length);
    visit(tree, 'link', (node) => {
      const { href, targetId } = rewriteDocHref(node.url, fromId);
      node.url = href;
      if (targetId && !fs.existsSync(path.join(docsRoot, `${targetId}.mdx`))) {
        const line = node.position?.start.line ?? '?';
        console.warn(`warning: ${file.path}:${line}: Markdown link "${node.url}" does not resolve to a doc file`);
      }
    });
  };
}
