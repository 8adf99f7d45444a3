// Renders a doc's MDX to the static HTML of its article, at build time. The article never changes
// in the browser, so React is given it as a string (no hydration of thousands of elements), and
// code is highlighted here, once, in both themes.
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypePrettyCode from 'rehype-pretty-code';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import type { Doc } from '../content';
import remarkAdmonitions from './remark-admonitions.mjs';
import remarkDocLinks from './remark-doc-links.mjs';
import rehypeHeadingLinks from './rehype-heading-links.mjs';
import rehypeSiteElements from './rehype-site-elements';
import rehypeSectionBodies from './rehype-section-bodies';
import rehypeLineBreaks from './rehype-line-breaks';
import remarkApiHistory from '../api-history/remark';
import rehypeApiHistory from '../api-history/rehype';
import rehypeYourVersionMarks from '../api-history/your-version-html';
import { apiHistoryContextOf } from '../api-history/docs';

// remark-rehype hands MDX nodes through untouched; rehype-site-elements turns them into HTML.
const MDX_NODES: RemarkRehypeOptions['passThrough'] = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'];

/** The article body of `doc` as HTML: headings with ids and self-links, highlighted code, site elements. */
export async function renderDocHtml(doc: Doc): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkApiHistory, { docId: doc.id, context: apiHistoryContextOf(doc) }) // before admonitions, which turn unknown directives back into text
    .use(remarkAdmonitions)
    .use(remarkDocLinks)
    .use(remarkRehype, { passThrough: MDX_NODES })
    .use(rehypeSlug)
    .use(rehypeHeadingLinks)
    .use(rehypeApiHistory) // after the heading ids and self-links: badges change neither
    .use(rehypePrettyCode, { theme: { light: 'github-light-default', dark: 'github-dark-default' }, keepBackground: false })
    .use(rehypeSiteElements, { file: doc.file, lineOffset: doc.bodyStartLine - 1 })
    .use(rehypeLineBreaks) // every label and id above is read from text without <wbr>
    .use(rehypeSectionBodies)
    .use(rehypeYourVersionMarks); // wraps items with their section bodies ("Your version", issue 35)
  const file = { value: doc.body, path: path.resolve(doc.file) }; // remark-doc-links resolves links from the path
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return toHtml(tree);
}
