// The ranking rules of lib/search/rank.ts, on hand-made hits whose lunr order is the worst case.
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { isGenericHeading, type SearchDocument } from '@/lib/search/documents';
import { queryTerms } from '@/lib/search/query';
import { orderHits, rankHits, SIGNALS, TIER, type QueryWord, type SearchHit, type Signals, type SignalValues } from '@/lib/search/rank';

let nextId = 0;
function hit(route: string, title: string, heading = '', anchor = heading.toLowerCase().replace(/\W+/g, '-'), label?: string): SearchHit {
  const document: SearchDocument = { id: nextId++, route, anchor: heading ? anchor : '', title, label, heading, parentHeading: '', category: '', content: '' };
  return { document, score: 1, terms: [], questionTerms: [] };
}
/** A section whose reference tables define `names`. */
function defining(route: string, title: string, heading: string, names: string[]): SearchHit {
  const defined = hit(route, title, heading);
  defined.document.names = names;
  return defined;
}
const stem = (t: string) => lunr.stemmer(new lunr.Token(t, {})).toString();
const wordsOf = (q: string): QueryWord[] => {
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  return terms.map((term, i) => ({ term, stem: stem(term), last: i === terms.length - 1 }));
};
const rank = (hits: SearchHit[], q: string, limit = 8, perPage = 3) => rankHits(hits, q, wordsOf(q), stem, limit, perPage).map((h) => `${h.document.route}#${h.document.anchor}`);

describe('search ranking', () => {
  it('explains each hit: its tier, and a score that is the weighted sum of the signal values it reports', () => {
    const hide = Object.assign(hit('/docs/api/window', 'Neutralino.window', 'window.hide()'), { terms: ['hide', 'window'] });
    const event = Object.assign(hit('/docs/api/events', 'Neutralino.events', 'windowHide'), { terms: ['window'] });
    const ordered = orderHits([event, hide], 'hide the window', wordsOf('hide window'), stem);
    expect(ordered.map((r) => r.hit.document.heading)).toEqual(['window.hide()', 'windowHide']);
    for (const { score } of ordered) {
      const sum = (Object.entries(score.values) as [keyof SignalValues, number][]).reduce((total, [signal, value]) => total + SIGNALS[signal] * value, 0);
      expect(score.total).toBeCloseTo(sum);
    }
    expect(ordered[0].score.values).toMatchObject({ heading: 1, body: 1, callable: 1 });
  });

  it('credits an index term that is the stem of a query word, though stemming that stem again changes it ("extension" -> "extens" -> "exten")', () => {
    expect(stem(stem('extension'))).not.toBe(stem('extension'));
    const guide = Object.assign(hit('/docs/how-to/extensions', 'Extensions overview', 'What it is'), { terms: ['extens'], questionTerms: ['extens'] });
    // A word the index has (known), so no typo rule can stand in for the stem.
    const [{ score }] = orderHits([guide], 'extension', wordsOf('extension').map((w) => ({ ...w, known: true })), stem);
    expect(score.values).toMatchObject({ body: 1, questions: 1 });
  });

  it('puts the page a query names by title first, above sections lunr scored higher', () => {
    const hits = [hit('/docs/api/net', 'Neutralino.net', 'Errors'), hit('/docs/api/fs', 'Neutralino.filesystem', 'Errors', 'errors-22'), hit('/docs/api/error-codes', 'Error codes')];
    expect(rank(hits, 'error codes')[0]).toBe('/docs/api/error-codes#');
    const storage = [hit('/docs/api/error-codes', 'Error codes', 'Storage'), hit('/docs/api/storage', 'Neutralino.storage')];
    expect(rank(storage, 'storage')[0]).toBe('/docs/api/storage#');
  });

  it('matches the sidebar label, typed prefixes and one-letter typos in titles', () => {
    const hits = [hit('/docs/api/os', 'Neutralino.os', 'os.setTray(options)'), hit('/docs/cli/neu-cli', 'neu CLI', '', '', 'Command line')];
    expect(rank(hits, 'command line')[0]).toBe('/docs/cli/neu-cli#');
    const clip = [hit('/docs/api/os', 'Neutralino.os', 'Clipboard access'), hit('/docs/api/clipboard', 'Neutralino.clipboard')];
    expect(rank(clip, 'clipbo')[0]).toBe('/docs/api/clipboard#');
    expect(rank(clip, 'clipbord')[0]).toBe('/docs/api/clipboard#');
  });

  it('counts a typo whose stem is one letter off the index\'s stem ("enviroment" stems to "enviro", "environment" to "environ")', () => {
    // lunr found both by the typo's edit-distance term; only one section holds the word typed wrong.
    const getEnv = Object.assign(hit('/docs/api/os', 'Neutralino.os', 'os.getEnv(key)'), { terms: ['read', 'environ', 'variabl'] });
    const globals = Object.assign(hit('/docs/api/global-variables', 'Global variables', 'Built-in globals'), { terms: ['read', 'variabl'] });
    const words = wordsOf('read enviroment variable').map((w) => ({ ...w, known: w.term !== 'enviroment' }));
    expect(rankHits([globals, getEnv], 'read enviroment variable', words, stem, 8, 3)[0].document.anchor).toBe('os-getenv-key-');
  });

  it('reads two swapped letters as one typo, as lunr\'s edit distance does ("udpate" is "update")', () => {
    // lunr retrieves both sections by the fuzzy term; only one heading holds the word the reader meant.
    const manifest = Object.assign(hit('/docs/how-to/auto-updater', 'Auto updater', 'The update manifest'), { terms: ['manifest', 'updat'] });
    const format = Object.assign(hit('/docs/api/clipboard', 'Neutralino.clipboard', 'clipboard.getFormat()'), { terms: ['format'] });
    const words = wordsOf('udpate manifest format').map((w) => ({ ...w, known: w.term !== 'udpate' }));
    expect(rankHits([format, manifest], 'udpate manifest format', words, stem, 8, 3)[0].document.route).toBe('/docs/how-to/auto-updater');
  });

  it('matches a page by its keywords as by its title', () => {
    const net = hit('/docs/api/net', 'Neutralino.net', '', '', 'net');
    net.document.keywords = ['HTTP requests', 'fetch'];
    const event = hit('/docs/api/events', 'Neutralino.events', 'newWindowRequest');
    expect(rank([event, net], 'http request')[0]).toBe('/docs/api/net#');
    expect(rank([event, net], 'fetch')[0]).toBe('/docs/api/net#');
  });

  it('then the function whose name the query is, then sections whose heading covers the query', () => {
    const hits = [
      hit('/docs/api/os', 'Neutralino.os', 'Running commands'),
      hit('/docs/api/os', 'Neutralino.os', 'os.spawnProcess(command, options)', 'spawn'),
      hit('/docs/api/os', 'Neutralino.os', 'os.execCommand(command, options)', 'exec'),
    ];
    expect(rank(hits, 'os.execCommand')[0]).toBe('/docs/api/os#exec');
    expect(rank(hits, 'execCommand')[0]).toBe('/docs/api/os#exec');
    expect(rank(hits, 'running commands')[0]).toBe('/docs/api/os#running-commands');
  });

  it('puts a function named in full above its page, and finds a name pasted inside other words', () => {
    const hits = [hit('/docs/api/init', 'Neutralino.init'), hit('/docs/api/init', 'Neutralino.init', 'Neutralino.init(options)', 'init')];
    expect(rank(hits, 'Neutralino.init')[0]).toBe('/docs/api/init#init');
    const codes = [hit('/docs/api/overview', 'Native API overview', 'Promises and errors'), hit('/docs/api/error-codes', 'Error codes', 'NE_RT_NATPRME', 'ne_rt_natprme')];
    expect(rank(codes, 'Uncaught (in promise) NE_RT_NATPRME')[0]).toBe('/docs/api/error-codes#ne_rt_natprme');
  });

  it('does not take a file\'s name among other words for the section about that file', () => {
    const file = Object.assign(hit('/docs/configuration/project-structure', 'Project structure', 'neutralinojs.log'), { terms: ['neutralinojs.log', 'log'] });
    const debug = Object.assign(hit('/docs/api/debug', 'Neutralino.debug', 'debug.log(message, type)'), { terms: ['log', 'messag', 'neutralinojs.log'] });
    expect(rank([file, debug], 'log a message to neutralinojs.log')[0]).toBe('/docs/api/debug#debug-log-message-type-');
    expect(rank([debug, file], 'neutralinojs.log')[0]).toBe('/docs/configuration/project-structure#neutralinojs-log');
  });

  it('finds a function by its fully qualified name, though the heading leaves out the namespace', () => {
    const hits = [hit('/docs/api/window', 'Neutralino.window', 'window.on(event, handler)', 'window-on'), hit('/docs/api/events', 'Neutralino.events', 'events.on(event, handler)', 'on')];
    expect(rank(hits, 'Neutralino.events.on')[0]).toBe('/docs/api/events#on');
    expect(rank(hits, 'call Neutralino.events.on twice')[0]).toBe('/docs/api/events#on');
  });

  it('lets a section inherit its page\'s questions, so the intro that has them does not outrank the section that answers', () => {
    const words = ['project', 'folder', 'layout'];
    const intro = Object.assign(hit('/docs/configuration/project-structure', 'Project structure'), { terms: words, questionTerms: words });
    const section = Object.assign(hit('/docs/configuration/project-structure', 'Project structure', 'The layout at a glance'), { terms: words, questionTerms: ['layout'] });
    expect(rank([intro, section], 'project folder layout')[0]).toBe('/docs/configuration/project-structure#the-layout-at-a-glance');
    const [first] = orderHits([intro, section], 'project folder layout', wordsOf('project folder layout'), stem);
    expect(first.score.values.pageQuestions).toBe(1);
    // Without its page's intro among the hits, a section has no page questions to inherit.
    expect(orderHits([section], 'project folder layout', wordsOf('project folder layout'), stem)[0].score.values.pageQuestions).toBe(0);
  });

  it('lets a section inherit its page\'s keywords, below its page title', () => {
    const guide = Object.assign(hit('/docs/guide', 'Guide', 'Maximize'), { terms: ['maxim'] });
    const intro = Object.assign(hit('/docs/config', 'neutralino.config.json'), { terms: ['set'] });
    intro.document.keywords = ['settings'];
    const config = Object.assign(hit('/docs/config', 'neutralino.config.json', 'Maximize'), { terms: ['maxim'] });
    expect(rank([guide, intro, config], 'maximize settings')[0]).toBe('/docs/config#maximize');
    const values = (q: string) => orderHits([intro, config], q, wordsOf(q), stem).find((r) => r.hit === config)!.score.values;
    expect(values('maximize settings').pageKeywords).toBe(0.5);
    // A word the page title already names counts there, not twice.
    expect(values('maximize config').pageKeywords).toBe(0);
  });

  it('reads a longer word that a query word\'s stem starts as that word ("drag" names setDraggableRegion)', () => {
    const draggable = Object.assign(hit('/docs/api/window', 'Neutralino.window', 'window.setDraggableRegion(domElementOrId)'), { terms: ['window', 'draggabl'] });
    const borderless = Object.assign(hit('/docs/api/window', 'Neutralino.window', 'window.setBorderless(borderless)'), { terms: ['window', 'drag'] });
    expect(rank([borderless, draggable], 'drag the window')[0]).toBe('/docs/api/window#window-setdraggableregion-domelementorid-');
    // Only a stem of four letters or more: "uses" (stem "us") does not name "user".
    const [user] = orderHits([Object.assign(hit('/docs/api/os', 'Neutralino.os', 'Users'), { terms: ['user'] })], 'uses', wordsOf('uses').map((w) => ({ ...w, last: false, known: true })), stem);
    expect(user.score.values.heading).toBe(0);
  });

  it('answers a one-word query that a page title names with the page, though its sections inherit the title and the page\'s questions', () => {
    const words = { terms: ['privaci'], questionTerms: ['privaci'] };
    const intro = Object.assign(hit('/privacy-policy', 'Privacy policy'), words, { score: 3 });
    const section = Object.assign(hit('/privacy-policy', 'Privacy policy', 'Scope and contact'), words, { score: 1.2 });
    expect(rank([section, intro], 'privacy')[0]).toBe('/privacy-policy#');
  });

  it('within a tier, puts sections that contain every word of the query first', () => {
    const some = hit('/docs/api/a', 'A', 'Reading');
    some.terms = ['read'];
    const all = hit('/docs/api/b', 'B', 'Files');
    all.terms = ['read', 'text', 'file'];
    expect(rank([some, all], 'read text file')[0]).toBe('/docs/api/b#files');
  });

  it('puts the section whose table defines a name the query types above sections that mention it', () => {
    const globals = defining('/docs/api/global-variables', 'Global variables', 'Built-in globals', ['NL_OS', 'NL_PORT']);
    const mentions = [hit('/docs/config', 'neutralino.config.json', 'port'), hit('/docs/architecture', 'Architecture', 'The parts')];
    expect(rank([...mentions, globals], 'NL_PORT')[0]).toBe('/docs/api/global-variables#built-in-globals');
    expect(rank([...mentions, globals], 'nl_port')[0]).toBe('/docs/api/global-variables#built-in-globals');
    // A dotted config key is found by its distinctive tails, and a flag by itself.
    const keys = defining('/docs/config', 'neutralino.config.json', 'modes.window', ['modes.window.enableInspector', 'modes.window.title', 'modes.window.fullScreen']);
    const faq = hit('/docs/faq', 'FAQ', 'How do I open the developer tools?');
    expect(rank([faq, keys], 'enableInspector')[0]).toBe('/docs/config#modes-window');
    expect(rank([faq, keys], 'window.enableInspector')[0]).toBe('/docs/config#modes-window');
    const flags = defining('/docs/cli', 'neu CLI', 'neu build', ['-r', '--release']);
    expect(rank([hit('/docs/release-notes', 'CLI release notes', 'v11.6.0'), flags], '--release')[0]).toBe('/docs/cli#neu-build');
  });

  it('puts the section headed by the one name a query types above the parent whose table lists it', () => {
    const parent = defining('/docs/config', 'neutralino.config.json', 'Server and native API', ['port', 'tokenSecurity']);
    const own = hit('/docs/config', 'neutralino.config.json', 'tokenSecurity', 'tokensecurity');
    expect(rank([parent, own], 'tokenSecurity one-time key')[0]).toBe('/docs/config#tokensecurity');
    // With two names typed, the table that defines both answers better than the heading of one.
    const guide = defining('/docs/guide', 'Using frontend libraries', 'The configuration keys', ['cli.frontendLibrary', 'cli.devUrl']);
    const key = hit('/docs/config', 'neutralino.config.json', 'cli.frontendLibrary', 'clifrontendlibrary');
    expect(rank([key, guide], 'frontendLibrary devUrl')[0]).toBe('/docs/guide#the-configuration-keys');
  });

  it('puts a table that defines a typed name first only when the query looks the name up, not when it asks about a problem around it', () => {
    const globals = Object.assign(defining('/docs/api/global-variables', 'Global variables', 'Built-in globals', ['NL_PORT']), { terms: ['nl_port'] });
    const patch = Object.assign(hit('/docs/frontend', 'Using frontend libraries', 'How the patch works'), { terms: ['nl_port', 'undefin', 'first', 'load', 'vite'] });
    expect(rank([patch, globals], 'NL_PORT')[0]).toBe('/docs/api/global-variables#built-in-globals');
    expect(rank([patch, globals], 'NL_PORT default')[0]).toBe('/docs/api/global-variables#built-in-globals');
    expect(rank([globals, patch], 'NL_PORT undefined on first load with vite')[0]).toBe('/docs/frontend#how-the-patch-works');
  });

  it('does not treat an ordinary word as a defined name', () => {
    const keys = defining('/docs/config', 'neutralino.config.json', 'modes.window', ['modes.window.title', 'modes.window.fullScreen']);
    // "title" is a plain tail; "fullscreen" typed in lower case is a word, and the function heading covers it.
    expect(rank([keys, hit('/docs/api/window', 'Neutralino.window', 'window.setTitle(title)', 'settitle')], 'title')[0]).toBe('/docs/api/window#settitle');
    expect(rank([keys, hit('/docs/api/window', 'Neutralino.window', 'window.setFullScreen()', 'setfullscreen')], 'fullscreen')[0]).toBe('/docs/api/window#setfullscreen');
  });

  it('puts a release note among the named answers when the query types a name that only release notes have', () => {
    // A loader dialog names a Windows entry point that only the release which began to load it at run time mentions.
    const note = Object.assign(hit('/docs/release-notes/framework', 'Framework release notes', 'v4.4.0'), { terms: ['setprocessdpiawarenesscontext', 'link'] });
    const config = Object.assign(hit('/docs/configuration', 'neutralino.config.json', 'Mode and loading'), { terms: ['entri', 'point', 'link', 'dynam'], score: 4 });
    const paste = 'The procedure entry point SetProcessDpiAwarenessContext could not be located in the dynamic link library USER32.dll.';
    expect(rank([config, note], paste)[0]).toBe('/docs/release-notes/framework#v4-4-0');
    // A name the current docs have too is answered there, though no heading names it: the note stays with the history.
    const api = Object.assign(hit('/docs/api/window', 'Neutralino.window', 'Window size'), { terms: ['window.setsize'], score: 1 });
    const sizeNote = Object.assign(hit('/docs/release-notes/framework', 'Framework release notes', 'v4.5.0'), { terms: ['window.setsize'], score: 3 });
    expect(rank([sizeNote, api], 'window.setSize fails with an error')[0]).toBe('/docs/api/window#window-size');
  });

  it('puts release notes after the current docs unless the query asks for history', () => {
    const note = hit('/docs/release-notes/cli', 'CLI release notes', 'v9.6.1');
    const guide = hit('/docs/guide', 'Using frontend libraries', 'Worked example');
    expect(rank([note, guide], 'vite hot reload')[0]).toBe('/docs/guide#worked-example');
    expect(rank([note, guide], '--release')[0]).toBe('/docs/guide#worked-example'); // a flag, not a question about releases
    for (const q of ['vite changelog', 'hot reload releases', 'vite release notes', 'breaking changes', 'vite v9', 'hot reload 9.6', 'version history', 'vite option removed', 'deprecated vite flag', 'hot reload does not work anymore', 'hot reload no longer works', 'first version with vite', 'when did hot reload change', 'which vite version added hot reload', 'when did hot reload start working', 'hot reload broken after upgrading']) {
      expect(rank([note, guide], q)[0], q).toBe('/docs/release-notes/cli#v9-6-1');
    }
    // "versions", "history", "latest" and a lone "release" ask for history only two together:
    // a reader's own "release build" is the present.
    for (const q of ['vite installed versions', 'download the latest vite', 'vite history', 'make a release build with vite', 'my first vite app', 'which vite version works with the framework', 'check which vite version i have']) expect(rank([note, guide], q)[0], q).toBe('/docs/guide#worked-example');
    expect(rank([note, guide], 'latest vite version')[0]).toBe('/docs/release-notes/cli#v9-6-1');
    // A reference page's summary of a release comes before the release notes in the sidebar, but after them for a history question.
    const summary = Object.assign(hit('/docs/api/overview', 'Native API overview', 'New in v6.8.0'), { terms: ['os.trashitem'], score: 3 });
    // The same release in two products' notes: lunr's score only says which note is shorter, so sidebar order decides.
    const framework = Object.assign(hit('/docs/release-notes/framework', 'Framework release notes', 'v6.8.0'), { terms: ['os.trashitem'], score: 1 });
    const client = Object.assign(hit('/docs/release-notes/client-library', 'Client library release notes', 'v6.8.0'), { terms: ['os.trashitem'], score: 3 });
    expect(rank([summary, client, framework], 'since when does os.trashItem exist')[0]).toBe('/docs/release-notes/framework#v6-8-0');
    // The verb of a history question says when, not what: the note that names the thing comes before one that only introduced something.
    const introducedSomething = Object.assign(hit('/docs/release-notes/framework', 'Framework release notes', 'v4.0.0'), { terms: ['introduc'] });
    const namesIt = Object.assign(hit('/docs/release-notes/cli', 'CLI release notes', 'v11.3.0'), { terms: ['cli.hostproject'] });
    const q = 'when was cli.hostProject introduced';
    const weighed = [{ term: 'cli.hostproject', stem: 'cli.hostproject', last: false, weight: 4.45 }, { term: 'introduced', stem: stem('introduced'), last: true, weight: 5.43 }];
    expect(rankHits([introducedSomething, namesIt], q, weighed, stem, 8, 3)[0].document.anchor).toBe('v11-3-0');
    // A section of a release notes page that is not about one release describes the present.
    const compatibility = Object.assign(hit('/docs/release-notes/cli', 'CLI release notes', 'Which versions go together'), { terms: ['cli', 'framework'] });
    const cliPage = Object.assign(hit('/docs/cli', 'neu CLI', 'neu version'), { terms: ['cli', 'framework'] });
    expect(rank([cliPage, compatibility], 'cli versions that go together with the framework')[0]).toBe('/docs/release-notes/cli#which-versions-go-together');
  });

  it('among headings that contain the query, prefers the one with the fewest other words, then page order', () => {
    const event = hit('/docs/api/events', 'Neutralino.events', 'mainMenuItemClicked');
    const setter = hit('/docs/api/window', 'Neutralino.window', 'window.setMainMenu(options)', 'setmainmenu');
    expect(rank([event, setter], 'main menu')[0]).toBe('/docs/api/window#setmainmenu');
    const faq = hit('/docs/faq', 'FAQ', 'Which operating systems and CPUs are supported?', 'cpus');
    expect(rank([faq, hit('/docs/api/computer', 'Neutralino.computer', 'computer.getCPUInfo()', 'cpu')], 'cpu')[0]).toBe('/docs/api/computer#cpu');
    // setTitle and getTitle fit "window title" equally: the page lists setTitle first.
    const setTitle = hit('/docs/api/window', 'Neutralino.window', 'window.setTitle(title)', 'settitle');
    const getTitle = hit('/docs/api/window', 'Neutralino.window', 'window.getTitle()', 'gettitle');
    expect(rank([getTitle, setTitle], 'window title')[0]).toBe('/docs/api/window#settitle');
  });

  it('does not read a heading\'s verb as the doer a query names ("installer" is not updater.install), though both stem alike', () => {
    const packaging = Object.assign(hit('/docs/distribution', 'Distribution', 'Packaging per operating system'), { terms: ['instal', 'make'] });
    const install = Object.assign(hit('/docs/api/updater', 'Neutralino.updater', 'updater.install()'), { terms: ['instal', 'make'] });
    expect(rank([install, packaging], 'make an installer')[0]).toBe('/docs/distribution#packaging-per-operating-system');
    // The other way round a verb still names its doer: "watch a folder" is createWatcher.
    const watcher = hit('/docs/api/filesystem', 'Neutralino.filesystem', 'filesystem.createWatcher(path)');
    expect(orderHits([watcher], 'watch folder', wordsOf('watch folder'), stem)[0].score.values.heading).toBeGreaterThan(0);
  });

  it('between headings that name as many of the query\'s words, prefers the one that has them side by side in the reader\'s order', () => {
    const apart = Object.assign(hit('/docs/distribution', 'Distribution', 'Build options for neu'), { terms: ['neu', 'build'] });
    const together = Object.assign(hit('/docs/cli', 'CLI', 'What neu build produces'), { terms: ['neu', 'build'] });
    expect(rank([apart, together], 'neu build output')[0]).toBe('/docs/cli#what-neu-build-produces');
    // One word may stand between them ("Build a release"); reversed, they are not the reader's phrase.
    const values = (q: string) => orderHits([hit('/docs/guide', 'Guide', 'Step 12: Build a release')], q, wordsOf(q), stem)[0].score.values.phrase;
    expect(values('build release')).toBe(1);
    expect(values('release build')).toBe(0);
  });

  it('between sections that cover as many words, prefers the reader\'s own words to synonyms', () => {
    const words: QueryWord[] = [
      { term: 'mount', stem: 'mount', last: false },
      { term: 'folder', stem: 'folder', last: false, synonyms: [{ term: 'directory', stem: stem('directory') }] },
    ];
    const getMounts = hit('/docs/api/server', 'Neutralino.server', 'server.getMounts()', 'getmounts');
    getMounts.terms = ['mount', stem('directory')];
    const mount = hit('/docs/api/server', 'Neutralino.server', 'server.mount(path, target)', 'mount');
    mount.terms = ['mount', 'folder', stem('directory')];
    const other = hit('/docs/api/os', 'Neutralino.os', 'Paths');
    other.terms = ['mount'];
    const ranked = rankHits([other, getMounts, mount], 'mount a folder', words, stem, 8, 3).map((h) => h.document.anchor);
    expect(ranked).toEqual(['mount', 'getmounts', 'paths']);
  });

  it('lets a section that quotes more of a pasted error, its code among the words, join the code\'s own section and pass it', () => {
    const section = (route: string, title: string, heading: string, content: string) => Object.assign(hit(route, title, heading), { document: { ...hit(route, title, heading).document, content } });
    const code = section('/docs/api/error-codes', 'Error codes', 'NE_RT_NATPRME', 'Message: Missing permission to execute the native method: <method> The method is blocked.');
    const other = section('/docs/api/error-codes', 'Error codes', 'NE_RT_APIPRME', 'Message: Missing permission to access Native API');
    const entry = section('/docs/troubleshooting', 'Troubleshooting', 'Native calls fail with NE_RT_NATPRME', 'Uncaught (in promise) {"code":"NE_RT_NATPRME","message":"Missing permission to execute the native method"}');
    const first = (q: string) => {
      const terms = queryTerms(q);
      return orderHits([code, other, entry], q, wordsOf(terms.join(' ')), stem)[0].hit.document.heading;
    };
    expect(first("Uncaught (in promise) {code: 'NE_RT_NATPRME', message: 'Missing permission to execute the native method: filesystem.readDirectory'}")).toBe('Native calls fail with NE_RT_NATPRME');
    // The code and its plain message: the entry quotes no more of it than the code's section.
    expect(first('NE_RT_NATPRME: Missing permission to execute the native method: os.execCommand')).toBe('NE_RT_NATPRME');
    // Words the entry quotes, but not with the code; and another code's message.
    expect(first('Uncaught (in promise) NE_RT_NATPRME')).toBe('NE_RT_NATPRME');
    expect(first('NE_RT_NATPRME: Missing permission to access Native API')).toBe('NE_RT_NATPRME');
    // The section that quotes most of the paste comes first among those it names, whatever their other signals.
    const loaded = Object.assign(section('/docs/api/error-codes', 'Error codes', 'NE_EX_EXTNOTC', 'Message: <extensionId> is not connected yet'), { terms: ['code', 'ne_ex_extnotc', 'messag', 'js.neutralino.binext', 'connect'] });
    const notConnected = section('/docs/troubleshooting', 'Troubleshooting', 'An extension is loaded but its process never connects to the app', '{"code":"NE_EX_EXTNOTC","message":"js.neutralino.sampleextension is not connected yet"}');
    const json = '{"code":"NE_EX_EXTNOTC","message":"js.neutralino.binext is not connected yet"}';
    expect(orderHits([loaded, notConnected], json, wordsOf(queryTerms(json).join(' ')), stem).map((r) => r.hit.document.heading)[0]).toBe(notConnected.document.heading);
    // A function named in a message is what the message is about: the entry that quotes the message passes the function's section.
    const mount = section('/docs/api/server', 'Neutralino.server', 'server.mount(path, target)', 'Serves a folder under a path.');
    const notImplemented = section('/docs/troubleshooting', 'Troubleshooting', 'NE_RT_NATNTIM: a method is not implemented', 'Uncaught (in promise) {"code":"NE_RT_NATNTIM","message":"os.getEnvs is not implemented in the Neutralinojs server"}');
    const q = 'server.mount is not implemented in the Neutralinojs server';
    expect(orderHits([mount, notImplemented], q, wordsOf(queryTerms(q).join(' ')), stem).map((r) => r.hit.document.route)).toEqual(['/docs/troubleshooting', '/docs/api/server']);
    // So is a function that a TypeError says is missing: the entry that quotes such a line passes the function's own section.
    const draggable = section('/docs/api/window', 'Neutralino.window', 'window.setDraggableRegion(domElementOrId)', 'Makes a DOM element a draggable region.');
    const missing = section('/docs/troubleshooting', 'Troubleshooting', 'A Neutralino function is undefined after an update', 'Uncaught TypeError: Neutralino.filesystem.getJoinedPath is not a function');
    const typeError = 'TypeError: Neutralino.window.setDraggableRegion is not a function';
    expect(orderHits([draggable, missing], typeError, wordsOf(queryTerms(typeError).join(' ')), stem).map((r) => r.hit.document.route)).toEqual(['/docs/troubleshooting', '/docs/api/window']);
  });

  it('leaves a function named in a pasted message to compete on score, while a typed question that names it keeps it NAMED', () => {
    const exec = hit('/docs/api/os', 'Neutralino.os', 'os.execCommand(command, options)');
    const code = hit('/docs/api/error-codes', 'Error codes', 'NE_RT_NATPRME');
    const tiers = (q: string) => orderHits([exec, code], q, wordsOf(queryTerms(q).join(' ')), stem).map((r) => [r.hit.document.heading, r.tier]);
    // A message as the console prints it: it is about the call, so the call's section is no name the reader asked for.
    expect(tiers('Missing permission to execute the native method: os.execCommand')).toContainEqual(['os.execCommand(command, options)', TIER.SCORED]);
    // The code heads the section that explains it: a pasted code keeps its section NAMED.
    expect(tiers("Uncaught (in promise) {code: 'NE_RT_NATPRME', message: 'Missing permission to execute the native method: os.execCommand'}")).toContainEqual(['NE_RT_NATPRME', TIER.NAMED]);
    // Typed, with an error word but none of output's punctuation, or a two-word lookup: the function the reader names.
    expect(tiers('os.execCommand fails on windows')).toContainEqual(['os.execCommand(command, options)', TIER.NAMED]);
    expect(tiers('os.execCommand error:')).toContainEqual(['os.execCommand(command, options)', TIER.NAMED]);
  });

  it('reads a query that names no error as a quote only where a section\'s text starts with all of it, five words or more', () => {
    const section = (heading: string, content: string, terms: string[]) => Object.assign(hit('/docs/api/x', 'X', heading), { terms, document: { ...hit('/docs/api/x', 'X', heading).document, content } });
    const code = section('NE_WD_ALRDREL', 'Message: This DOM element is already an active draggable region', ['dom', 'element', 'alreadi', 'activ', 'draggabl', 'region']);
    const setter = section('window.setDraggableRegion(domElementOrId)', 'Makes a DOM element a draggable region. Rejects when it is already active.', ['dom', 'element', 'alreadi', 'activ', 'draggabl', 'region']);
    const quoted = (q: string, hits: SearchHit[]) => orderHits(hits, q, wordsOf(queryTerms(q).join(' ')), stem).map((r) => [r.hit.document.heading, r.score.values.quoted]);
    expect(quoted('This DOM element is already an active draggable region', [setter, code])).toEqual([['NE_WD_ALRDREL', 1], ['window.setDraggableRegion(domElementOrId)', 0]]);
    // Fewer words, or not all of them in a row: a typed task, no quote.
    const event = section('newWindowRequest', 'Open a new window when the page asks for one.', ['open', 'new', 'window']);
    expect(quoted('open a new window', [event])).toEqual([['newWindowRequest', 0]]);
    expect(quoted('element is already an active region', [code])).toEqual([['NE_WD_ALRDREL', 0]]);
    // A message quoted in inline code further down the section counts the same, when the paste is all of it.
    const chrome = Object.assign(section('Chrome mode', 'The app opens in a Chrome window of its own.', ['open', 'exist', 'browser', 'session']), {});
    chrome.document = { ...chrome.document, inlineMessages: 'Opening in existing browser session.' };
    const storage = section('sessionStorage', 'A browser session keeps it while the window is open.', ['open', 'exist', 'browser', 'session']);
    expect(quoted('Opening in existing browser session.', [storage, chrome])).toEqual([['Chrome mode', 1], ['sessionStorage', 0]]);
    expect(quoted('opening browser session', [chrome])).toEqual([['Chrome mode', 0]]);
  });

  it('puts a troubleshooting entry after a reference section on equal evidence when the query is typed, not when it is pasted or names an error', () => {
    const entry = Object.assign(hit('/docs/getting-started/troubleshooting', 'Troubleshooting', 'Tray icons'), { terms: ['trai', 'icon'] });
    const reference = Object.assign(hit('/docs/api/os', 'Neutralino.os', 'Tray icons'), { terms: ['trai', 'icon'] });
    const order = (q: string) => orderHits([entry, reference], q, wordsOf(queryTerms(q).join(' ')), stem).map((r) => [r.hit.document.route, r.score.values.troubleshooting]);
    expect(order('tray icons')).toEqual([['/docs/api/os', 0], ['/docs/getting-started/troubleshooting', -1]]);
    // Output punctuation, or an error word: the entry that quotes such text stays in the running.
    expect(order('neu: INFO tray icons')[1]).toEqual(['/docs/api/os', 0]);
    expect(order('tray icons failed')).toContainEqual(['/docs/getting-started/troubleshooting', 0]);
  });

  it('does not read a pasted error\'s versions or "releases" as a question about history, though a history phrase still is one', () => {
    const note = Object.assign(hit('/docs/release-notes/cli', 'neu CLI release notes', 'v9.8.0'), { terms: ['nightli', 'releas'] });
    const tierOf = (q: string) => orderHits([note], q, wordsOf(queryTerms(q).join(' ')), stem)[0].tier;
    expect(tierOf('Unable to fetch the latest version tag from GitHub. Using nightly releases...')).toBe(6);
    expect(tierOf('neu: ERRR Failed to download the binaries\nneu CLI: v11.3.1')).toBe(6);
    // Typed, or with a history phrase, it asks for the notes.
    expect(tierOf('unable to fetch nightly releases')).toBeLessThan(6);
    expect(tierOf("what's new: nightly releases fail")).toBeLessThan(6);
  });

  it('never lets a generic subsection outrank a topic', () => {
    const hits = [hit('/docs/api/net', 'Neutralino.net', 'Errors'), hit('/docs/api/net', 'Neutralino.net', 'Timeouts and errors')];
    expect(rank(hits, 'errors')).toEqual(['/docs/api/net#timeouts-and-errors', '/docs/api/net#errors']);
    expect(['Parameters', 'Returns', 'Errors', 'Example', 'Platform notes'].every(isGenericHeading)).toBe(true);
    expect(isGenericHeading('Error codes')).toBe(false);
  });

  it('gives one page at most perPage slots while other pages have hits', () => {
    const window = Array.from({ length: 6 }, (_, i) => hit('/docs/api/window', 'Neutralino.window', `window.f${i}()`, `f${i}`));
    const others = [hit('/docs/api/events', 'Neutralino.events', 'windowClose', 'windowclose'), hit('/docs/api/error-codes', 'Error codes', 'Window', 'window')];
    const ranked = rank([...window, ...others], 'window', 8, 3);
    expect(ranked.slice(0, 5).filter((r) => r.startsWith('/docs/api/window'))).toHaveLength(3);
    expect(ranked.slice(0, 5)).toEqual(expect.arrayContaining(['/docs/api/events#windowclose', '/docs/api/error-codes#window']));
    expect(ranked).toHaveLength(8); // the page's other hits come after the other pages'
    // With nothing else to show, the page fills the remaining slots.
    expect(rank(window, 'window', 5, 3)).toHaveLength(5);
  });

  describe('scored signals (each test fails when its signal is switched off)', () => {
    const without = (signal: keyof typeof SIGNALS): Signals => ({ ...SIGNALS, [signal]: 0 });
    const rankWith = (hits: SearchHit[], q: string, words = wordsOf(q), signals: Signals = SIGNALS) =>
      rankHits(hits, q, words, stem, 8, 3, signals).map((h) => `${h.document.route}#${h.document.anchor}`);
    const withTerms = (h: SearchHit, terms: string[]) => Object.assign(h, { terms });

    it('heading: a heading that names more of the query wins over one that names less, text being equal', () => {
      const setter = withTerms(hit('/docs/api/window', 'Neutralino.window', 'window.setTitle(title)', 'settitle'), ['chang', 'window', 'titl']);
      const keys = withTerms(hit('/docs/config', 'neutralino.config.json', 'modes.window', 'modes-window'), ['chang', 'window', 'titl']);
      const other = hit('/docs/api/os', 'Neutralino.os', 'Dialogs');
      // No page title names a word here, so only the heading can tell them apart.
      for (const h of [setter, keys, other]) h.document.title = 'Reference';
      expect(rankWith([keys, other, setter], 'change window title')[0]).toBe('/docs/api/window#settitle');
      expect(rankWith([keys, other, setter], 'change window title', undefined, without('heading'))[0]).toBe('/docs/config#modes-window');
    });

    it('questions: between sections whose text names the query alike, the one whose questions name it wins', () => {
      const spawn = withTerms(hit('/docs/api/os', 'Neutralino.os', 'os.spawnProcess(command)', 'spawnprocess'), ['kill', 'process']);
      const exit = withTerms(hit('/docs/api/app', 'Neutralino.app', 'app.exit(code)', 'appexit'), ['kill', 'process']);
      exit.questionTerms = ['kill', 'process'];
      expect(rankWith([spawn, exit], 'kill the process')[0]).toBe('/docs/api/app#appexit');
      expect(rankWith([spawn, exit], 'kill the process', undefined, without('questions'))[0]).toBe('/docs/api/os#spawnprocess');
    });

    it('rarity: the heading that names the rare word of the query beats the one that names the common word', () => {
      const words: QueryWord[] = [
        { term: 'app', stem: 'app', last: false, weight: 0.3 },
        { term: 'installer', stem: stem('installer'), last: true, weight: 3 },
      ];
      const common = hit('/docs/a', 'A', 'App basics');
      const rare = hit('/docs/b', 'B', 'Making an installer');
      const ranked = (w: QueryWord[]) => rankHits([common, rare], 'app installer', w, stem, 8, 3).map((h) => h.document.anchor);
      expect(ranked(words)[0]).toBe('making-an-installer');
      // With every word counted alike the two headings tie, and lunr's order (common first) stands.
      expect(ranked(words.map((w) => ({ ...w, weight: 1 })))[0]).toBe('app-basics');
    });

    it('body: a section that has every word of the query beats one that has some', () => {
      const some = withTerms(hit('/docs/api/a', 'A', 'Reading'), ['read']);
      const all = withTerms(hit('/docs/api/b', 'B', 'Files'), ['read', 'text', 'file']);
      expect(rankWith([some, all], 'read text file')[0]).toBe('/docs/api/b#files');
      expect(rankWith([some, all], 'read text file', undefined, without('body'))[0]).toBe('/docs/api/a#reading');
    });

    it('pageTitle: a section of the page the query names wins over a like section elsewhere', () => {
      const events = hit('/docs/api/events', 'Neutralino.events', 'Hiding');
      const window = hit('/docs/api/window', 'Neutralino.window', 'Hiding');
      expect(rankWith([events, window], 'hide window')[0]).toBe('/docs/api/window#hiding');
      expect(rankWith([events, window], 'hide window', undefined, without('pageTitle'))[0]).toBe('/docs/api/events#hiding');
    });

    it('callable: the function to call beats the event it emits', () => {
      const event = hit('/docs/api/events', 'Neutralino.events', 'windowHide', 'windowhide');
      const call = hit('/docs/api/window', 'Neutralino.window', 'window.hide()', 'hide');
      expect(rankWith([event, call], 'hide window')[0]).toBe('/docs/api/window#hide');
      expect(rankWith([event, call], 'hide window', undefined, without('callable'))[0]).toBe('/docs/api/events#windowhide');
    });

    it('bm25: among sections that name the query alike, lunr\'s score breaks the tie', () => {
      const weak = Object.assign(hit('/docs/a', 'A', 'Topic one'), { score: 1 });
      const strong = Object.assign(hit('/docs/b', 'B', 'Topic two'), { score: 5 });
      expect(rankWith([weak, strong], 'colour')[0]).toBe('/docs/b#topic-two');
      expect(rankWith([weak, strong], 'colour', undefined, without('bm25'))[0]).toBe('/docs/a#topic-one');
    });

    it('knownWords: a word the index has is not read as a typo of another ("center" is not "enter")', () => {
      const enter = hit('/docs/api/events', 'Reference', 'Enter');
      const center = hit('/docs/api/window', 'Reference', 'Center');
      const words = (known: boolean): QueryWord[] => [{ term: 'center', stem: stem('center'), last: false, known }, { term: 'screen', stem: 'screen', last: true, known }];
      enter.document.heading = 'Enter screen';
      expect(rankHits([enter, center], 'center screen', words(true), stem, 8, 3)[0].document.anchor).toBe('center');
      expect(rankHits([enter, center], 'center screen', words(false), stem, 8, 3)[0].document.anchor).toBe('enter');
    });

    it('defines: in a question longer than a lookup, the section whose table defines the typed name beats one that shares more of its words', () => {
      const loading = withTerms(defining('/docs/cli', 'Internal CLI arguments', 'Arguments that control loading', ['--config-file', '--load-dir-res']), ['--config-file', 'path']);
      const paths = withTerms(hit('/docs/api/filesystem', 'Neutralino.filesystem', 'Separators'), ['path', 'start', 'slash']);
      const q = '--config-file path must start with slash';
      expect(rankWith([paths, loading], q)[0]).toBe('/docs/cli#arguments-that-control-loading');
      expect(rankWith([paths, loading], q, undefined, without('defines'))[0]).toBe('/docs/api/filesystem#separators');
    });

    it('defines: a flag counts more than another name, since only its row tells it', () => {
      const q = '--config-file path must start with slash';
      const loading = withTerms(defining('/docs/cli', 'Internal CLI arguments', 'Arguments that control loading', ['--config-file']), ['--config-file', 'path', 'start']);
      const trouble = withTerms(hit('/docs/trouble', 'Troubleshooting', 'The app cannot load its configuration'), ['--config-file', 'path', 'start', 'slash']);
      expect(rankWith([trouble, loading], q)[0]).toBe('/docs/cli#arguments-that-control-loading');
      // A config key's table counts as a defined name, not more.
      const keys = defining('/docs/config', 'neutralino.config.json', 'Permissions', ['nativeAllowList']);
      const definesValue = (h: SearchHit, query: string) => orderHits([h], query, wordsOf(query), stem)[0].score.values.defines;
      expect(definesValue(keys, 'nativeAllowList path must start with slash')).toBe(1);
      expect(definesValue(loading, q)).toBe(1.75);
    });

    it('quoted: a pasted error puts the section whose text starts with that message first; a typed question is no quote', () => {
      const q = "neu: ERROR Error: ENOENT: no such file or directory, stat 'bin/neutralino-linux_x64'";
      const terms = ['neu', 'error', 'enoent', 'such', 'file', 'directori', 'stat', 'bin', 'neutralino-linux_x64'];
      const mentions = withTerms(hit('/docs/trouble', 'Troubleshooting', 'Entry one', 'configured'), terms);
      mentions.document.content = 'A stat of a path such as bin or a file with no directory gives ENOENT: neu stops with an error.';
      const quotes = withTerms(hit('/docs/trouble', 'Troubleshooting', 'Entry two', 'binaries'), terms);
      quotes.document.content = `${q}\nThe build copies the binaries from bin/.`;
      Object.assign(mentions, { score: 2 });
      expect(rankWith([mentions, quotes], q)[0]).toBe('/docs/trouble#binaries');
      expect(rankWith([mentions, quotes], q, undefined, without('quoted'))[0]).toBe('/docs/trouble#configured');
      // Only what the browser has of a section counts: the message quoted after its first lines does not.
      const late = withTerms(hit('/docs/trouble', 'Troubleshooting', 'Entry three', 'late'), terms);
      late.document.content = `${'An entry starts with other words. '.repeat(8)}${q}`;
      expect(rankWith([mentions, late], q)[0]).toBe('/docs/trouble#configured');
      // Unless it is a line of the section's output blocks (documents.ts), which the browser gets too.
      const deep = withTerms(hit('/docs/trouble', 'Troubleshooting', 'Entry four', 'deep'), terms);
      Object.assign(deep.document, { content: late.document.content, output: `Some other line of output\n${q}` });
      expect(rankWith([mentions, deep], q)[0]).toBe('/docs/trouble#deep');
      // "open a new window" names no error: its words in a row are no quote.
      const typed = withTerms(hit('/docs/api/events', 'Neutralino.events', 'newWindowRequest'), ['open', 'new', 'window']);
      typed.document.content = 'Fired when the page asks to open a new window.';
      expect(orderHits([typed], 'open a new window', wordsOf('open new window'), stem)[0].score.values.quoted).toBe(0);
    });

    it('history: "what\'s new", "since when" and "which version" reach the release notes; "new window" does not', () => {
      const note = hit('/docs/release-notes/cli', 'CLI release notes', 'v9.6.1');
      const guide = hit('/docs/guide', 'Using frontend libraries', 'Worked example');
      for (const q of ["what's new in hot reload", 'what changed in hot reload', 'since when does hot reload work', 'which version added hot reload', 'when was hot reload added', 'hot reload added']) {
        expect(rankWith([guide, note], q)[0], q).toBe('/docs/release-notes/cli#v9-6-1');
      }
      // "added" ends a history question said short ("hot reload added"), not a sentence about the present.
      for (const q of ['open a new window', 'reload when a file is added', 'files added to the bundle']) {
        expect(rankWith([guide, note], q)[0], q).toBe('/docs/guide#worked-example');
      }
      // Asked when an API came, the release note that names it beats the API's own section.
      const api = hit('/docs/api/window', 'Neutralino.window', 'window.print()', 'print');
      const added = withTerms(hit('/docs/release-notes/framework', 'Framework release notes', 'v6.2.0'), ['window.print']);
      expect(rankWith([api, added], 'window.print')[0]).toBe('/docs/api/window#print');
      expect(rankWith([api, added], 'which version added window.print')[0]).toBe('/docs/release-notes/framework#v6-2-0');
      // So is a flag a table defines: "--clean" is the table, "when was --clean added" its release note.
      const table = defining('/docs/cli/neu-cli', 'neu CLI', 'neu build', ['--clean']);
      const cleanAdded = withTerms(hit('/docs/release-notes/cli', 'CLI release notes', 'v11.2.0'), ['--clean', 'ad']);
      expect(rankWith([cleanAdded, table], 'build --clean')[0]).toBe('/docs/cli/neu-cli#neu-build');
      expect(rankWith([table, cleanAdded], 'when was --clean added')[0]).toBe('/docs/release-notes/cli#v11-2-0');
    });

    it('a version number names its release: "6.8" is v6.8.0, not v6.9.0 nor v6.80.0', () => {
      const releases = ['v6.9.0', 'v6.80.0', 'v6.8.0', 'v6.8.1'].map((v) => hit('/docs/release-notes/framework', 'Framework release notes', v));
      expect(rankWith(releases, "what's new in 6.8")[0]).toBe('/docs/release-notes/framework#v6-8-0');
      expect(rankWith(releases, 'v6.8.1')[0]).toBe('/docs/release-notes/framework#v6-8-1');
      expect(rankWith(releases, '6.8').slice(0, 2).sort()).toEqual(['/docs/release-notes/framework#v6-8-0', '/docs/release-notes/framework#v6-8-1']);
    });

    it('question: a heading that opens with the query\'s question word answers it ("where can I get help" is "Where to ask")', () => {
      // Both texts hold the words; "where", "can" and "I" are stop words, which search() leaves out.
      const intro = withTerms(hit('/docs/support', 'Developer support'), ['get', 'help']);
      const where = withTerms(hit('/docs/support', 'Developer support', 'Where to ask'), ['get', 'help']);
      const words = wordsOf('get help');
      // Without the intro's prior (below), the two are equal but for the question word.
      const equal = without('intro');
      expect(rankWith([intro, where], 'where can I get help', words, equal)[0]).toBe('/docs/support#where-to-ask');
      expect(rankWith([intro, where], 'where can I get help', words, { ...equal, question: 0 })[0]).toBe('/docs/support#');
      expect(rankWith([intro, where], 'get help', words, equal)[0]).toBe('/docs/support#');
    });

    it('intro: on equal evidence a section of the page comes before the page\'s intro, which sums up every section', () => {
      const intro = withTerms(hit('/docs/distribution', 'Packaging'), ['file', 'distribut']);
      const whatToShip = withTerms(hit('/docs/distribution', 'Packaging', 'What to ship'), ['file', 'distribut']);
      expect(rankWith([intro, whatToShip], 'distribute files')[0]).toBe('/docs/distribution#what-to-ship');
      expect(rankWith([intro, whatToShip], 'distribute files', wordsOf('distribute files'), without('intro'))[0]).toBe('/docs/distribution#');
    });

    it('release: a major version names its .0.0 release before the point releases listed above it', () => {
      const releases = ['v5.4.0', 'v5.2.0', 'v5.0.1', 'v5.0.0'].map((v) => hit('/docs/release-notes/framework', 'Framework release notes', v));
      for (const q of ['breaking changes in v5', 'v5', "what's new in 5.0"]) expect(rankWith(releases, q)[0], q).toBe('/docs/release-notes/framework#v5-0-0');
      expect(rankWith(releases, 'breaking changes in v5', undefined, without('release'))[0]).toBe('/docs/release-notes/framework#v5-4-0');
    });
  });
});
