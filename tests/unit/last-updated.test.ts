import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastVisibleChanges, shallowCloneWarning, visibleText } from '@/lib/last-updated';

const page = ({ title = 'Page', questions = ['how do I start'], keywords = ['start'], body = 'Text a reader reads.' } = {}) => [
  '---',
  `title: ${title}`,
  'description: What the page is about.',
  `keywords: [${keywords.join(', ')}]`,
  'section_keywords:',
  '  usage: [use]',
  'questions:',
  ...questions.map((q) => `  - ${q}`),
  'section_questions:',
  '  usage: [how do I use it]',
  '---',
  '',
  '## Usage',
  '',
  body,
  '',
].join('\n');

let repo = '';
function commit(message: string, day: number, files: Record<string, string | null>) {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) fs.rmSync(path.join(repo, file));
    else {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    }
  }
  const date = `2026-03-${String(day).padStart(2, '0')}T10:00:00+00:00`;
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.org', 'commit', '-q', '-m', message], { cwd: repo, env });
}
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T10:00:00+00:00`;
const dates = (cwd = repo) => Object.fromEntries(lastVisibleChanges(['docs/a.mdx', 'docs/b.mdx', 'docs/guide/c.mdx'], 'docs', cwd));

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commit('three pages', 1, { 'docs/a.mdx': page(), 'docs/b.mdx': page({ title: 'B' }), 'docs/old-c.mdx': page({ title: 'C' }) });
  commit('a: body', 2, { 'docs/a.mdx': page({ body: 'Text a reader reads, corrected.' }) });
  commit('b: title', 3, { 'docs/b.mdx': page({ title: 'B, renamed' }) });
  commit('c: moved to a folder, unchanged', 4, { 'docs/old-c.mdx': null, 'docs/guide/c.mdx': page({ title: 'C' }) });
  commit('search questions and keywords on every page', 5, {
    'docs/a.mdx': page({ body: 'Text a reader reads, corrected.', questions: ['how do I start', 'first steps'], keywords: ['start', 'begin'] }),
    'docs/b.mdx': page({ title: 'B, renamed', questions: ['what is b'] }),
    'docs/guide/c.mdx': page({ title: 'C', keywords: [] }),
  });
});

describe('lastVisibleChanges', () => {
  it('dates a page by its last change a reader sees, not by a commit that only changed search keys', () => {
    expect(dates()).toEqual({
      'docs/a.mdx': day(2), // body edit
      'docs/b.mdx': day(3), // title edit
      'docs/guide/c.mdx': day(1), // its move changed nothing; its text dates from before it
    });
    commit('c: body', 6, { 'docs/guide/c.mdx': page({ title: 'C', keywords: [], body: 'New text.' }) });
    expect(dates()['docs/guide/c.mdx']).toBe(day(6));
  });

  it('reads as far back as a page needs, past many search-only commits', () => {
    for (let n = 7; n <= 20; n++) commit(`a: question ${n}`, n, { 'docs/a.mdx': page({ body: 'Text a reader reads, corrected.', questions: [`question ${n}`] }) });
    expect(dates()['docs/a.mdx']).toBe(day(2));
  });

  it('in a shallow clone, gives a page older than the clone the date of its oldest commit, and warns', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-clone-'));
    execFileSync('git', ['clone', '-q', '--depth', '3', `file://${repo}`, clone]);
    expect(dates(clone)).toEqual({ 'docs/a.mdx': day(18), 'docs/b.mdx': day(18), 'docs/guide/c.mdx': day(18) });
    expect(shallowCloneWarning(clone)).toMatch(/shallow.*git fetch --unshallow/);
    expect(shallowCloneWarning(repo)).toBeUndefined();
  });

  it('gives no dates outside a git checkout', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-plain-'));
    fs.mkdirSync(path.join(plain, 'docs'));
    fs.writeFileSync(path.join(plain, 'docs/a.mdx'), page());
    expect(dates(plain)).toEqual({});
  });
});

describe('visibleText', () => {
  it('drops the search keys of the front matter and keeps the rest of the file', () => {
    const text = visibleText(page({ title: 'T', body: 'Body.' }));
    expect(text).toContain('title: T\ndescription: What the page is about.\n---\n');
    expect(text).toContain('## Usage\n\nBody.\n');
    expect(text).not.toMatch(/keywords|questions|how do I|usage: \[/);
  });
});
