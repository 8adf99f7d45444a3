// A pasted error (lib/search/paste.ts): the search reads a bounded part of it, the part that names
// the error, so a huge paste costs what a typed query costs.
import fs from 'node:fs';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content';
import { getDocsSidebar } from '@/lib/docs-sidebar';
import { buildSearchDocuments, buildSearchIndex, shippedDocuments } from '@/lib/search/build-index';
import { wordMatcher } from '@/lib/search/marks';
import { errorPart, MAX_QUERY_LENGTH, namesAnError } from '@/lib/search/paste';
import { queryTerms, search } from '@/lib/search/query';
import { unpackDocuments } from '@/lib/search/shipped';
import { termForms } from '@/lib/search/tokenizer';
import { siteConfig } from '@/lib/site-config';

const frames = (n: number) => Array.from({ length: n }, (_, i) => `    at Object.<anonymous> (/home/alice/app/node_modules/some-lib/dist/index.js:${i + 1}:17)`).join('\n');

describe('errorPart', () => {
  it('keeps a query of one line that fits as it is', () => {
    const typed = 'neu.ps1 cannot be loaded because running scripts is disabled on this system';
    expect(errorPart(typed)).toBe(typed);
  });

  it('reads the lines that name the error first, not the prompt, INFO lines or stack frames before them', () => {
    const paste = ['alice@ubuntu:~/app$ neu run', 'neu: INFO Starting process: neutralino-linux_x64 --load-dir-res --path=. --export-auth-info', frames(3), 'neu: ERRR Timeout exceeded while waiting till local TCP port: 5173'].join('\n');
    const part = errorPart(paste);
    expect(part.split('\n')[0]).toBe('neu: ERRR Timeout exceeded while waiting till local TCP port: 5173');
    expect(part).not.toMatch(/at Object|alice@/);
    expect(part.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it('reads a WARN line as one that names the problem, before INFO lines, but not the word "warning" in a question', () => {
    const paste = ['--- Project: todo ---', 'neu: INFO Checking the project...', "neu: WARN This project doesn't use the latest Neutralinojs framework."].join('\n');
    expect(errorPart(paste).split('\n')[0]).toBe("neu: WARN This project doesn't use the latest Neutralinojs framework.");
    expect(namesAnError('how do I hide a warning in the console')).toBe(false);
  });

  it('reads a JavaScript error\'s type, "is not a function" and a dialog\'s "can’t" as naming an error, not a typed question about functions', () => {
    expect(namesAnError('TypeError: Neutralino.window.setDraggableRegion is not a function')).toBe(true);
    expect(namesAnError('Neutralino.app.readProcessInput is not a function')).toBe(true);
    expect(namesAnError('websocket._exceptions.WebSocketBadStatusException: Handshake status 403 Forbidden')).toBe(true);
    // macOS dialogs write the apostrophe as a typographic one.
    expect(namesAnError('“Todo.app” is damaged and can’t be opened. You should move it to the Trash.')).toBe(true);
    expect(namesAnError('is there a function to read a file')).toBe(false);
    expect(namesAnError('typeerror in my app')).toBe(false);
  });

  it('reads the line that reports the failure (an ERROR level, a code, an errno) before a symptom line above it', () => {
    const log = [
      'vite v2.9.14 building for production...',
      '<script src="neutralino.js"> in "/index.html" can\'t be bundled without type="module" attribute',
      'neu: INFO Generating resources.neu...',
      "neu: ERRR ENOENT: no such file or directory, stat './public/neutralino.js'",
      'Uncaught (in promise) {code: \'NE_RT_NATPRME\', message: \'Missing permission\'}',
    ].join('\n');
    const lines = errorPart(log).split('\n');
    expect(lines.slice(0, 2)).toEqual(["neu: ERRR ENOENT: no such file or directory, stat './public/neutralino.js'", "Uncaught (in promise) {code: 'NE_RT_NATPRME', message: 'Missing permission'}"]);
    expect(lines[2]).toMatch(/^<script src="neutralino\.js">/);
  });

  it('reads the line a JavaScript stack opens with ("Error: ...", "SyntaxError: ...") before the source line Node.js prints above it', () => {
    const stack = ["node:internal/child_process:413", "    throw errnoException(err, 'spawn');", '    ^', '', 'Error: spawn UNKNOWN', '    at ChildProcess.spawn (node:internal/child_process:413:11)'].join('\n');
    expect(errorPart(stack).split('\n')[0]).toBe('Error: spawn UNKNOWN');
  });

  it('reads a line that only says how the process ended after the line that says why', () => {
    const log = ['neu: WARN neutralino-linux_x64 was stopped with error code 1', "./bin/neutralino-linux_x64: /usr/lib/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by ./bin/neutralino-linux_x64)"].join('\n');
    expect(errorPart(log).split('\n')[0]).toMatch(/^\.\/bin\/neutralino-linux_x64: .*GLIBCXX_3\.4\.32' not found/);
  });

  it('reads a GLib "Message" line after the lines that report a failure, and leaves out a time stamp without its date', () => {
    const log = [
      'Gtk-Message: 10:11:12.123: Failed to load module "canberra-gtk-module"',
      '(neutralino-linux_x64:4242): Gtk-WARNING **: 10:11:12.789: cannot open display: :0',
    ].join('\n');
    expect(errorPart(log).split('\n')).toEqual(['(neutralino-linux_x64:4242): Gtk-WARNING **: cannot open display: :0', 'Gtk-Message: Failed to load module "canberra-gtk-module"']);
  });

  it('leaves out time stamps, the file:line a message was logged at and user@host', () => {
    const log = 'ERROR 2026-03-02 10:14:07,513 NE_CF_UNBPRCF: Unable to parse the config file: /neutralino.config.json api/debug/debug.cpp:17 alice@thinkpad-x1\nhttp://localhost:3000/static/js/bundle.js:278:20: CONSOLE JS ERROR Invalid url for WebSocket ws://localhost:undefined?connectToken=undefined';
    const part = errorPart(log);
    expect(part).toContain('NE_CF_UNBPRCF: Unable to parse the config file: /neutralino.config.json');
    expect(part).toContain('Invalid url for WebSocket ws://localhost:undefined?connectToken=undefined');
    expect(part).not.toMatch(/2026|debug\.cpp|thinkpad|bundle\.js/);
  });

  it('cuts a single long line at the bound', () => {
    expect(errorPart(`Error: ${'x'.repeat(90_000)}`)).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('query terms of a paste', () => {
  it('splits paths, backslashes included, into the words the index has, and adds a versioned file\'s name', () => {
    expect(queryTerms('C:\\Users\\Bob\\todo\\WebView2Loader.dll')).toEqual(expect.arrayContaining(['users', 'bob', 'todo', 'webview2loader.dll']));
    expect(queryTerms('/usr/lib/x86_64-linux-gnu/libwebkit2gtk-4.0.so.37')).toEqual(['usr', 'lib', 'x86_64-linux-gnu', 'libwebkit2gtk-4.0.so.37', 'libwebkit2gtk']);
    expect(queryTerms("version `GLIBCXX_3.4.26' not found")).toEqual(expect.arrayContaining(['glibcxx_3.4.26', 'glibcxx']));
    expect(queryTerms('libayatana-appindicator3.so.1')).toEqual(['libayatana-appindicator3.so.1', 'libayatana-appindicator3']);
    // Logged data's quotes, brackets and commas separate its keys and values.
    expect(queryTerms('{"data":{"error":{"code":"NE_RT_INVTOKN","message":"Invalid token"}}}')).toEqual(['data', 'error', 'code', 'ne_rt_invtokn', 'message', 'invalid', 'token']);
    // An API name, a flag or a release is no versioned file.
    expect(queryTerms('os.execCommand --release v5.5.0 neutralino-linux_x64')).toEqual(['os.execcommand', '--release', 'v5.5.0', 'neutralino-linux_x64']);
  });
});

// How fast a huge paste is answered is measured by `npm run bench:search` (its latency table); these
// tests pin what keeps it fast: the search and the marks read a bounded part of the paste.
describe('a 90,000-character paste', () => {
  const documents = buildSearchDocuments(loadDocs(), getDocsSidebar());
  const { index } = buildSearchIndex(documents);
  const error = 'bin/neutralino-linux_x64: error while loading shared libraries: libwebkit2gtk-4.0.so.37: cannot open shared object file: No such file or directory';
  const paste = `neu: INFO Starting process: neutralino-linux_x64 --load-dir-res --path=.\n${frames(400)}\n${error}\n${frames(700)}`;
  const route = (results: ReturnType<typeof search>) => results.map(({ document }) => `${document.route}#${document.anchor}`);

  it('is ranked as the bounded part errorPart keeps, which finds the entry that explains it', () => {
    expect(paste.length).toBeGreaterThan(90_000);
    const part = errorPart(paste);
    expect(part.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(part.split('\n')[0]).toBe(error);
    const results = search(lunr, index, documents, paste, 8);
    expect(route(results)).toEqual(route(search(lunr, index, documents, part, 8)));
    expect(route(results)[0]).toBe('/docs/getting-started/troubleshooting#exit-code-127-libwebkit2gtk-is-missing-on-linux');
  });

  it('reads no further than siteConfig.search.maxPasteChars, and only the start of each line', () => {
    const beyond = `${'x\n'.repeat(siteConfig.search.maxPasteChars / 2)}${error}`;
    expect(errorPart(beyond)).not.toContain('libwebkit2gtk');
    // A line longer than any message is read for its start: a code far along it does not make it the failure line.
    const longLine = `${'y'.repeat(1_000)} NE_RT_INVTOKN`;
    expect(errorPart(`${longLine}\nneu: ERRR Unable to start`).split('\n')[0]).toBe('neu: ERRR Unable to start');
  });

  it('marks result words from that part alone', () => {
    const forms = termForms(lunr);
    const fromPaste = wordMatcher(paste, forms)!;
    const fromPart = wordMatcher(errorPart(paste), forms)!;
    for (const word of ['libwebkit2gtk-4.0.so.37', 'shared', 'libraries', 'Object.<anonymous>', 'alice', 'index.js', 'Starting']) {
      expect(fromPaste(word)).toBe(fromPart(word));
    }
    expect(fromPaste('libwebkit2gtk-4.0.so.37')).toBe(true);
    expect(fromPaste('alice')).toBe(false);
  });
});

describe('pastes of messages that other programs print around the framework', () => {
  const documents = buildSearchDocuments(loadDocs(), getDocsSidebar());
  const { index } = buildSearchIndex(documents);
  /** The documents as the browser ranks them: each section's start and the output lines it leaves out. */
  const shipped = unpackDocuments(JSON.parse(JSON.stringify(shippedDocuments(documents))));
  const first = (paste: string) => {
    const document = search(lunr, index, documents, paste, 8)[0]?.document;
    return `${document?.route}#${document?.anchor}`;
  };
  const entry = (anchor: string) => `/docs/getting-started/troubleshooting#${anchor}`;

  // Each is found by the block that quotes it; without it, another entry or page comes first (eight of
  // the nine on the content before they were quoted: VS Code's schema line went to the tutorial,
  // postject's sentinel line to `neu run`, the plugin line to a troubleshooting entry). The
  // binary's line guards the other way: two other entries quote Command Prompt's message for a command
  // they name, and must not pass this one.
  it.each([
    ['neu: ERRR Unable to dispatch event to the app.', entry('neu-run-cannot-reach-the-app-unable-to-dispatch-event-to-the-app')],
    ["neu : The term 'neu' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.", entry('neu-is-not-found-after-a-global-install')],
    ["neu: INFO Starting process: neutralino-win_x64.exe  --load-dir-res --path=.\n'bin\\neutralino-win_x64.exe' is not recognized as an internal or external command,\noperable program or batch file.", entry('neu-run-cannot-start-the-binary-in-bin')],
    ['Gdk-Message: 09:14:55.120: Error 71 (Protocol error) dispatching to Wayland display.', entry('a-blank-window-on-linux-with-an-nvidia-gpu')],
    ['{"connected":["js.neutralino.devtools"],"loaded":["js.neutralino.devtools","extPython"]}', entry('an-extension-is-loaded-but-not-connected')],
    ['neu: ERRR Could not patch windows executable', '/docs/cli/neu-cli#neu-build'],
    ["Unable to load schema from 'https://raw.githubusercontent.com/neutralinojs/neutralinojs/main/schemas/neutralino.config.schema.json': connect ETIMEDOUT 49.44.79.236:443.", entry('neu-create-cannot-download-the-template-or-the-binaries')],
    ['neu: ERRR Could not find the sentinel POSTJECT_SENTINEL_fce680ab2cc467b6e072b8b5df1996b2 in the binary', entry('neu-build---embed-resources-cannot-find-the-sentinel')],
    ['neu: ERRR Unable to load neu-plugin-deploy plugin.', '/docs/cli/neu-cli#neu-plugins'],
  ])('%s', (paste, want) => {
    expect(first(paste)).toBe(want);
  });

  // Two words have no run of three to quote: a section that has both side by side quotes them. Read
  // from the documents as the browser has them (a section's start and the output lines it leaves out),
  // where the first version of this rule, reading the output lines alone, missed the second.
  // Before, os.spawnProcess and the WebSocket entry came first.
  it.each([
    ['spawn UNKNOWN', entry('neu-run-cannot-start-the-binary-in-bin')],
    ["stat './undefined'", entry('neu-build-stops-with-enoent-on-a-configured-path')],
  ])('two words: %s', (paste, want) => {
    const hit = search(lunr, index, shipped, paste, 8)[0]?.document;
    expect(`${hit?.route}#${hit?.anchor}`).toBe(want);
    expect(first(paste)).toBe(want);
  });

  // These tests rank the documents as built, with all their text; the browser and the bench rank them as
  // shipped (each section's start and the output lines it leaves out). Cut at different places, the two
  // once disagreed on a paste of the schema URL (the errors probe's "Unable to load schema").
  it('ranks the shipped documents as it ranks the built ones, for every query of the tuning set and the errors probe', () => {
    const queries = ['bench/search-queries.json', 'bench/search-errors-probe.json'].flatMap((file) => (JSON.parse(fs.readFileSync(file, 'utf8')).queries as { q: string }[]).map((j) => j.q));
    const top = (docs: typeof documents, q: string) => search(lunr, index, docs, q, 5).map((hit) => hit.document.id);
    expect(queries.filter((q) => top(documents, q).join() !== top(shipped, q).join())).toEqual([]);
  });

  it('two words typed as a topic are no quote of an output line that has them ("Unable to initialize the tray menu"): the reference comes first', () => {
    const top = search(lunr, index, documents, 'tray menu', 8).slice(0, 2).map((hit) => hit.document.route);
    expect(top).not.toContain('/docs/getting-started/troubleshooting');
  });
});
