import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDuplicateRoutes, loadDoc, loadDocs } from '@/lib/content';
import { parseFrontMatter } from '@/lib/front-matter';
import { checkDocLinks } from '@/lib/doc-link-check';

const FIXTURE = path.resolve('tests/fixtures/content/docs');

function tempDoc(name: string, source: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return { dir, file };
}

describe('content loader', () => {
  it('gives each doc an id, a route and its headings with page ids', () => {
    const docs = loadDocs(FIXTURE);
    expect(docs.map((d) => [d.id, d.route])).toEqual([['api/os', '/docs/api/os'], ['index', '/docs']]);
    const osDoc = docs[0];
    expect(osDoc.title).toBe('Neutralino.os');
    expect(osDoc.sidebarLabel).toBe('os');
    expect(osDoc.tocMaxHeadingLevel).toBe(2);
    expect(osDoc.tocMinHeadingLevel).toBe(2);
    expect(osDoc.headings).toEqual([
      { depth: 2, text: 'os.execCommand(command, options)', id: 'osexeccommandcommand-options' },
      { depth: 3, text: 'Example', id: 'example' },
      { depth: 2, text: 'os.getEnv(key)', id: 'osgetenvkey' },
      { depth: 4, text: 'Deep heading', id: 'deep-heading' },
      { depth: 2, text: 'os.getEnvs()', id: 'osgetenvs' },
    ]);
  });

  it('maps folder index files to the folder route', () => {
    const { dir, file } = tempDoc('guide/index.mdx', '---\ntitle: Guide\n---\n\nText.\n');
    expect(loadDoc(file, dir)).toMatchObject({ id: 'guide', route: '/docs/guide' });
  });

  it('fails on invalid MDX with the file and line', () => {
    const { dir, file } = tempDoc('bad.mdx', '---\ntitle: Bad\n---\n\nLine one.\n\nAn unclosed <div and { here\n');
    expect(() => loadDoc(file, dir)).toThrow(/bad\.mdx:7:\d+: invalid MDX/);
  });

  it('fails when section_keywords names a heading the page does not have, with its line', () => {
    const source = (id: string) => `---\ntitle: K\nsection_keywords:\n  ${id}: [quit]\n---\n\n## Exit the app\n\n### Example\n`;
    const good = tempDoc('k.mdx', source('exit-the-app'));
    expect(loadDoc(good.file, good.dir).sectionKeywords).toEqual({ 'exit-the-app': ['quit'] });
    const generic = tempDoc('k.mdx', source('example'));
    expect(loadDoc(generic.file, generic.dir).sectionKeywords).toEqual({ example: ['quit'] });
    const renamed = tempDoc('k.mdx', source('leave-the-app'));
    expect(() => loadDoc(renamed.file, renamed.dir)).toThrow(/k\.mdx:4: section_keywords names "leave-the-app", which is not the id of an h2 or h3 on this page\. Fix: use one of exit-the-app, example/);
  });

  it('fails when section_questions names a heading the page does not have, with the line under that key', () => {
    // The same id under section_keywords (line 4) is right; the one under section_questions (line 6) is not.
    const source = (id: string) => `---\ntitle: K\nsection_keywords:\n  exit-the-app: [quit]\nsection_questions:\n  ${id}: [how do I close my app]\n---\n\n## Exit the app\n`;
    const good = tempDoc('q.mdx', source('exit-the-app'));
    expect(loadDoc(good.file, good.dir).sectionQuestions).toEqual({ 'exit-the-app': ['how do I close my app'] });
    const renamed = tempDoc('q.mdx', source('leave-the-app'));
    expect(() => loadDoc(renamed.file, renamed.dir)).toThrow(/q\.mdx:6: section_questions names "leave-the-app", which is not the id of an h2 or h3 on this page\. Fix: use one of exit-the-app/);
  });

  it('warns about two files with one route', () => {
    const docs = [{ route: '/docs/a', file: 'a.mdx' }, { route: '/docs/a', file: 'a/index.mdx' }, { route: '/docs/b', file: 'b.mdx' }];
    expect(findDuplicateRoutes(docs as never)).toEqual([['a.mdx', 'a/index.mdx']]);
  });
});

describe('front matter', () => {
  const parse = (fm: string) => parseFrontMatter(`---\n${fm}\n---\n\nBody\n`, 'x.mdx');

  it('reads the keys and defaults', () => {
    expect(parse('title: T\nhide_table_of_contents: true').frontMatter).toEqual({
      title: 'T', description: undefined, sidebarLabel: undefined, tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3, hideTableOfContents: true, keywords: [], sectionKeywords: {}, questions: [], sectionQuestions: {},
    });
    expect(parse('title: T\nquestions: [how do I start, " first steps "]').frontMatter.questions).toEqual(['how do I start', 'first steps']);
    expect(parse('title: T\nsection_questions:\n  exit-the-app: [how do I quit]').frontMatter.sectionQuestions).toEqual({ 'exit-the-app': ['how do I quit'] });
    expect(parse('title: T\nkeywords: [faq, questions]').frontMatter.keywords).toEqual(['faq', 'questions']);
    expect(parse('title: T\nsection_keywords:\n  exit-the-app: [quit, " close "]').frontMatter.sectionKeywords).toEqual({ 'exit-the-app': ['quit', 'close'] });
  });

  it.each([
    ['description: no title', /x\.mdx:1: front matter has no "title"/],
    ['title: T\ntoc_max_heading_level: 9', /x\.mdx:3: "toc_max_heading_level" is 9.*whole number from 2 to 6/],
    ['title: T\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3', /toc_min_heading_level is above/],
    ['title: T\nsidebar_labl: typo', /x\.mdx:3: unknown front matter key "sidebar_labl"/],
    ['title: T\nhide_table_of_contents: yes please', /must be true or false/],
    ['title: T\nkeywords: faq', /x\.mdx:3: "keywords" must be a list of words/],
    ['title: T\nsection_keywords: [quit]', /x\.mdx:3: "section_keywords" must map heading ids to lists of words/],
    ['title: T\nsection_keywords:\n  exit: quit', /x\.mdx:3: "section_keywords" must map heading ids/],
    ['title: T\nsection_keywords:\n  exit: []', /x\.mdx:3: "section_keywords" must map heading ids/],
    ['title: T\nquestions: how do I start', /x\.mdx:3: "questions" must be a list of questions/],
    ['title: T\nsection_questions:\n  exit: []', /x\.mdx:3: "section_questions" must map heading ids to lists of questions/],
    ['title: [unclosed', /not valid YAML/],
  ])('rejects %j', (fm, message) => {
    expect(() => parse(fm)).toThrow(message);
  });

  it('rejects a file without front matter', () => {
    expect(() => parseFrontMatter('# Hi\n', 'y.mdx')).toThrow(/y\.mdx:1: the file has no front matter/);
  });
});

describe('source link check', () => {
  it('fails on links to missing pages and warns on missing anchors and unresolved file links', () => {
    const docs = loadDocs(FIXTURE);
    expect(checkDocLinks(docs)).toEqual({
      errors: [],
      warnings: [
        expect.stringMatching(/api\/os\.mdx:\d+: link "\/docs#nowhere".*no heading or row with id "nowhere"/),
        expect.stringMatching(/index\.mdx:\d+: Markdown link "\.\/api\/nope\.md" does not resolve/),
      ],
    });
    const { dir, file } = tempDoc('a.mdx', '---\ntitle: A\n---\n\nSee [missing](/docs/not-there).\n');
    const result = checkDocLinks([loadDoc(file, dir)]);
    expect(result.errors).toEqual([expect.stringMatching(/a\.mdx:5: link "\/docs\/not-there" points to \/docs\/not-there, which has no page/)]);
  });
});
