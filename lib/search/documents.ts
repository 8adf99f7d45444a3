import type { Code, Nodes, Table } from 'mdast';
import type { Doc } from '../content';
import { isGeneratedBlock } from '../api-history/markdown';
import { jsxAttribute } from '../mdx/jsx-attribute';
import { isDistinctiveName, wordsAsWritten } from './tokenizer';

/** One searchable unit: a page's intro, or one of its h2/h3 sections. */
export type SearchDocument = {
  /** Position in search-doc.json; the lunr ref. */
  id: number;
  route: string;
  /** Heading id on the page (the same github-slugger id the page gives it); empty for the intro. */
  anchor: string;
  title: string;
  /** On a page's intro only: its sidebar label, when it differs from the title. */
  label?: string;
  /** The front matter's search keywords: on the intro the page's ("faq"), indexed like the title; on a section its section_keywords, indexed like its heading. */
  keywords?: string[];
  /** The front matter's questions for the intro, section_questions for a section: indexed in their own field, never shipped. */
  questions?: string[];
  heading: string;
  /** Names the section's reference tables define (NL_PORT, --release, modes.window.enableInspector): see definedNames(). */
  names?: string[];
  /** For an h3 section, the h2 it sits under, so results read "os.execCommand(...) › Example". */
  parentHeading: string;
  category: string;
  content: string;
  /** On an API item's section: the release tokens of its addition (lib/api-history/versions.ts), which mark it for a reader on an older release. */
  since?: string;
  /**
   * The distinct lines of the section's output blocks (isOutputBlock), one a line: the messages it
   * quotes. The browser has only the start of a section's text, so a message quoted in a second or
   * third block would be lost to the quoting rule (rank.ts SIGNALS.quoted) without them.
   */
  output?: string;
  /**
   * The messages its inline code quotes (isQuotedMessage), one a line: "Chrome prints `Opening in
   * existing browser session.`". A paste of one of them whole is a quote of the section (rank.ts
   * quotedShare); a paste that shares only some of its words is not, since a message mentioned in a
   * sentence is not output the section explains line by line.
   */
  inlineMessages?: string;
};

/** How many words in a row make a quote (rank.ts SIGNALS.quoted): three, so that a typed question's pairs ("read a", "a file") do not count. */
export const QUOTE_RUN = 3;

/** Subsection headings that name a part of something rather than a topic of their own. */
const GENERIC_HEADING = /^(parameters|returns?|return value|errors?|examples?|usage|options|platform notes|notes?|see also)$/i;

export function isGenericHeading(heading: string): boolean {
  return GENERIC_HEADING.test(heading.trim());
}

/** A section headed by a version number ("v9.6.1"), or under one, is a release note. */
const VERSION_HEADING = /^v?\d+(\.\d+)+\b/i;

export function isVersionHeading(heading: string): boolean {
  return VERSION_HEADING.test(heading);
}

/** What readers call the newest release of a page that lists releases: indexed like its heading. */
const NEWEST_RELEASE = ['latest', 'newest'];

/** A block's title that names files rather than where output appears: a folder ("myapp/", "dist/") or a file other than a log (".gitignore", "My App.app"). */
const FILES_TITLE = /\/$|\.(?!log$)[a-z]+$/i;

/**
 * Whether a code block shows what a program prints: a terminal's, a dialog's, a console's or a
 * log's text is written as plain text (```text), commands and code in their language. A plain-text
 * block that lists files (its title names a folder or a file, its first line a folder, or it draws
 * a tree) is no output.
 */
function isOutputBlock(code: Code): boolean {
  if (code.lang !== 'text') return false;
  const title = /\btitle="([^"]*)"/.exec(code.meta ?? '')?.[1] ?? '';
  const first = code.value.trimStart().split('\n')[0].trim();
  return !FILES_TITLE.test(title) && !first.endsWith('/') && !/[├└│]/.test(code.value);
}

/** An output block's lines as the section's text has them (spaces collapsed), those long enough to quote. */
function outputLines(code: Code): string[] {
  return code.value.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => wordsAsWritten(line).length >= QUOTE_RUN);
}

/**
 * Whether an inline code span quotes what a program prints rather than code or a command: three
 * plain words or more, no flag, and it starts as a message does (a capital, or a placeholder such
 * as `<path>`) or has a colon after a word. `Opening in existing browser session.` and
 * `Unable to write file: <path>` are; `npm run build`, `neu run --mode=<mode>`, `{ id, method, data }` are not.
 */
export function isQuotedMessage(span: string): boolean {
  const text = span.trim();
  const tokens = text.split(/\s+/);
  if (text.includes('\n') || tokens.some((token) => token.startsWith('-'))) return false;
  const plainWords = tokens.filter((token) => /^[a-z']+[.,:!?]?$/i.test(token));
  return plainWords.length >= QUOTE_RUN && (/^[A-Z<]/.test(text) || /\w: /.test(text));
}

const BLOCKS = new Set(['paragraph', 'listItem', 'tableCell', 'code', 'blockquote', 'heading', 'mdxJsxFlowElement']);

/**
 * Cuts a doc into its intro and h2/h3 sections, as plain text (no MDX, JSX or markup; code is kept
 * as words). Headings are counted in document order, exactly as lib/headings.ts numbers them.
 * A generic h3 ("Parameters", "Example") stays part of the section above it: on its own it would
 * compete with real topics, and a reader wants the function it belongs to.
 * The intro is kept even when empty: it is the page's own result, which names it by title.
 * What lib/api-history/remark.ts adds under an item (its "History" list, a release's "In the
 * reference" links) is indexed but put after the section's own text: a result's snippet is the
 * start of its text, and should be the sentence a reader meets first, not a list of versions.
 */
export function sectionsOf(doc: Doc, category: string): Omit<SearchDocument, 'id'>[] {
  const sections: Omit<SearchDocument, 'id'>[] = [];
  const label = doc.sidebarLabel && doc.sidebarLabel !== doc.title ? { label: doc.sidebarLabel } : {};
  const keywords = doc.keywords.length ? { keywords: doc.keywords } : {};
  const questions = doc.questions.length ? { questions: doc.questions } : {};
  let current: Omit<SearchDocument, 'id'> = { route: doc.route, anchor: '', title: doc.title, ...label, ...keywords, ...questions, heading: '', parentHeading: '', category, content: '' };
  let lastH2 = '';
  let headingIndex = 0;
  /** The current section's generated text, appended to its content when the section ends. */
  let generated = '';
  let inGenerated = false;
  /** The current section's output lines (outputLines) and inline messages (isQuotedMessage), in order. */
  let output: string[] = [];
  let inlineMessages: string[] = [];
  const append = (text: string) => {
    if (inGenerated) generated += text;
    else current.content += text;
  };
  const endSection = () => {
    if (generated) current.content += `\n${generated}`;
    generated = '';
    if (output.length) current.output = [...new Set(output)].join('\n');
    output = [];
    if (inlineMessages.length) current.inlineMessages = [...new Set(inlineMessages)].join('\n');
    inlineMessages = [];
    sections.push(current);
  };

  const walk = (node: Nodes) => {
    if (!inGenerated && node.type !== 'heading' && isGeneratedBlock(node)) {
      inGenerated = true;
      walk(node);
      inGenerated = false;
      return;
    }
    if (node.type === 'heading') {
      const heading = doc.headings[headingIndex++];
      const sectionKeywords = heading ? doc.sectionKeywords[heading.id] : undefined;
      const sectionQuestions = heading ? doc.sectionQuestions[heading.id] : undefined;
      if (heading && heading.depth >= 2 && heading.depth <= 3 && !(heading.depth === 3 && isGenericHeading(heading.text))) {
        endSection();
        if (heading.depth === 2) lastH2 = heading.text;
        const parentHeading = heading.depth === 3 ? lastH2 : '';
        current = { route: doc.route, anchor: heading.id, title: doc.title, ...(sectionKeywords && { keywords: sectionKeywords }), ...(sectionQuestions && { questions: sectionQuestions }), heading: heading.text, parentHeading, category, content: '' };
        return;
      }
      // A generic h3 ("Example") stays in the section above, and so do its keywords and questions.
      if (sectionKeywords) current.keywords = [...(current.keywords ?? []), ...sectionKeywords];
      if (sectionQuestions) current.questions = [...(current.questions ?? []), ...sectionQuestions];
    }
    if (node.type === 'table') {
      const names = definedNames(node);
      if (names.length) current.names = [...new Set([...(current.names ?? []), ...names])];
    }
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') append(`${node.value} `);
    if (node.type === 'code' && !inGenerated && isOutputBlock(node)) output.push(...outputLines(node));
    if (node.type === 'inlineCode' && !inGenerated && isQuotedMessage(node.value)) inlineMessages.push(node.value.replace(/\s+/g, ' ').trim());
    // An admonition's title ("Breaking changes") is an attribute, but the reader sees it as text.
    const title = node.type === 'mdxJsxFlowElement' && node.name === 'Admonition' ? jsxAttribute(node, 'title') : undefined;
    if (title) append(`${title}\n`);
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
    if (BLOCKS.has(node.type)) append('\n');
  };
  walk(doc.tree);
  endSection();

  // Release notes list the newest release first: "latest framework version" is that section,
  // whose text has no such word.
  const newest = sections.find((s) => s.parentHeading === '' && isVersionHeading(s.heading));
  if (newest) newest.keywords = [...(newest.keywords ?? []), ...NEWEST_RELEASE];
  return sections
    .map((s) => ({ ...s, content: s.content.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim() }));
}

/**
 * The names a reference table defines: the code in the first cell of each row (`NL_PORT`;
 * `-r`, `--release`; `modes.window.enableInspector`). Global variables, config keys and CLI flags
 * are defined in such rows rather than in headings, so without this the page that defines a name
 * loses to pages that merely mention it. A cell's code counts up to its argument (`--arch <arch>`,
 * `window.create()`). Only distinctive names count: a plain word in the first column (`path`,
 * `options`) is a parameter, which a reader would not search for as a name.
 */
function definedNames(table: Table): string[] {
  const code = (node: Nodes): string[] => (node.type === 'inlineCode' ? [node.value] : 'children' in node ? node.children.flatMap((c) => code(c as Nodes)) : []);
  return table.children
    .slice(1)
    .flatMap((row) => (row.children[0] ? code(row.children[0]) : []))
    .map((name) => name.trim().split(/[\s(]/)[0])
    .filter(isDistinctiveName);
}
