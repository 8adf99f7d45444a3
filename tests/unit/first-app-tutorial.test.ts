// The first-app tutorial (content/docs/getting-started/your-first-neutralinojs-app.mdx) against the app
// it builds (tests/fixtures/first-app) and the site's own lists of names (tests/fixtures/guides,
// api-functions, events, global-variables, error-codes), so that page, app and reference cannot drift.
// The page is read as a plain file so these checks stay fast.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const PAGE_FILE = 'content/docs/getting-started/your-first-neutralinojs-app.mdx';
const APP_DIR = 'tests/fixtures/first-app';
const APP_FILES = ['neutralino.config.json', 'resources/index.html', 'resources/styles.css', 'resources/js/main.js'];

const page = fs.readFileSync(PAGE_FILE, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
const appFile = (file: string) => fs.readFileSync(path.join(APP_DIR, file), 'utf8');
const config = JSON.parse(appFile('neutralino.config.json'));
const mainJs = appFile('resources/js/main.js');

const list = (file: string) =>
  fs.readFileSync(path.join('tests/fixtures', file), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

type CodeBlock = { lang: string; title?: string; code: string; line: number };

/** Every fenced code block of the page, with its language and title="..." meta. */
function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^\s*```(\w*)(.*)$/);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^\s*```\s*$/.test(l));
    const title = open[2].match(/title="([^"]*)"/)?.[1];
    blocks.push({ lang: open[1], title, code: lines.slice(i + 1, end).join('\n'), line: i + 1 });
    i = end;
  }
  return blocks;
}

const blocks = codeBlocks(page);
const prose = page.replace(/^\s*```[\s\S]*?^\s*```\s*$/gm, '');
const inlineCode = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
const allCode = blocks.map((b) => b.code).join('\n') + '\n' + inlineCode.join('\n');

// Site fixtures.
const configKeys = new Set(list('guides/config-keys.txt'));
const binaryArguments = list('guides/binary-arguments.txt').map((l) => l.split(/\s+/));
const binaryArgumentNames = new Set(binaryArguments.map(([name]) => name));
// Keys the binary accepts as overrides (settings.cpp), e.g. /modes/window/openInspectorOnStartup.
const overrideKeys = new Set(binaryArguments.filter((a) => a[2]).map((a) => a[2].slice(1).replaceAll('/', '.')));
const neuCommands = new Set(list('guides/neu-commands.txt'));
const neuOptions = list('guides/neu-options.txt').map((l) => l.split(/\s+/));
const apiNamespaces = fs.readdirSync('tests/fixtures/api-functions').map((f) => f.replace(/\.txt$/, ''));
const apiFunctions = new Map(apiNamespaces.map((ns) => [ns, new Set(list(`api-functions/${ns}.txt`))]));
const events = new Set(list('events.txt'));
const globals = new Set(list('global-variables.txt'));
const errorCodes = new Set(list('error-codes.txt'));
// neu v11.7.2 src/constants.js files.binaries
// `resources.neu` and the like are file names, not function ids.
const FILE_EXTENSIONS = new Set(['neu', 'js', 'json', 'html', 'css', 'zip', 'exe']);
const BINARY_SUFFIXES = ['linux_x64', 'linux_arm64', 'linux_armhf', 'mac_x64', 'mac_arm64', 'mac_universal', 'win_x64.exe'];

/** Every key path of a config object; arrays of plain values count as one leaf. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    return [keyPath, ...keyPaths(child, keyPath)];
  });
}

/** permission.cpp hasMethodAccess at v6.9.0, allow-list branch: `ns.*` allows a namespace, else exact ids. */
function allowedBy(allowList: string[], method: string): boolean {
  const namespace = method.split('.')[0];
  return allowList.some((entry) => (entry.endsWith('.*') ? entry.split('.')[0] === namespace : entry === method));
}

describe('page and app files are the same', () => {
  it('shows every app file once in full, titled with its path, byte for byte', () => {
    for (const file of APP_FILES) {
      const shown = blocks.filter((b) => b.title === file);
      expect(shown, file).toHaveLength(1);
      expect(shown[0].code, file).toBe(appFile(file).replace(/\n$/, ''));
    }
  });

  it('titles no block with a path that is not in the fixture', () => {
    const fileTitles = blocks.map((b) => b.title).filter((t): t is string => !!t && !t.endsWith('/') && !t.includes(' '));
    expect(fileTitles.filter((t) => !APP_FILES.includes(t))).toEqual([]);
  });

  it('quotes excerpts ("<path> (excerpt)") verbatim from the app file', () => {
    const excerpts = blocks.filter((b) => b.title?.endsWith(' (excerpt)'));
    expect(excerpts.length).toBeGreaterThanOrEqual(3);
    for (const excerpt of excerpts) {
      const file = excerpt.title!.replace(' (excerpt)', '');
      expect(APP_FILES).toContain(file);
      expect(appFile(file), `excerpt at line ${excerpt.line}`).toContain(excerpt.code);
    }
  });

  it('the app has nothing the fixture folder does not show (no stray files)', () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(path.join(APP_DIR, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]);
    expect(walk('').filter((f) => f !== 'SOURCES.md').sort()).toEqual([...APP_FILES].sort());
  });
});

describe('the app is consistent', () => {
  it('neutralino.config.json uses only keys of the v6.9.0 schema (config-keys.txt)', () => {
    expect(keyPaths(config).filter((k) => !configKeys.has(k))).toEqual([]);
  });

  it('every native method main.js calls is in nativeAllowList', () => {
    // Client-side only, no native call: neutralino.js f768cf7 src/api/init.ts and src/browser/events.ts.
    const clientOnly = new Set(['init', 'events.on', 'events.off', 'events.dispatch']);
    const calls = [...mainJs.matchAll(/Neutralino\.(\w+)(?:\.(\w+))?\(/g)].map((m) => (m[2] ? `${m[1]}.${m[2]}` : m[1]));
    const native = [...new Set(calls.filter((c) => !clientOnly.has(c)))];
    expect(native.sort()).toEqual(['app.exit', 'storage.getData', 'storage.setData']);
    expect(native.filter((m) => !allowedBy(config.nativeAllowList, m))).toEqual([]);
  });

  it('live reload is allowed: neu sends app.broadcast (cli websocket.js), the client logs with debug.log (init.ts)', () => {
    expect(allowedBy(config.nativeAllowList, 'app.broadcast')).toBe(true);
    expect(allowedBy(config.nativeAllowList, 'debug.log')).toBe(true);
  });

  it('windowClose reaches the page: exitProcessOnClose false, server and native API on (window.cpp windowStateChange)', () => {
    expect(config.modes.window.exitProcessOnClose).toBe(false);
    expect(config.enableServer).toBe(true);
    expect(config.enableNativeAPI).toBe(true);
    expect(mainJs).toContain("Neutralino.events.on('windowClose'");
  });

  it('index.html loads the client library from cli.clientLibrary and files that exist', () => {
    const html = appFile('resources/index.html');
    const root = config.documentRoot.replace(/\/$/, '');
    const served = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(served).toContain(config.cli.clientLibrary.replace(root, ''));
    const ownFiles = served.filter((url) => url !== config.cli.clientLibrary.replace(root, ''));
    expect(ownFiles.filter((url) => !APP_FILES.includes(`${config.cli.resourcesPath.slice(1)}${url.slice(1)}`))).toEqual([]);
  });

  it('every element main.js looks up exists in index.html', () => {
    const html = appFile('resources/index.html');
    const ids = [...mainJs.matchAll(/getElementById\('([\w-]+)'\)/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !html.includes(`id="${id}"`))).toEqual([]);
  });
});

describe('every name the page uses exists in the site fixtures', () => {
  it('neu commands and their options (neu-commands.txt, neu-options.txt, binary-arguments.txt after --)', () => {
    const commandLines = [
      ...allCode.split('\n').map((l) => l.trim()).filter((l) => /^(npx @neutralinojs\/)?neu [a-z]/.test(l)),
    ].map((l) => l.replace(/^npx @neutralinojs\//, ''));
    expect(commandLines.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const line of commandLines) {
      const [, command, ...rest] = line.split(/\s+/);
      if (!neuCommands.has(command)) problems.push(line);
      const stop = rest.indexOf('--');
      const own = stop === -1 ? rest : rest.slice(0, stop);
      const passed = stop === -1 ? [] : rest.slice(stop + 1);
      for (const option of own.filter((o) => o.startsWith('-'))) {
        if (!neuOptions.some(([c, ...opts]) => c === command && opts.includes(option))) problems.push(`${line}: ${option}`);
      }
      for (const arg of passed) {
        if (!binaryArgumentNames.has(arg.split('=')[0])) problems.push(`${line}: ${arg}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every --option in inline code is a neu option or a binary argument', () => {
    // A bare `--` is the separator after which neu run passes arguments on (run.js).
    const options = inlineCode.filter((c) => c.startsWith('--') && c !== '--').map((c) => c.split('=')[0]);
    expect(options.length).toBeGreaterThan(0);
    const known = (o: string) => binaryArgumentNames.has(o) || neuOptions.some(([, ...opts]) => opts.includes(o));
    expect(options.filter((o) => !known(o))).toEqual([]);
  });

  it('every dotted config key (modes., cli., logging.) is in config-keys.txt or an override key of binary-arguments.txt', () => {
    const keys = inlineCode.filter((c) => /^(modes|cli|logging)\.[\w.]+$/.test(c));
    expect(keys).toContain('modes.window.enableInspector');
    expect(keys.filter((k) => !configKeys.has(k) && !overrideKeys.has(k))).toEqual([]);
  });

  it('every camelCase name in inline code is a config key, an API function or a name main.js defines', () => {
    const keySegments = new Set([...configKeys, ...overrideKeys].flatMap((k) => k.split('.')));
    const functions = new Set([...apiFunctions.values()].flatMap((s) => [...s]));
    const names = inlineCode.map((c) => c.replace(/\(\)$/, '')).filter((c) => /^\$?[a-z]+[A-Z]\w*$/.test(c));
    const unknown = names.filter((n) => !keySegments.has(n) && !functions.has(n) && !new RegExp(`\\b${n.replace('$', '\\$')}\\b`).test(mainJs));
    expect(unknown).toEqual([]);
  });

  it('every Neutralino.<namespace>.<function> and allow-list entry names a function of api-functions/*.txt', () => {
    const called = [...allCode.matchAll(/Neutralino\.(\w+)\.(\w+)/g)].map((m) => [m[1], m[2]]);
    const inlineIds = inlineCode
      .map((c) => c.match(/^"?(\w+)\.(\w+|\*)"?$/))
      .filter((m): m is RegExpMatchArray => !!m && apiNamespaces.includes(m[1]) && !FILE_EXTENSIONS.has(m[2]))
      .map((m) => [m[1], m[2]]);
    expect(inlineIds.map((p) => p.join('.'))).toEqual(expect.arrayContaining(['storage.*', 'app.*', 'debug.log', 'app.broadcast']));
    const missing = [...called, ...inlineIds].filter(([ns, fn]) => !(apiFunctions.get(ns)?.has(fn) || fn === '*' && apiFunctions.has(ns)));
    expect(missing).toEqual([]);
    expect(allCode).toContain('Neutralino.init()');
    expect(apiFunctions.get('init')!.has('init')).toBe(true);
  });

  it('events, NL_ globals and error codes are in events.txt, global-variables.txt and error-codes.txt', () => {
    const usedEvents = [...allCode.matchAll(/events\.on\('(\w+)'/g), ...inlineCode.join(' ').matchAll(/\b(window[A-Z]\w+)\b/g)].map((m) => m[1]);
    expect(usedEvents).toContain('windowClose');
    expect(usedEvents.filter((e) => !events.has(e))).toEqual([]);
    const usedGlobals = [...page.matchAll(/\bNL_[A-Z]+\b/g)].map((m) => m[0]);
    expect(new Set(usedGlobals).size).toBeGreaterThanOrEqual(6);
    expect(usedGlobals.filter((g) => !globals.has(g))).toEqual([]);
    const usedCodes = [...page.matchAll(/\bNE_[A-Z]{2}_[A-Z]+\b/g)].map((m) => m[0]);
    expect(usedCodes).toEqual(expect.arrayContaining(['NE_RT_NATPRME', 'NE_RT_APIPRME', 'NE_ST_NOSTKEX']));
    expect(usedCodes.filter((c) => !errorCodes.has(c))).toEqual([]);
  });

  it('every built binary name is a neu v11.7.2 binary renamed after cli.binaryName (bundler.js)', () => {
    const built = [...page.matchAll(/\bnotes-app-([a-z]+_[\w.]+?)(?=[`\s]|$)/gm)].map((m) => m[1]);
    expect(new Set(built)).toEqual(new Set(BINARY_SUFFIXES));
    expect(config.cli.binaryName).toBe('notes-app');
  });
});

// A stand-in for the framework and client library, enough to run main.js: native calls are checked
// and answered the way v6.9.0 does it (router.cpp executeNativeMethod, permission.cpp, storage.cpp,
// errors.cpp messages), and rejections carry { code, message } as neutralino.js websocket.ts passes them on.
function runApp(appConfig: typeof config, store: Map<string, string>) {
  const calls: string[] = [];
  const handlers = new Map<string, () => Promise<void>>();
  const native = async (method: string, data: { key?: string; data?: string } = {}) => {
    calls.push(method);
    if (!appConfig.enableNativeAPI) throw { code: 'NE_RT_APIPRME', message: 'Missing permission to access Native API' };
    if (!allowedBy(appConfig.nativeAllowList, method)) {
      throw { code: 'NE_RT_NATPRME', message: `Missing permission to execute the native method: ${method}` };
    }
    if (method === 'storage.getData') {
      if (!store.has(data.key!)) throw { code: 'NE_ST_NOSTKEX', message: `Unable to find storage key: ${data.key}` };
      return store.get(data.key!);
    }
    if (method === 'storage.setData') store.set(data.key!, data.data!);
    return { success: true };
  };
  const element = () => ({ value: '', textContent: '', listeners: new Map<string, (e?: unknown) => void>(),
    addEventListener(type: string, fn: (e?: unknown) => void) { this.listeners.set(type, fn); } });
  const elements = new Map(['note', 'status', 'save', 'app-info'].map((id) => [id, element()]));
  const documentListeners = new Map<string, (e: unknown) => void>();
  const context = {
    document: {
      getElementById: (id: string) => elements.get(id),
      addEventListener: (type: string, fn: (e: unknown) => void) => documentListeners.set(type, fn),
    },
    Neutralino: {
      init: () => calls.push('init'),
      storage: {
        getData: (key: string) => native('storage.getData', { key }),
        setData: (key: string, data: string) => native('storage.setData', { key, data }),
      },
      app: { exit: () => native('app.exit') },
      events: { on: (event: string, fn: () => Promise<void>) => handlers.set(event, fn) },
    },
    // settings.cpp getGlobalVars for a `neu run` on Linux x64
    NL_APPID: appConfig.applicationId, NL_APPVERSION: appConfig.version, NL_VERSION: '6.9.0',
    NL_OS: 'Linux', NL_ARCH: 'x64', NL_RESMODE: 'directory',
    Date,
  };
  vm.runInNewContext(mainJs, context);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { calls, handlers, elements, documentListeners, settle };
}

describe('the app runs as the page says', () => {
  it('first start, save, restart: the status lines the page quotes', async () => {
    const store = new Map<string, string>();
    const first = runApp(config, store);
    await first.settle();
    expect(first.calls[0]).toBe('init');
    const status = () => first.elements.get('status')!.textContent;
    expect(status()).toBe('No note saved yet.');
    expect(page).toContain('`No note saved yet.`');

    first.elements.get('note')!.value = 'Buy milk';
    first.elements.get('save')!.listeners.get('click')!();
    await first.settle();
    expect(store.get('note')).toBe('Buy milk');
    expect(status()).toMatch(/^Saved at .+\.$/);
    expect(page).toContain('`Saved at`');

    const second = runApp(config, store);
    await second.settle();
    expect(second.elements.get('note')!.value).toBe('Buy milk');
    expect(second.elements.get('status')!.textContent).toBe('Loaded your note.');
    expect(page).toContain('`Loaded your note.`');
  });

  it('Ctrl+S saves too', async () => {
    const store = new Map<string, string>();
    const app = runApp(config, store);
    await app.settle();
    app.elements.get('note')!.value = 'typed';
    let prevented = false;
    app.documentListeners.get('keydown')!({ ctrlKey: true, metaKey: false, key: 's', preventDefault: () => (prevented = true) });
    await app.settle();
    expect(prevented).toBe(true);
    expect(store.get('note')).toBe('typed');
  });

  it('without "storage.*" the status shows the NE_RT_NATPRME text the page prints, for getData and then setData', async () => {
    const withoutStorage = { ...config, nativeAllowList: config.nativeAllowList.filter((e: string) => e !== 'storage.*') };
    expect(withoutStorage.nativeAllowList).toEqual(['app.*', 'debug.log']);
    const pageList = blocks.find((b) => b.lang === 'json' && !b.title)!.code;
    expect(JSON.parse(`{${pageList.trim().replace(/,$/, '')}}`).nativeAllowList).toEqual(withoutStorage.nativeAllowList);

    const app = runApp(withoutStorage, new Map());
    await app.settle();
    const shown = app.elements.get('status')!.textContent;
    expect(shown).toBe('NE_RT_NATPRME: Missing permission to execute the native method: storage.getData');
    expect(blocks.some((b) => b.lang === 'text' && b.code === shown)).toBe(true);

    app.elements.get('save')!.listeners.get('click')!();
    await app.settle();
    expect(app.elements.get('status')!.textContent).toMatch(/native method: storage\.setData$/);
  });

  it('the close button saves and then exits', async () => {
    const store = new Map<string, string>();
    const app = runApp(config, store);
    await app.settle();
    app.elements.get('note')!.value = 'unsaved';
    const before = app.calls.length;
    await app.handlers.get('windowClose')!();
    expect(app.calls.slice(before)).toEqual(['storage.setData', 'app.exit']);
    expect(store.get('note')).toBe('unsaved');
  });

  it('the footer is the one the page shows', async () => {
    const app = runApp(config, new Map());
    const footer = app.elements.get('app-info')!.textContent;
    expect(footer).toBe('com.example.quicknotes 1.0.0 | Neutralinojs 6.9.0 on Linux x64 | resources: directory');
    expect(page).toContain(`\`${footer}\``);
  });
});

describe('the tutorial itself', () => {
  const sections = page.split(/^(?=## )/m).filter((s) => s.startsWith('## '));

  it('is at least 1,500 words of prose, code not counted', () => {
    const words = prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
    expect(words.length).toBeGreaterThanOrEqual(1500);
  });

  it('ends every step with what the reader should now see', () => {
    const steps = sections.filter((s) => /^## Step \d+:/.test(s));
    expect(steps).toHaveLength(13);
    expect(steps.filter((s) => !s.includes('You should now see')).map((s) => s.split('\n')[0])).toEqual([]);
  });

  it('links the next guides: distribution, auto-updater, extensions, frontend libraries', () => {
    const next = sections.find((s) => s.startsWith('## Where to go next'))!;
    for (const href of ['/docs/distribution/overview', '/docs/how-to/auto-updater', '/docs/how-to/extensions-overview', '/docs/getting-started/using-frontend-libraries']) {
      expect(next).toContain(`](${href})`);
    }
  });
});

describe('audit correction 14', () => {
  it('names the WebKitGTK libraries where the reader first runs the app (main.cpp __startApp at v6.9.0)', () => {
    const firstRun = firstRunSection();
    expect(firstRun).toContain('`libwebkit2gtk-4.0-37`');
    expect(firstRun).toContain('`libwebkit2gtk-4.1-0`');
    // The dialog main.cpp shows when window::init fails, and its exit code.
    expect(firstRun).toContain('Unable to create a webview instance');
    expect(firstRun).toMatch(/exits with code 1/);
  });
});

/** The h2 section holding the page's first `neu run` command. */
function firstRunSection(): string {
  const sections = page.split(/^(?=## )/m);
  const index = sections.findIndex((s) => /^\s*```bash\n(?:.*\n)*?neu run\n/m.test(s));
  expect(index).toBeGreaterThan(-1);
  return sections[index];
}
