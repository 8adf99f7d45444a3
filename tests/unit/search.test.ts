import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { loadDoc, loadDocs } from '@/lib/content';
import { resolveSidebar } from '@/lib/sidebar';
import { buildSearchDocuments, buildSearchIndex, shippedDocuments } from '@/lib/search/build-index';
import { isQuotedMessage, type SearchDocument } from '@/lib/search/documents';
import { unpackDocuments } from '@/lib/search/shipped';
import { siteConfig } from '@/lib/site-config';
import { compactIndex, expandIndex, type SerializedIndex } from '@/lib/search/compact-index';
import { snippet, wordMatcher } from '@/lib/search/marks';
import { groupByPage, queryTerms, rarestTerms, retrieve, search } from '@/lib/search/query';
import { SIGNALS, type Signals } from '@/lib/search/rank';
import { synonymsOf } from '@/lib/search/synonyms';
import { isIdentifier, termForms, tokenize } from '@/lib/search/tokenizer';
import fs from 'node:fs';
import os from 'node:os';

const FIXTURE = path.resolve('tests/fixtures/content/docs');

/** A document as the browser gets it back: the questions are in the index only. */
function withoutQuestions(document: SearchDocument): SearchDocument {
  const copy = { ...document };
  delete copy.questions;
  return copy;
}

function fixtureSearch() {
  const docs = loadDocs(FIXTURE);
  const { categories } = resolveSidebar([{ label: 'Start', items: ['index'] }, { label: 'Native API', items: ['api/os'] }], docs);
  const documents = buildSearchDocuments(docs, categories);
  const { index, builder } = buildSearchIndex(documents);
  return { docs, documents, index, builder };
}

describe('tokenizer', () => {
  it('keeps dotted API names whole and adds their tails and parts', () => {
    const terms = tokenize('Call Neutralino.os.execCommand now');
    expect(terms).toEqual(expect.arrayContaining(['neutralino.os.execcommand', 'os.execcommand', 'execcommand', 'exec', 'command', 'neutralino', 'os', 'call', 'now']));
  });

  it('splits camelCase into parts and keeps identifiers and flags whole', () => {
    expect(tokenize('execCommand')).toEqual(['execcommand', 'exec', 'command']);
    expect(tokenize('setFullScreen')).toEqual(['setfullscreen', 'set', 'full', 'screen', 'fullscreen']);
    expect(tokenize('NL_PORT and NE_FS_NOPATHE')).toEqual(['nl_port', 'and', 'ne_fs_nopathe']);
    expect(tokenize('neu build --release')).toEqual(['neu', 'build', '--release']);
    expect(tokenize('a sentence. Next one')).toEqual(['a', 'sentence', 'next', 'one']);
  });

  it('never stems or drops identifiers', () => {
    expect(isIdentifier('os.execcommand')).toBe(true);
    expect(isIdentifier('nl_port')).toBe(true);
    expect(isIdentifier('--release')).toBe(true);
    expect(isIdentifier('running')).toBe(false);
  });
});

describe('search documents', () => {
  const tempDoc = (source: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
    fs.writeFileSync(path.join(dir, 'page.mdx'), source);
    return loadDoc(path.join(dir, 'page.mdx'), dir);
  };

  it('has the intro and every h2 section with the page heading ids, as plain text', () => {
    const { docs, documents } = fixtureSearch();
    const osDoc = docs.find((d) => d.id === 'api/os')!;
    const osSections = documents.filter((d) => d.route === '/docs/api/os');
    expect(osSections.map((d) => d.anchor)).toEqual(['', 'osexeccommandcommand-options', 'osgetenvkey', 'osgetenvs']);
    expect(osSections.slice(1).map((d) => d.anchor)).toEqual(osDoc.headings.filter((h) => h.depth === 2).map((h) => h.id));
    expect(osSections[1]).toMatchObject({ heading: 'os.execCommand(command, options)', parentHeading: '', category: 'Native API', title: 'Neutralino.os' });
    // The generic "Example" h3 is part of its function's section; code and admonition text are kept as words, markup is not.
    expect(osSections[1].content).toContain("Neutralino.os.execCommand('ls --release')");
    expect(osSections[1].content).toContain('A tip with NL_PORT inside.');
    expect(osSections[1].content).not.toMatch(/:::|<|```/);
    // h4 content stays in its h3/h2 section.
    expect(osSections[2].content).toContain('Deep text.');
  });

  it('gives a topical h3 its own document under its h2, and folds generic ones into the section above', () => {
    const doc = tempDoc('---\ntitle: Guide\nsidebar_label: The guide\n---\n\n## Build\n\nText.\n\n### Icons per platform\n\nIcon text.\n\n### Parameters\n\nParam text.\n\n### Returns\n\nA promise.\n');
    const documents = buildSearchDocuments([doc], []);
    expect(documents.map((d) => d.heading)).toEqual(['', 'Build', 'Icons per platform']);
    expect(documents[0]).toMatchObject({ title: 'Guide', label: 'The guide', anchor: '' });
    expect(documents[2]).toMatchObject({ parentHeading: 'Build', anchor: 'icons-per-platform' });
    expect(documents[2].content).toContain('Param text.');
    expect(documents[2].content).toContain('A promise.');
  });

  it('puts what the API history adds (a History list) after the section\'s own text, still indexed', () => {
    const doc = tempDoc('---\ntitle: Env\n---\n\n## os.getEnv(key)\n\nReads one variable.\n\n## os.setEnv(key, value)\n\nSets one.\n');
    // The block lib/api-history/remark.ts inserts under an item's heading.
    const history = { type: 'apiHistoryBox', data: { apiHistory: true }, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'History' }] }, { type: 'paragraph', children: [{ type: 'text', value: 'framework v4.1.0: returns an empty string' }] }] };
    doc.tree.children.splice(1, 0, history as unknown as (typeof doc.tree.children)[number]);
    const documents = buildSearchDocuments([doc], []);
    expect(documents[1].content).toBe('Reads one variable.\nHistory\nframework v4.1.0: returns an empty string');
    expect(documents[2].content).toBe('Sets one.');
    expect(search(lunr, buildSearchIndex(documents).index, documents, 'empty string', 8)[0]?.document.anchor).toBe('osgetenvkey');
  });

  it('ships each section cut at a word to the configured length, and indexes all of it', () => {
    const long = tempDoc(`---\ntitle: Long\n---\n\n${'word '.repeat(200)}zebrafinch\n`);
    const documents = buildSearchDocuments([long], []);
    const [shipped] = unpackDocuments(shippedDocuments(documents));
    expect(shipped.content.length).toBeLessThanOrEqual(siteConfig.search.shippedTextChars + 2);
    expect(shipped.content).toMatch(/word …$/);
    // The id is the document's position (the worker restores it), so the file leaves it out.
    expect(JSON.stringify(shippedDocuments(documents))).not.toMatch(/"id"/);
    expect(() => shippedDocuments([{ ...documents[0], id: 1 }])).toThrow(/search document 1 is at position 0/);
    expect(documents[0].content).toContain('zebrafinch');
    expect(search(lunr, buildSearchIndex(documents).index, documents, 'zebrafinch', 8)).toHaveLength(1);
  });

  it('keeps the distinct lines of a section\'s output blocks, not commands or file lists, and ships those its start leaves out', () => {
    const fence = (meta: string, body: string) => `\`\`\`${meta}\n${body}\n\`\`\`\n\n`;
    const deep = 'Second message, further down the entry';
    const source = `---\ntitle: T\n---\n\n## Entry\n\n${fence('text title="Terminal"', 'neu: ERRR First message of the entry')}${'The entry explains it at length. '.repeat(8)}\n\n${fence('text title="Dialog"', `${deep}\n  ${deep}  \n${deep}\nok then`)}${fence('bash', 'neu build --release --clean')}${fence('text title="myapp/"', 'myapp/\n├── neutralino.config.json   edited by neu')}${fence('text title=".gitignore"', '# written at run time by neu')}${fence('text title="neutralinojs.log"', 'NE_RS_UNBLDRE: Unable to load application resource file /resources/favicon.ico')}`;
    const built = buildSearchDocuments([tempDoc(source)], []);
    expect(built[1].output).toBe(['neu: ERRR First message of the entry', deep, 'NE_RS_UNBLDRE: Unable to load application resource file /resources/favicon.ico'].join('\n'));
    const shipped = unpackDocuments(JSON.parse(JSON.stringify(shippedDocuments(built))));
    expect(shipped[1].output).toBe([deep, 'NE_RS_UNBLDRE: Unable to load application resource file /resources/favicon.ico'].join('\n'));
    expect(shipped[0].output).toBeUndefined();
  });

  it('keeps the messages a section\'s inline code quotes, not code or commands, and ships those its start leaves out', () => {
    expect(['Opening in existing browser session.', 'Unable to write file: <path>', 'error while loading shared libraries: libwebkit2gtk-4.1.so.0'].every(isQuotedMessage)).toBe(true);
    expect(['npm run build', 'neu run --mode=<mode>', '{ id, method, data }', 'os.getEnv(key)', 'api/app/app.cpp'].some(isQuotedMessage)).toBe(false);
    const deep = 'Opening in existing browser session.';
    const source = `---\ntitle: T\n---\n\n## Chrome\n\nIt prints \`Fresh start of the app here\` first. ${'The mode explains it at length. '.repeat(8)}Then Chrome prints \`${deep}\`; run \`npm run build\` again.\n`;
    const built = buildSearchDocuments([tempDoc(source)], []);
    expect(built[1].inlineMessages).toBe(['Fresh start of the app here', deep].join('\n'));
    const shipped = unpackDocuments(JSON.parse(JSON.stringify(shippedDocuments(built))));
    expect(shipped[1].inlineMessages).toBe(deep);
  });

  it('ships each page\'s fields once, and the worker gets back every document as built, but its questions', () => {
    const { documents } = fixtureSearch();
    const pack = shippedDocuments(documents);
    expect(pack.pages.map((p) => p.route)).toEqual([...new Set(documents.map((d) => d.route))]);
    const cut = (text: string) => (text.length <= siteConfig.search.shippedTextChars ? text : expect.stringMatching(/ …$/));
    expect(unpackDocuments(JSON.parse(JSON.stringify(pack)))).toEqual(documents.map((d) => ({ ...withoutQuestions(d), content: cut(d.content) })));
    // A section's own keywords, an intro's label and keywords and a section's names all come back.
    const withFields = [tempDoc('---\ntitle: T\nsidebar_label: L\nkeywords: [k]\nsection_keywords:\n  a: [s]\n---\n\n## A\n\n| N | M |\n| --- | --- |\n| `NL_X` | x |\n')];
    const built = buildSearchDocuments(withFields, []);
    expect(unpackDocuments(shippedDocuments(built))).toEqual(built.map(withoutQuestions));
    expect(built.map((d) => [d.label, d.keywords, d.names])).toEqual([['L', ['k'], undefined], [undefined, ['s'], ['NL_X']]]);
  });

  it('leaves out the anchors the worker spells from their heading, and ships the others (a repeated heading, a letter beyond ASCII)', () => {
    const built = buildSearchDocuments([tempDoc('---\ntitle: T\n---\n\n## Open a window\n\n## Open a window\n\n## Café au lait\n\n## os.getEnv(key)\n')], []);
    expect(built.map((d) => d.anchor)).toEqual(['', 'open-a-window', 'open-a-window-1', 'café-au-lait', 'osgetenvkey']);
    const pack = shippedDocuments(built);
    expect(pack.sections.map((s) => s[1])).toEqual(['', 0, 'open-a-window-1', 'café-au-lait', 0]);
    expect(unpackDocuments(JSON.parse(JSON.stringify(pack))).map((d) => d.anchor)).toEqual(built.map((d) => d.anchor));
  });

  it('records the distinctive names in the first column of a section\'s tables as the names it defines', () => {
    const table = '| Name | Meaning |\n| --- | --- |\n| `NL_PORT` | Port. |\n| `-r`, `--release` | Zip. |\n| `--arch <arch>` | Arch. |\n| `path` | A parameter. |\n| Linux | Text. |\n| `modes.window.title` | Title. |\n';
    const documents = buildSearchDocuments([tempDoc(`---\ntitle: Ref\n---\n\n## Table\n\n${table}\n## Prose\n\nMentions \`NL_PORT\`.\n`)], []);
    expect(documents.map((d) => d.names)).toEqual([undefined, ['NL_PORT', '-r', '--release', '--arch', 'modes.window.title'], undefined]);
  });

  it('finds the API by a reader\'s synonym for its words (folder, new, save)', () => {
    const doc = tempDoc('---\ntitle: Files\n---\n\n## Project folders\n\nEach folder of a project, and what to create in it.\n\n## files.createDirectory(path)\n\nMakes a directory.\n\n## files.writeFile(path, data)\n\nWrites text to a file.\n\n## Saved state\n\nThe saved window size of a file manager.\n');
    const documents = buildSearchDocuments([doc], []);
    const index = buildSearchIndex(documents).index;
    const first = (q: string) => search(lunr, index, documents, q, 8)[0]?.document.anchor;
    expect(first('create a folder')).toBe('filescreatedirectorypath');
    expect(first('new directory')).toBe('filescreatedirectorypath');
    expect(first('save a file')).toBe('fileswritefilepath-data');
    const stem = (t: string) => lunr.stemmer(new lunr.Token(t, {})).toString();
    expect(synonymsOf('folders', stem)).toEqual(['directory']);
    expect(synonymsOf('directory', stem)).toEqual(['folder']);
    expect(synonymsOf('save', stem)).not.toContain('set'); // "settings" stems to "set"
    expect(synonymsOf('exe', stem)).toEqual(['binary']);
    expect(synonymsOf('maintains', stem)).toEqual(['committer']);
    expect(synonymsOf('execute', stem)).toEqual([]); // not "executable", nor a binary
    expect(synonymsOf('picking', stem)).toEqual(['choose', 'select']);
  });

  it('looks up every word of the line that names the error, then the rarest words of the rest of a paste', () => {
    const common = 'The app was stopped with an error code, and neu prints a warning with the code when the window closed at start.';
    const doc = tempDoc(`---\ntitle: Start\n---\n\n## Exit codes\n\n${common}\n\n## Warnings\n\n${common}\n\n## Old C++ runtime\n\nThe app was stopped with an error code at start: the loader reports GLIBCXX when libstdc++ is older than the binary needs.\n`);
    const documents = buildSearchDocuments([doc], []);
    const index = buildSearchIndex(documents).index;
    // GLIBCXX is the paste's fifteenth word; only the first twelve, stop words among them, were looked up before.
    const paste = "neu: WARN neutralino-linux_x64 was stopped with error code 1\n./bin/neutralino-linux_x64: /usr/lib/libstdc++.so.6: version `GLIBCXX_3.4.32' not found";
    expect(search(lunr, index, documents, paste, 8)[0]?.document.anchor).toBe('old-c-runtime');
    expect(rarestTerms(['a', 'b', 'c', 'd'], (t) => ({ a: 1, b: 3, c: 2, d: 3 })[t]!, 2)).toEqual(['b', 'd']);
    expect(rarestTerms(['a', 'b', 'c'], () => 1, 2)).toEqual(['a', 'b']);
    expect(rarestTerms(['a', 'b'], () => 1, 2)).toEqual(['a', 'b']);
  });

  it('finds a section by its section_keywords as by its heading, a generic h3\'s with the section above', () => {
    const page = '---\ntitle: App\nsection_keywords:\n  appexit: [quit]\n  example: [shutdown]\n---\n\n## Window\n\nClose the window when the process ends.\n\n## app.exit()\n\nEnds the process.\n\n### Example\n\nCode.\n';
    const documents = buildSearchDocuments([tempDoc(page)], []);
    expect(documents.map((d) => d.keywords)).toEqual([undefined, undefined, ['quit', 'shutdown']]);
    const index = buildSearchIndex(documents).index;
    const first = (q: string) => search(lunr, index, documents, q, 8)[0]?.document.anchor;
    expect(first('quit')).toBe('appexit');
    expect(first('shutdown the process')).toBe('appexit');
    // Without the keywords the word is nowhere on the page.
    const bare = buildSearchDocuments([tempDoc(page.replace(/section_keywords:[^]*?---/, '---'))], []);
    expect(search(lunr, buildSearchIndex(bare).index, bare, 'quit', 8)).toHaveLength(0);
  });

  it('finds a section by the questions written for it, which the browser never downloads', () => {
    const page = '---\ntitle: App\nquestions: [what can the app namespace do]\nsection_questions:\n  appexit: [terminate my program]\n  example: [kill switch]\n---\n\n## Window\n\nClose the window when the process ends.\n\n## app.exit()\n\nEnds the process.\n\n### Example\n\nCode.\n';
    const documents = buildSearchDocuments([tempDoc(page)], []);
    // The page's questions go with its intro; a generic h3's with the section above.
    expect(documents.map((d) => d.questions)).toEqual([['what can the app namespace do'], undefined, ['terminate my program', 'kill switch']]);
    const index = buildSearchIndex(documents).index;
    const first = (q: string) => search(lunr, index, documents, q, 8)[0]?.document.anchor;
    expect(first('terminate the program')).toBe('appexit');
    expect(first('kill switch')).toBe('appexit');
    expect(JSON.stringify(shippedDocuments(documents))).not.toMatch(/terminate|kill switch|namespace/);
    // Without the questions neither word is on the page.
    const bare = buildSearchDocuments([tempDoc(page.replace(/questions:[^]*?---/, '---'))], []);
    expect(search(lunr, buildSearchIndex(bare).index, bare, 'terminate', 8)).toHaveLength(0);
  });

  it('weighs the words that frame a request ("need", "each") at nothing, while they still find text', () => {
    // "need" is rare in the docs and so would count for more than the words of the subject.
    const topics = Array.from({ length: 20 }, (_, i) => `## Topic ${i}\n\nThe files of build ${i}, and how to distribute them.\n`).join('\n');
    const page = `---\ntitle: Shipping\n---\n\nShip it.\n\n## Before you start\n\nWhat you need to know about files before you distribute them.\n\n## Files to distribute\n\nThe binary and resources.neu go to users.\n\n## Do I need a runtime?\n\nNo.\n\n${topics}`;
    const documents = buildSearchDocuments([tempDoc(page)], []);
    const index = buildSearchIndex(documents).index;
    const ranked = (q: string, signals: Signals = SIGNALS) => search(lunr, index, documents, q, 8, 8, signals).map((h) => h.document.anchor);
    const first = (q: string) => ranked(q)[0];
    const question = 'which files do i need to distribute';
    expect(first(question)).toBe('files-to-distribute');
    const byRarity = ranked(question, { ...SIGNALS, requestWords: 0 });
    expect(byRarity.indexOf('before-you-start')).toBeLessThan(byRarity.indexOf('files-to-distribute'));
    expect(retrieve(lunr, index, documents, 'files for each platform').words.find((w) => w.term === 'each')?.weight).toBe(0);
    // Alone, or where a heading asks with it, the word still finds the section.
    expect(first('need')).toBe('do-i-need-a-runtime');
    expect(first('need runtime')).toBe('do-i-need-a-runtime');
  });

  it('looks past lunr\'s first hits for the best sections of each query word, and brings the intro of every page it found', () => {
    // Seventy short sections that each say "come" three times outscore a long note that names
    // server.mount once, and the long intro that says "come" once.
    const notes = Array.from({ length: 70 }, (_, i) => `## Come back ${i}\n\nCome back and come again, come.\n`).join('\n');
    const others = Array.from({ length: 300 }, (_, i) => `## Topic ${i}\n\nThe tray, the logs and the build ${i}.\n`).join('\n');
    const filler = 'The release also changed the build, the logs and the tray. '.repeat(40);
    const history = tempDoc(`---\ntitle: History\n---\n\n${filler} Come and read.\n\n${notes}\n${others}\n## v5.6.0\n\n${filler} It added server.mount(path, target).\n`);
    const documents = buildSearchDocuments([history], []);
    const index = buildSearchIndex(documents).index;
    const { hits } = retrieve(lunr, index, documents, 'when did server.mount come in');
    expect(index.search('come').length).toBeGreaterThan(60);
    expect(hits.map((h) => h.document.anchor)).toEqual(expect.arrayContaining(['v560', '']));
  });

  it('finds the newest release of a release notes page as the latest', () => {
    const notes = tempDoc('---\ntitle: Release notes\n---\n\nEvery release.\n\n## Which versions go together\n\nA table.\n\n## v2.0.0\n\nFaster tray.\n\n## v1.0.0\n\nFirst tray, with the latest icons.\n');
    const documents = buildSearchDocuments([notes], []);
    expect(documents.map((d) => d.keywords)).toEqual([undefined, undefined, ['latest', 'newest'], undefined]);
    const index = buildSearchIndex(documents).index;
    expect(search(lunr, index, documents, 'latest tray release', 8)[0]?.document.anchor).toBe('v200');
  });

  it('indexes the title of an admonition, which the reader sees as text', () => {
    const doc = tempDoc('---\ntitle: Notes\n---\n\n## v5.0.0\n\nNew streams.\n\n:::warning Breaking changes\nThe old copy call is gone.\n:::\n');
    const [, release] = buildSearchDocuments([doc], []);
    expect(release.content).toContain('Breaking changes');
  });

  it('keeps a page with no text as a result for its title', () => {
    const documents = buildSearchDocuments([tempDoc('---\ntitle: Empty\n---\n')], []);
    expect(documents).toMatchObject([{ title: 'Empty', anchor: '', content: '' }]);
  });
});

describe('compact index', () => {
  const normalise = (s: SerializedIndex) => {
    const names = new Map(s.invertedIndex.map(([term, posting]) => [posting._index, term]));
    return {
      postings: s.invertedIndex.map(([term, posting]) => [term, { ...posting, _index: 0 }]),
      vectors: s.fieldVectors.map(([key, v]) => [key, Object.fromEntries(v.flatMap((x, i) => (i % 2 ? [] : [[names.get(x), v[i + 1]]])))]),
    };
  };

  it('expands to the same index lunr serialises (terms, postings and every score)', () => {
    // The tokenizer keeps a word once per field, but two forms of it (window, windows) stem to one term twice.
    const { documents } = fixtureSearch();
    const { index, builder } = buildSearchIndex([...documents, { id: documents.length, route: '/repeat', anchor: '', title: 'Repeat', heading: '', parentHeading: '', category: '', content: 'window windows' }]);
    const original = normalise(JSON.parse(JSON.stringify(index)));
    const expanded = normalise(expandIndex(JSON.parse(JSON.stringify(compactIndex(builder)))));
    expect(isDeepStrictEqual(original, expanded)).toBe(true);
    expect(expanded.vectors.length).toBeGreaterThan(0);
    // The fixture has all three shapes a field's posting takes: none, all once, and repeated words.
    const shapes = new Set(compactIndex(builder).postings.flatMap((field) => field.split(' ')).map((p) => (p === '' ? 'none' : p.includes('!') ? 'frequencies' : 'once')));
    expect([...shapes].sort()).toEqual(['frequencies', 'none', 'once']);
  });

  it('round-trips refs that take one, two and three characters (gaps of 1, 80, 900)', () => {
    // A posting writes a gap below 80 in one character; the site has some 740 documents, so longer gaps occur.
    const refs = [0, 1, 81, 981];
    const documents = Array.from({ length: 982 }, (_, id) => ({ id, route: `/p${id}`, anchor: '', title: `Page ${id}`, heading: '', parentHeading: '', category: '', content: refs.includes(id) ? 'shared word words' : `only${id}` }));
    const { index, builder } = buildSearchIndex(documents);
    const expanded = expandIndex(JSON.parse(JSON.stringify(compactIndex(builder))));
    expect(isDeepStrictEqual(normalise(JSON.parse(JSON.stringify(index))), normalise(expanded))).toBe(true);
    expect(Object.keys(expanded.invertedIndex.find(([term]) => term === 'share')![1].content)).toEqual(refs.map(String));
  });

  it('loads in a fresh lunr when the process has built an index before (npm run dev checks on every save)', () => {
    fixtureSearch();
    const second = JSON.parse(JSON.stringify(compactIndex(fixtureSearch().builder)));
    expect(second.pipeline).toEqual(['apiAwareStemmer']);
    expect(() => lunr.Index.load(expandIndex(second))).not.toThrow();
  });

  it('rejects an inconsistent file with the generic invariant error', () => {
    const compact = compactIndex(fixtureSearch().builder);
    expect(() => expandIndex({ ...compact, postings: compact.postings.slice(1) })).toThrow(/^Invariant failed/);
  });
});

describe('query', () => {
  const { documents, builder } = fixtureSearch();
  const index = lunr.Index.load(expandIndex(compactIndex(builder)));
  const run = (q: string) => search(lunr, index, documents, q, 8);

  it('finds API names whole, by tail and by camelCase part', () => {
    for (const q of ['Neutralino.os.execCommand', 'os.execCommand', 'execCommand', 'execcommand']) {
      expect(run(q)[0]?.document.anchor, q).toBe('osexeccommandcommand-options');
    }
    expect(run('NL_PORT')[0]?.document.anchor).toBe('osexeccommandcommand-options');
    expect(run('--release')[0]?.document.anchor).toBe('osexeccommandcommand-options');
  });

  it('matches prefixes while typing and one-letter typos in longer words', () => {
    expect(run('execCom')[0]?.document.anchor).toBe('osexeccommandcommand-options');
    expect(run('envir')[0]?.document.anchor).toBe('osgetenvkey'); // "environment"
    expect(run('enviroment')[0]?.document.anchor).toBe('osgetenvkey'); // typo
    expect(run('instal')[0]?.document.route).toBe('/docs');
  });

  it('finds a word in its British or American spelling alike, which the docs mix too', () => {
    const written: SearchDocument[] = [
      { id: 0, route: '/docs/a', anchor: 'signing', title: 'Distribution', heading: 'Signing', parentHeading: '', category: '', content: 'Notarize the app before you ship it.' },
      { id: 1, route: '/docs/b', anchor: 'governance', title: 'About', heading: 'Governance', parentHeading: '', category: '', content: 'The organization behind the project.' },
    ];
    const { index: spelled } = buildSearchIndex(written);
    // Neither is one typo away once stemmed: "notaris" against "notar", "organis" against "organ".
    expect(search(lunr, spelled, written, 'notarise', 8)[0]?.document.anchor).toBe('signing');
    expect(search(lunr, spelled, written, 'organisation', 8)[0]?.document.anchor).toBe('governance');
  });

  it('ranks the exact name above a longer name that stems the same', () => {
    expect(run('getEnv')[0].document.anchor).toBe('osgetenvkey');
    expect(run('getenv')[0].document.anchor).toBe('osgetenvkey');
    expect(run('getEnvs')[0].document.anchor).toBe('osgetenvs');
    expect(isIdentifier('getenvs')).toBe(false); // literal only because it was written in camelCase
  });

  it.each([
    'foo:', 'title:os', '~', 'exec~2', '^', 'os^10', '*', '*exec*', '+', '+os -exec', '-', '"unclosed', "it's",
    '\\', '()', '[]{}', ':::', '<script>alert(1)</script>', 'x'.repeat(500), '🙂 emoji', '%', '   ', '',
    `${'noise '.repeat(80)}execCommand`, 'ü', '.', '..', '__proto__', 'constructor',
  ])('never throws on %j', (q) => {
    expect(() => run(q)).not.toThrow();
    expect(() => snippet('some text', wordMatcher(q, termForms(lunr), { asTyped: true }))).not.toThrow();
  });

  it('reads a slash as a word break, keeping each word\'s whole name', () => {
    expect(queryTerms('@neutralinojs/lib changelog')).toEqual(['neutralinojs', 'lib', 'changelog']);
    expect(queryTerms('read/write os.execCommand')).toEqual(['read', 'write', 'os.execcommand']);
  });

  it('caps the number of query terms', () => {
    expect(queryTerms('a b c d e f g h i j k l m n o p').length).toBeLessThanOrEqual(12);
  });

  it('groups hits by page in rank order', () => {
    const groups = groupByPage(run('os'));
    expect(new Set(groups.map((g) => g.route)).size).toBe(groups.length);
    expect(groups[0].hits.length).toBeGreaterThan(0);
  });
});
