// API version history (issue 19): the data loader and its formatting, the page items, the
// rendering on a small doc set (tests/fixtures/api-history-render), the build's check and the search.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import { afterAll, describe, expect, it } from 'vitest';
import { addedSentence, badgeLabel, loadApiHistory, releaseNotesHref } from '@/lib/api-history/data';
import { loadDocs } from '@/lib/content';
import { checkDocLinks } from '@/lib/doc-link-check';
import { getDocsSidebar } from '@/lib/docs-sidebar';
import { extractHeadings, parseMdx } from '@/lib/headings';
import { docToMarkdown } from '@/lib/markdown-export';
import { apiHistoryContextOf, checkApiHistory } from '@/lib/api-history/docs';
import { findPageItems } from '@/lib/api-history/page-items';
import { renderDocHtml } from '@/lib/mdx/render-doc';
import { resolveSidebar } from '@/lib/sidebar';
import { buildSearchDocuments, buildSearchIndex } from '@/lib/search/build-index';
import { search } from '@/lib/search/query';

const FIXTURE = path.resolve('tests/fixtures/api-history-render');
const DOCS = path.join(FIXTURE, 'docs');
const doc = (id: string) => loadDocs(DOCS).find((d) => d.id === id)!;

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the fixture whose data file is `edit`ed, for the failure cases; removed after the file's tests. */
function fixtureWith(edit: (data: { items: Record<string, unknown>[] }) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-history-'));
  copies.push(dir);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  const file = path.join(dir, 'api-history', 'data.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data));
  return dir;
}

describe('loadApiHistory', () => {
  it('reads every entry and indexes it by page and id', () => {
    const history = loadApiHistory(path.join(FIXTURE, 'api-history'));
    expect(history.items).toHaveLength(13);
    expect(history.byPage.get('api/os')?.get('os.getEnvs')?.added).toEqual({ framework: '4.8.0', client: '3.7.0' });
    expect(history.byPage.get('cli/neu-cli')?.has('neu build --release')).toBe(true);
  });

  it.each([
    ['an entry without an id', (d: { items: Record<string, unknown>[] }) => delete d.items[0].id, /items\[0\]: "id" is missing\. Fix:/],
    ['a version with a leading v', (d: { items: Record<string, unknown>[] }) => (d.items[1].added = { framework: 'v6.9.0' }), /items\[1\] \(os\.setEnv\)\.added: "v6\.9\.0" is not a version\. Fix: write major\.minor\.patch/],
    ['an unknown kind', (d: { items: Record<string, unknown>[] }) => (d.items[0].kind = 'function'), /unknown kind "function"/],
    ['a removal with neither replacement nor note', (d: { items: Record<string, unknown>[] }) => (d.items[3].removed = { in: { framework: '5.0.0' }, instead: null }), /nothing replaces it, but there is no "note"/],
    ['an item listed twice', (d: { items: Record<string, unknown>[] }) => d.items.push({ ...d.items[0] }), /listed twice for page api\/os/],
    ['an unknown kind of breaking change', (d: { items: Record<string, unknown>[] }) => ((d.items[0].history as Record<string, unknown>[])[0].breaking = 'api'), /items\[0\] \(os\.getEnvs\)\.history\[0\]\.breaking: unknown kind "api"\. Fix: use one of signature, default, behaviour/],
  ])('fails with the file and a fix on %s', (_, edit, message) => {
    const dir = fixtureWith(edit);
    expect(() => loadApiHistory(path.join(dir, 'api-history'))).toThrow(message);
    expect(() => loadApiHistory(path.join(dir, 'api-history'))).toThrow(/api-history\/data\.json: /);
  });
});

describe('badge text', () => {
  it('shows major.minor of the primary release and names both releases in the sentence', () => {
    const native = { kind: 'native-function' as const, added: { framework: '4.2.0', client: '3.2.0' } };
    expect(badgeLabel(native)).toBe('v4.2+');
    expect(addedSentence(native)).toBe('Added in framework v4.2.0 (client 3.2.0)');
    expect(addedSentence({ kind: 'client-function', added: { client: '3.2.0' } })).toBe('Added in client v3.2.0');
    expect(badgeLabel({ kind: 'client-function', added: { client: '3.12.0', framework: '4.10.0' } })).toBe('v3.12+');
    expect(addedSentence({ kind: 'neu-option', added: { cli: '9.0.0' } })).toBe('Added in neu v9.0.0');
    expect(addedSentence({ kind: 'error-code', added: { client: '5.0.0' } })).toBe('Added in client v5.0.0');
  });

  it('links a release to its section of the notes, or to the page when it has none', () => {
    expect(releaseNotesHref('framework', '6.9.0', new Set(['v690']))).toBe('/docs/release-notes/framework#v690');
    expect(releaseNotesHref('client', '6.9.0', new Set())).toBe('/docs/release-notes/client-library');
    expect(releaseNotesHref('cli', '11.7.2', new Set(['v1172']))).toBe('/docs/release-notes/cli#v1172');
  });
});

describe('items on a page', () => {
  const items = (docId: string, body: string) => {
    const tree = parseMdx(body, 'x.mdx');
    return findPageItems(tree, docId, extractHeadings(tree)).map((item) => `${item.id} #${item.anchor}`);
  };

  it('finds function, event and error-code headings, never section headings', () => {
    expect(items('api/init', '## Neutralino.init(options)\n\n### Parameters\n')).toEqual(['init #neutralinoinitoptions']);
    expect(items('api/events', '## events.on(event, handler)\n\n### Returns\n\n## Built-in events\n\n### windowClose\n')).toEqual(['events.on #eventsonevent-handler', 'windowClose #windowclose']);
    expect(items('api/error-codes', '## Storage\n\n### NE_ST_INVSTKY\n')).toEqual(['NE_ST_INVSTKY #ne_st_invstky']);
    expect(items('api/os', '## Requirements\n\n## Functions at a glance\n')).toEqual([]);
    // A method the binary routes without a client function is an item too (window.setBadge, v6.9.0).
    expect(items('api/window', '## Not in the client library: window.setBadge\n\n## Not in the client library\n')).toEqual(['window.setBadge #not-in-the-client-library-windowsetbadge']);
  });

  it('finds reference table rows by their first column, each with an id of its own', () => {
    expect(items('api/global-variables', '## Built-in globals\n\n| Name | Type |\n| - | - |\n| `NL_PORT` | `number` |\n')).toEqual(['NL_PORT #global-nl_port']);
    expect(items('configuration/neutralino.config.json', '## Modes\n\n| Key | Type |\n| - | - |\n| `modes.window.title` | string |\n| `extensions[].id` | string |\n')).toEqual(['modes.window.title #key-modes-window-title', 'extensions[].id #key-extensions-id']);
    expect(items('configuration/neutralino.config.json', 'Also read from `modes.window` (see `--window-*`):\n\n| Key | Type |\n| - | - |\n| `center` | boolean |\n\nTop level, from `modes.window`:\n\n| Key | Type |\n| - | - |\n| `modes` | object |\n| `modes.chrome` | object |\n')).toEqual(['modes.window.center #key-modes-window-center', 'modes #key-modes', 'modes.chrome #key-modes-chrome']);
    expect(items('configuration/neutralino.config.json', 'Read from `modes.window`:\n\n| Key | Type |\n| - | - |\n| `x`, `y` | integer |\n')).toEqual(['modes.window.x #key-modes-window-x', 'modes.window.y #key-modes-window-x']);
    // The row's second item keeps an id of its own, on its code, so links to it land on the row.
    const [x, y] = findPageItems(parseMdx('Read from `modes.window`:\n\n| Key | Type |\n| - | - |\n| `x`, `y` | integer |\n| `y` | integer |\n', 'x.mdx'), 'configuration/neutralino.config.json', []);
    expect([x.ownAnchor, y.ownAnchor, y.code?.value]).toEqual(['key-modes-window-x', 'key-modes-window-y', 'y']);
    expect(items('cli/internal-cli-arguments', '## General\n\n| Argument | Type |\n| - | - |\n| `--window-width` | int |\n\n| Type | Values |\n| - | - |\n| `bool` | true |\n')).toEqual(['--window-width #argument-window-width']);
    // Two rows that would get one id (the same key listed twice) get two.
    expect(items('cli/internal-cli-arguments', '| Argument | Type |\n| - | - |\n| `--port` | int |\n| `--port` | int |\n')).toEqual(['--port #argument-port', '--port #argument-port-2']);
    expect(items('cli/neu-cli', '### neu run\n\n| Option | Default |\n| - | - |\n| `--arch <arch>` | x64 |\n\n## Options in older material\n\n| Option | Default |\n| - | - |\n| `--verbose` | off |\n')).toEqual(['neu run #neu-run', 'neu run --arch #option-neu-run-arch']);
  });
});

describe('rendering', () => {
  it('badges an item heading after its id is set, with the sentence as name and tooltip, and lists its history', async () => {
    const html = await renderDocHtml(doc('api/os'));
    expect(html).toContain('<h2 id="osgetenvs" class="anchor-heading">os.getEnvs() <a class="api-badge" href="/docs/release-notes/framework#v480" aria-label="Added in framework v4.8.0 (client 3.7.0)">v4.8+</a><a class="heading-anchor" href="#osgetenvs" aria-label="Link to section os.getEnvs()"></a></h2>');
    // A change after the oldest release a reader can pick carries its release for "Your version" (issue 35).
    expect(html).toContain('<div class="api-history"><p>History</p><ul>\n<li data-since="f6.9.0"><span class="api-upgrade-note version-missing">When you upgrade</span> <a href="/docs/release-notes/framework#v690">framework v6.9.0</a>: Made-up change: returns <code>envs</code> sorted by name.</li>');
    expect(html).not.toMatch(/data-api-/);
  });

  it('badges table rows and lists their history after the table', async () => {
    const html = await renderDocHtml(doc('api/global-variables'));
    expect(html).toContain('<tr id="global-nl_demo" data-since="f6.9.0">\n<td><code>NL_DEMO</code> <a class="api-badge" href="/docs/release-notes/framework#v690" aria-label="Added in framework v6.9.0"');
    expect(html).toMatch(/<\/table><\/div>\n<div class="api-history"><p>History<\/p><ul>\n<li data-since="f6.9.0"><span class="api-upgrade-note version-missing">When you upgrade<\/span> <code>NL_DEMO<\/code>, <a href="\/docs\/release-notes\/framework#v690">/);
    expect(html).toContain('<td><code>NL_ONE</code>, <code id="global-nl_two">NL_TWO</code> <a class="api-badge" href="/docs/release-notes/framework" aria-label="Added in framework v4.0.0">v4.0+</a> <a class="api-badge" href="/docs/release-notes/framework#v690" aria-label="Added in framework v6.9.0">v6.9+</a></td>');
    const neu = await renderDocHtml(doc('cli/neu-cli'));
    expect(neu).toContain('<td><code class="nowrap">--embed-resources</code> <a class="api-badge" href="/docs/release-notes/cli" aria-label="Added in neu v11.0.0"');
  });

  it('keeps every written heading id, and adds the generated headings to the TOC', () => {
    for (const id of ['api/os', 'api/overview', 'release-notes/framework', 'api/global-variables']) {
      const written = extractHeadings(parseMdx(doc(id).body, 'x.mdx'));
      expect(doc(id).headings.slice(0, written.length), id).toEqual(written);
    }
    expect(doc('api/os').headings.at(-1)).toEqual({ depth: 2, text: 'Removed and renamed', id: 'removed-and-renamed' });
    expect(doc('api/overview').headings.map((h) => h.text)).toEqual(['Added in recent releases', 'New in v6.9.0', 'New in v4.8.0', 'New in v4.0.0']);
  });

  it('lists removed items with the release they went away in and a link to what replaces them', async () => {
    const html = await renderDocHtml(doc('api/os'));
    expect(html).toContain('<td><code>os.oldEnv</code></td>\n<td data-label="Gone in"><a href="/docs/release-notes/framework">framework v5.0.0</a></td>\n<td data-label="Use instead"><a href="/docs/api/os#osgetenvs"><code>os.getEnvs</code></a></td>');
    expect(html).toContain('<td data-label="Use instead">Nothing replaces it. Read <code>NL_PORT</code> instead.</td>');
  });

  it('links each release notes section to the items it added, changed and removed', async () => {
    const html = await renderDocHtml(doc('release-notes/framework'));
    expect(html).toMatch(/<h2 id="v690"[^]*<div class="api-release-items"><p>In the reference:<\/p><ul>\n<li>Added: <a href="\/docs\/api\/os#ossetenvkey-value"><code>os.setEnv<\/code><\/a>, <a href="\/docs\/api\/global-variables#global-nl_demo"><code>NL_DEMO<\/code><\/a>, <a href="\/docs\/api\/global-variables#global-nl_two"><code>NL_TWO<\/code><\/a><\/li>\n<li>Changed: <a href="\/docs\/api\/os#osgetenvs">[^]*<h2 id="v480"/);
    expect(html).toMatch(/<h2 id="v480"[^]*Added: <a href="\/docs\/api\/os#osgetenvs"><code>os.getEnvs<\/code><\/a><\/li>\n<li>Removed: <a href="\/docs\/api\/os#removed-and-renamed"><code>os.gone<\/code><\/a>/);
    // The build's link check knows the rows' ids as anchors.
    expect(checkDocLinks(loadDocs(DOCS)).warnings).toEqual([]);
  });

  it('carries the "Added in" sentence and the generated sections into the Markdown twin', () => {
    const markdown = docToMarkdown(doc('api/os'));
    expect(markdown).toContain('## os.getEnvs()\n\n*Added in framework v4.8.0 (client 3.7.0)*\n\nHistory\n\n- [framework v6.9.0](/docs/release-notes/framework#v690): Made-up change: returns `envs` sorted by name.');
    expect(markdown).toContain('## Removed and renamed\n\n');
    expect(markdown).toContain('| `os.oldEnv` | [framework v5.0.0](/docs/release-notes/framework) | [`os.getEnvs`](/docs/api/os#osgetenvs) |');
  });
});

describe('reloading after an edit (npm run dev)', () => {
  it('expands every page once, from its parsed tree, when another file changes', () => {
    const dir = fixtureWith(() => {});
    const docsDir = path.join(dir, 'docs');
    const osTree = () => JSON.stringify(loadDocs(docsDir).find((d) => d.id === 'api/os')!.tree);
    const before = osTree();
    const other = loadDocs(docsDir).find((d) => d.id !== 'api/os')!.file;
    fs.appendFileSync(other, '\nA sentence added by a writer.\n');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(other, later, later);
    // The edit was read (so the list was rebuilt), and api/os, parsed once, was expanded again from
    // its parsed tree: badges and History lists added to the tree itself would now be there twice.
    expect(JSON.stringify(loadDocs(docsDir).find((d) => d.file === other)!.tree)).toContain('A sentence added by a writer.');
    expect(osTree()).toBe(before);
  });
});

describe('the build check', () => {
  it('passes when the pages and the data agree', () => {
    const docs = loadDocs(DOCS);
    expect(checkApiHistory(docs, apiHistoryContextOf(docs)!)).toEqual([]);
  });

  it('fails with the file, line and fix when an item on a page has no entry', () => {
    const dir = fixtureWith((data) => data.items.splice(1, 1)); // drop os.setEnv
    const docs = loadDocs(path.join(dir, 'docs'));
    const errors = checkApiHistory(docs, apiHistoryContextOf(docs)!);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/docs\/api\/os\.mdx:17: "os\.setEnv" has no entry in content\/api-history\. Fix: add \{ "id": "os\.setEnv", "page": "api\/os"/);
  });

  it('fails when an entry names an item or a page the docs do not have', () => {
    const dir = fixtureWith((data) => {
      data.items[0].id = 'os.getEnvironment';
      data.items[4].page = 'api/globals';
    });
    const docs = loadDocs(path.join(dir, 'docs'));
    const errors = checkApiHistory(docs, apiHistoryContextOf(docs)!);
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringMatching(/data\.json: "os\.getEnvironment" is not an item of api\/os .* Fix: correct its id or page/),
      expect.stringMatching(/data\.json: "NL_PORT" names page "api\/globals", which does not exist/),
      expect.stringMatching(/api\/os\.mdx:\d+: "os\.getEnvs" has no entry/),
      expect.stringMatching(/global-variables\.mdx:\d+: "NL_PORT" has no entry/),
    ]));
  });
});

describe('search', () => {
  it('finds the overview section of a release by "added in 6.9" and "new in v6.9.0"', () => {
    const docs = loadDocs(DOCS);
    const { categories } = resolveSidebar([{ label: 'API', items: ['api/overview', 'api/os', 'api/global-variables', 'api/events'] }, { label: 'Notes', items: ['release-notes/framework', 'cli/neu-cli'] }], docs);
    const documents = buildSearchDocuments(docs, categories);
    const { index } = buildSearchIndex(documents);
    // "new in v6.9.0" is the overview heading itself; "added in 6.9" is a history question, which the
    // release's notes answer first, with the overview's list of added items close behind.
    const top = (query: string, n: number) => search(lunr, index, documents, query, 5).slice(0, n).map((h) => `${h.document.route}#${h.document.anchor}`);
    expect(top('new in v6.9.0', 1)).toEqual(['/docs/api/overview#new-in-v690']);
    expect(top('added in 6.9', 3)).toContain('/docs/api/overview#new-in-v690');
  });

  it('finds the real API overview\'s section of the latest release first, over the release notes', () => {
    const docs = loadDocs();
    const documents = buildSearchDocuments(docs, getDocsSidebar());
    const { index } = buildSearchIndex(documents);
    const latest = docs.find((d) => d.id === 'api/overview')!.headings.find((h) => /^New in v\d+\.\d+\.\d+$/.test(h.text))!;
    const version = latest.text.slice('New in v'.length);
    const top = (query: string, n: number) => search(lunr, index, documents, query, 5).slice(0, n).map((h) => `${h.document.route}#${h.document.anchor}`);
    expect(top(`new in v${version}`, 1)).toEqual([`/docs/api/overview#${latest.id}`]);
    expect(top(`added in ${version.split('.').slice(0, 2).join('.')}`, 3)).toContain(`/docs/api/overview#${latest.id}`);
  });
});
