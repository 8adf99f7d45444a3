import matter from 'gray-matter';
import { siteConfig } from './site-config';

export type DocFrontMatter = {
  title: string;
  description?: string;
  sidebarLabel?: string;
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  hideTableOfContents: boolean;
  /** Extra words the search finds the page by ("faq"), matched like its title. */
  keywords: string[];
  /** Per h2/h3 id: a reader's words for that section that its text does not use ("quit" for app.exit), matched like its heading. */
  sectionKeywords: Record<string, string[]>;
  /** Questions a reader would type to find the page ("how do I start"): indexed for search, never shown. */
  questions: string[];
  /** Per h2/h3 id: the same for that section. */
  sectionQuestions: Record<string, string[]>;
};

/** An error a writer can act on: where it is and how to fix it. */
export class ContentError extends Error {
  constructor(file: string, line: number, problem: string, fix: string) {
    super(`${file}:${line}: ${problem}. Fix: ${fix}`);
    this.name = 'ContentError';
  }
}

/** Keys only the search reads: a page looks the same whatever they say (lib/last-updated.ts). */
export const SEARCH_ONLY_KEYS = ['keywords', 'section_keywords', 'questions', 'section_questions'];
const KNOWN_KEYS = ['title', 'description', 'sidebar_label', 'toc_min_heading_level', 'toc_max_heading_level', 'hide_table_of_contents', ...SEARCH_ONLY_KEYS];

/** Parses and validates a doc's front matter; throws ContentError with the file and line on any mistake. */
export function parseFrontMatter(source: string, file: string): { frontMatter: DocFrontMatter; body: string; bodyStartLine: number } {
  if (!source.startsWith('---')) {
    throw new ContentError(file, 1, 'the file has no front matter', 'start it with a "---" block that sets at least "title"');
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from returning a cached result for identical sources.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new ContentError(file, (mark?.line ?? 0) + 2, `the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`, 'write each entry as "key: value" and quote values that contain ":"');
  }
  const data = parsed.data as Record<string, unknown>;
  const lineOf = (key: string) => {
    const i = source.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return i === -1 ? 1 : i + 1;
  };

  for (const key of Object.keys(data)) {
    if (!KNOWN_KEYS.includes(key)) {
      throw new ContentError(file, lineOf(key), `unknown front matter key "${key}"`, `use one of ${KNOWN_KEYS.join(', ')}`);
    }
  }
  if (typeof data.title !== 'string' || data.title.trim() === '') {
    throw new ContentError(file, lineOf('title'), 'front matter has no "title"', 'add a line "title: Page title"');
  }
  for (const key of ['description', 'sidebar_label'] as const) {
    if (data[key] !== undefined && typeof data[key] !== 'string') {
      throw new ContentError(file, lineOf(key), `"${key}" must be text`, `write "${key}: some text"`);
    }
  }
  const level = (key: string, fallback: number) => {
    const value = data[key];
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || (value as number) < 2 || (value as number) > 6) {
      throw new ContentError(file, lineOf(key), `"${key}" is ${JSON.stringify(value)}`, 'use a whole number from 2 to 6');
    }
    return value as number;
  };
  const tocMinHeadingLevel = level('toc_min_heading_level', siteConfig.docs.tocMinHeadingLevel);
  const tocMaxHeadingLevel = level('toc_max_heading_level', siteConfig.docs.tocMaxHeadingLevel);
  if (tocMinHeadingLevel > tocMaxHeadingLevel) {
    throw new ContentError(file, lineOf('toc_min_heading_level'), 'toc_min_heading_level is above toc_max_heading_level', 'make the minimum less than or equal to the maximum');
  }
  const hide = data.hide_table_of_contents;
  if (hide !== undefined && typeof hide !== 'boolean') {
    throw new ContentError(file, lineOf('hide_table_of_contents'), '"hide_table_of_contents" must be true or false', 'write "hide_table_of_contents: true"');
  }

  const isTextList = (value: unknown) => Array.isArray(value) && value.every((k) => typeof k === 'string' && k.trim() !== '');
  const list = (key: string, noun: string, example: string) => {
    const value = data[key] ?? [];
    if (!isTextList(value)) throw new ContentError(file, lineOf(key), `"${key}" must be a list of ${noun}`, `write "${key}: ${example}"`);
    return (value as string[]).map((k) => k.trim());
  };
  const perSection = (key: string, noun: string, example: string) => {
    const value = data[key] ?? {};
    const isMap = typeof value === 'object' && !Array.isArray(value);
    if (!isMap || !Object.values(value as object).every((v) => isTextList(v) && v.length > 0)) {
      throw new ContentError(file, lineOf(key), `"${key}" must map heading ids to lists of ${noun}`, `write "${key}:" and under it lines such as "  ${example}"`);
    }
    return Object.fromEntries(Object.entries(value as Record<string, string[]>).map(([id, texts]) => [id, texts.map((k) => k.trim())]));
  };

  const bodyStartLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  return {
    frontMatter: {
      title: data.title.trim(),
      description: data.description as string | undefined,
      sidebarLabel: data.sidebar_label as string | undefined,
      tocMinHeadingLevel,
      tocMaxHeadingLevel,
      hideTableOfContents: hide === true,
      keywords: list('keywords', 'words', '[faq, questions]'),
      sectionKeywords: perSection('section_keywords', 'words', 'exit-the-app: [quit, close]'),
      questions: list('questions', 'questions', '[how do I start, first steps]'),
      sectionQuestions: perSection('section_questions', 'questions', 'exit-the-app: [how do I quit the app, close on error]'),
    },
    body: parsed.content,
    bodyStartLine,
  };
}
