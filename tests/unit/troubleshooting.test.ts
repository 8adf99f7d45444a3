// The troubleshooting page (issue 34) against tests/fixtures/troubleshooting/messages.json: every line the page quotes
// in a ```text block is a line of a fixture message that names its source (a repository, tag and files, or the report's
// URL), every fixture message is quoted, and every entry has the parts a reader needs: the quoted text, the platforms and
// versions, a numbered fix and links that resolve, including the error-codes anchor of each NE_* code it quotes, whose section links back; the
// releases it names exist in the release notes, and start-up log lines are not shown as lines of neutralinojs.log.
import fs from 'node:fs';
import type { Code, Heading, Link, List, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDoc, loadDocs, type Doc } from '@/lib/content';
import { checkDocLinks } from '@/lib/doc-link-check';

type Source = { issue: string } | { repo: string; ref: string; files: string[] };
type Message = { lines: string[]; source: Source; note?: string };

const fixture: { messages: Message[] } = JSON.parse(fs.readFileSync('tests/fixtures/troubleshooting/messages.json', 'utf8'));
const STAGES = ['Installing the CLI', 'Creating and running', 'The app at run time', 'Building and distributing', 'Extensions', 'Upgrading'];
const REPOS = ['neutralinojs/neutralinojs', 'neutralinojs/neutralinojs-cli', 'neutralinojs/neutralino.js'];
const NOTES: Record<string, string> = { framework: 'release-notes/framework', cli: 'release-notes/cli', client: 'release-notes/client-library' };
// An issue or pull request, or a file pinned to a commit (an app's own notes on a failure it met).
const REPORT_URL = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/((issues|pull)\/\d+|blob\/[0-9a-f]{40}\/[\w./-]+)$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A fixture line with <placeholders> becomes a pattern in which each placeholder stands for any non-empty text.
const linePattern = (line: string) => new RegExp('^' + line.split(/<[^<>\n]+>/).map(escape).join('.+') + '$');
const patterns = fixture.messages.map((m) => m.lines.map(linePattern));
const quotedLines = (code: Code) => code.value.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== '');
const isQuote = (node: RootContent): node is Code => node.type === 'code' && node.lang === 'text';

type Section = { heading: Heading; id: string; nodes: RootContent[] };

// Splits the page into its h2 and h3 sections, paired with the ids the site gives those headings.
function sections(doc: Doc): Section[] {
  const ids = doc.headings.filter((h) => h.depth <= 3).map((h) => h.id);
  const out: Section[] = [];
  for (const node of (doc.tree as Root).children) {
    if (node.type === 'heading' && node.depth <= 3) out.push({ heading: node, id: ids[out.length], nodes: [] });
    else out.at(-1)?.nodes.push(node);
  }
  return out;
}

describe('troubleshooting page', () => {
  let doc: Doc;
  let entries: Section[];
  beforeAll(() => {
    doc = getDoc('getting-started/troubleshooting')!;
    entries = sections(doc).filter((s) => s.heading.depth === 3);
  }, 120_000);

  it('names a source for every fixture message', () => {
    for (const { lines, source } of fixture.messages) {
      expect(lines.length).toBeGreaterThan(0);
      if ('issue' in source) expect(source.issue).toMatch(REPORT_URL);
      else {
        expect(REPOS).toContain(source.repo);
        expect(source.ref).toMatch(/^(v\d+\.\d+\.\d+|[0-9a-f]{40})$/);
        expect(source.files.length).toBeGreaterThan(0);
      }
    }
  });

  it('quotes only lines of the fixture, and every fixture message', () => {
    const unknown: string[] = [];
    const used = new Set<number>();
    visit(doc.tree, 'code', (code: Code) => {
      if (code.lang !== 'text') return;
      for (const line of quotedLines(code)) {
        const found = patterns.findIndex((ps) => ps.some((p) => p.test(line)));
        if (found < 0) unknown.push(line);
        else used.add(found);
      }
    });
    expect(unknown).toEqual([]);
    const unused = fixture.messages.filter((_, i) => !used.has(i)).map((m) => m.lines[0]);
    expect(unused).toEqual([]);
  });

  it('groups at least 30 entries under the six stages, in order', () => {
    const stages = sections(doc).filter((s) => s.heading.depth === 2).map((s) => toString(s.heading));
    expect(stages).toEqual(STAGES);
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every entry its quoted text, platforms and versions, a numbered fix and a link', () => {
    const incomplete = entries.flatMap(({ id, nodes }) => {
      const text = nodes.map((n) => toString(n)).join('\n');
      const fixAt = nodes.findIndex((n) => n.type === 'paragraph' && toString(n).startsWith('Fix:'));
      const fixList = nodes[fixAt + 1] as List | undefined;
      const links: string[] = [];
      for (const n of nodes) visit(n, 'link', (l: Link) => void links.push(l.url));
      const missing = [
        !nodes.some(isQuote) && 'quoted text',
        !/^Applies to: \S/m.test(text) && 'applies to',
        !/^Why it happens: \S/m.test(text) && 'cause',
        !(fixAt >= 0 && fixList?.type === 'list' && fixList.ordered && fixList.children.length >= 2) && 'numbered fix',
        !links.some((u) => u.startsWith('/docs/')) && 'link to the docs',
      ].filter(Boolean);
      return missing.length ? [`${id}: ${missing.join(', ')}`] : [];
    });
    expect(incomplete).toEqual([]);
  });

  it('links each NE_* code it quotes to that code on the error-codes page', () => {
    const unlinked = entries.flatMap(({ id, nodes }) => {
      const codes = new Set(nodes.filter(isQuote).flatMap((c) => c.value.match(/\bNE_[A-Z]{2}_[A-Z]{2,}\b/g) ?? []));
      const links = new Set<string>();
      for (const n of nodes) visit(n, 'link', (l: Link) => void links.add(l.url));
      return [...codes].filter((code) => !links.has(`/docs/api/error-codes#${code.toLowerCase()}`)).map((code) => `${id}: ${code}`);
    });
    expect(unlinked).toEqual([]);
  });

  it('is linked back from each error code it links to, so a reader who lands on the code finds the fix', () => {
    const codeSections = sections(getDoc('api/error-codes')!);
    const missing = entries.flatMap(({ id, nodes }) => {
      const codes = new Set<string>();
      for (const n of nodes) visit(n, 'link', (l: Link) => void l.url.match(/^\/docs\/api\/error-codes#(ne_[a-z]{2}_[a-z]+)$/)?.slice(1).forEach((c) => codes.add(c)));
      return [...codes].filter((code) => {
        const section = codeSections.find((s) => s.id === code);
        const links = new Set<string>();
        for (const n of section?.nodes ?? []) visit(n, 'link', (l: Link) => void links.add(l.url));
        return !links.has(`/docs/getting-started/troubleshooting#${id}`);
      }).map((code) => `${code} -> ${id}`);
    });
    expect(missing).toEqual([]);
  });

  it('has reader questions for every section, and its links resolve, anchors included', () => {
    const ids = sections(doc).map((s) => s.id);
    expect(ids.filter((id) => (doc.sectionQuestions[id] ?? []).length < 2)).toEqual([]);
    const { errors, warnings } = checkDocLinks(loadDocs());
    expect([...errors, ...warnings].filter((m) => m.includes('getting-started/troubleshooting.mdx:'))).toEqual([]);
  });

  it('names only releases that exist, in the versions, titles and changes of each entry', () => {
    // The product is the last one named before the version in the same paragraph or title (framework by default).
    // Releases older than a product's release notes cannot be checked; the rest must be a `## vX.Y.Z` heading there.
    const releases = Object.fromEntries(Object.entries(NOTES).map(([product, id]) =>
      [product, [...getDoc(id)!.body.matchAll(/^## v(\d+)\.(\d+)\.(\d+)$/gm)].map((m) => m.slice(1, 4).map(Number))]));
    const unknown: string[] = [];
    const check = (id: string, text: string) => {
      let product = 'framework';
      for (const m of text.matchAll(/\b(CLI|client|framework)\b|\bv?(\d+)\.(x|\d+)(?:\.(\d+))?\b/g)) {
        if (m[1]) { product = m[1] === 'CLI' ? 'cli' : m[1]; continue; }
        if (!m[0].startsWith('v') && m[4] === undefined && m[3] !== 'x') continue; // 20.04, 4.1: not a release
        const [major, minor, patch] = [Number(m[2]), m[3] === 'x' ? undefined : Number(m[3]), m[4] === undefined ? undefined : Number(m[4])];
        const known = releases[product];
        const oldest = known.at(-1)!;
        if (major < oldest[0] || (major === oldest[0] && minor !== undefined && minor < oldest[1])) continue;
        const found = known.some(([a, b, c]) => a === major && (minor === undefined || b === minor) && (patch === undefined || c === patch));
        if (!found) unknown.push(`${id}: ${product} ${m[0]}`);
      }
    };
    for (const { id, nodes } of entries) {
      for (const n of nodes) {
        if (isQuote(n)) check(id, /title="([^"]*)"/.exec(n.meta ?? '')?.[1] ?? '');
        else if (n.type === 'paragraph' && /^(Applies to|Changed in):/.test(toString(n))) check(id, toString(n));
      }
    }
    expect(unknown).toEqual([]);
  });

  it('shows start-up log lines as terminal output, since the log file is opened after them', () => {
    // main.cpp (v6.9.0) configures the logger after resources::init() and settings::init(), and the build sets
    // ELPP_NO_DEFAULT_LOG_FILE, so what those two log goes to standard output only.
    const wrong = entries.flatMap(({ id, nodes }) => nodes.filter(isQuote)
      .filter((c) => /title="neutralinojs\.log/.test(c.meta ?? '') && /\bNE_(CF_UNBPRCF|CF_UNBLDCF|RS_TREEGER)\b/.test(c.value))
      .map(() => id));
    expect(wrong).toEqual([]);
  });

  it('is linked from the pages readers come from', () => {
    for (const id of ['getting-started/your-first-neutralinojs-app', 'contributing/frequently-asked-questions', 'distribution/overview', 'api/error-codes']) {
      expect(getDoc(id)!.body, id).toContain('(/docs/getting-started/troubleshooting');
    }
  });
});
