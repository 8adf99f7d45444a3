import GithubSlugger from 'github-slugger';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { failOnUnclosedDirectives, groupTitledAdmonitions } from './mdx/remark-admonitions.mjs';

export type Heading = { depth: number; text: string; id: string };

/** The same parser chain the MDX build uses, minus the output stages. */
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * Parses an MDX body, failing with the file, line and column on invalid MDX (the message says what
 * the parser expected, which is the fix).
 */
export function parseMdx(body: string, file: string, lineOffset = 0): Root {
  try {
    const tree = mdxParser.parse(body) as Root;
    groupTitledAdmonitions(tree); // as the MDX build does, so ":::tip Title" is not read as text
    failOnUnclosedDirectives(tree, body);
    return tree;
  } catch (error) {
    const { place, fix } = error as { place?: { line?: number; column?: number }; fix?: string };
    const line = (place?.line ?? 1) + lineOffset;
    throw new Error(`${file}:${line}:${place?.column ?? 1}: invalid MDX: ${(error as Error).message}. Fix: ${fix ?? 'escape "{" and "<" in prose as \\{ and &lt;, or put them in `code`'}`);
  }
}

/**
 * Heading ids exactly as rehype-slug assigns them on the page (github-slugger over the heading's
 * text, in document order), so the TOC, search anchors and link checks agree with the HTML.
 */
export function extractHeadings(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const node of walk(tree)) {
    if (node.type === 'heading') {
      const text = toString(node);
      headings.push({ depth: node.depth, text, id: slugger.slug(text) });
    }
  }
  return headings;
}

// rehype-slug also counts h1s and headings nested in JSX or admonitions, so walk every node.
function* walk(node: Root | Root['children'][number]): Generator<Root['children'][number]> {
  if (node.type !== 'root') yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child as Root['children'][number]);
}
