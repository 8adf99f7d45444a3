import { describe, expect, it } from 'vitest';
import {
  appearance, braceBody, diffSchemaProps, mergeItems, optionHistory, parseCliConfigReads, parseInternalArgs,
  parseMemberDefaults, parseNeuCommands, parseSchemaProps, pointerToId, readConfigKeysFromCpp, releaseTags,
  type Item, type Presence,
} from '../../scripts/derive-config-cli-history';

describe('release tags', () => {
  it('keeps vX.Y.Z only and sorts by number, not text', () => {
    expect(releaseTags(['nightly', 'v4.10.0', 'v3.0.0-hotfix', 'v4.2.0', 'v1.0.0-beta', 'v10.0.0', 'v4.9.0'])).toEqual(['v4.2.0', 'v4.9.0', 'v4.10.0', 'v10.0.0']);
  });
});

describe('schema properties', () => {
  it('reads nested, array-item and allOf properties, but not mode sections\' references to the shared ones', () => {
    const schema = JSON.stringify({
      definitions: { shared: { properties: { port: { type: 'integer' } } } },
      allOf: [{ $ref: '#/definitions/shared' }, {
        properties: {
          tokenSecurity: { type: 'string', enum: ['one-time', 'none'], default: 'one-time' },
          extensions: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
          modes: { properties: { window: { allOf: [{ $ref: '#/definitions/shared' }, { properties: { width: { type: 'integer' } } }] } } },
        },
      }],
    });
    const props = parseSchemaProps(schema);
    expect(props.map((p) => p.path).sort()).toEqual(['extensions', 'extensions[].id', 'modes', 'modes.window', 'modes.window.width', 'port', 'tokenSecurity']);
    expect(props.find((p) => p.path === 'tokenSecurity')).toMatchObject({ default: 'one-time', enum: ['one-time', 'none'] });
  });

  it('reports changed types, defaults and enums of keys both versions have', () => {
    const before = [{ path: 'a', type: 'string', default: 'x' }, { path: 'b', type: 'integer' }, { path: 'c', enum: ['1'] }];
    const after = [{ path: 'a', type: 'string', default: 'y' }, { path: 'b', type: 'string' }, { path: 'c', enum: ['1', '2'] }, { path: 'new', type: 'string' }];
    expect(diffSchemaProps(before, after)).toEqual(['a: default "x" -> "y"', 'b: type integer -> string', 'c: enum ["1"] -> ["1","2"]']);
  });
});

describe('config keys read by C++ code', () => {
  const files = [
    { path: 'settings.h', text: '#define OS_NAME "Linux"\n#define OS_NAME "Windows"\n#define OS_NAME "Unknown"' },
    { path: 'main.cpp', text: `
      json windowOptions = options["modes"]["window"];
      window::init(windowOptions);
      json logging = settings::getOptionForCurrentMode("logging");
      if(!logging["enabled"].is_null()) {}
      if(mode == "cloud") {}
      json jExts = settings::getOptionForCurrentMode("extensions");
      vector<json> exts = jExts.get<vector<json>>();
      for(const json &ext: exts) { string id = ext["id"].get<string>(); string k = "command" + string(OS_NAME); }` },
    { path: 'settings.cpp', text: 'json value = options["modes"][mode][key]; if(options["applicationId"].is_null()) {}' },
    { path: 'auth/permission.cpp', text: 'json config = settings::getConfig(); json allow = config["nativeAllowList"];' },
    { path: 'api/window/window.cpp', text: `
      SizeOptions __size(const json &input) { if(helpers::hasField(input, "width")) {} }
      bool init(const json &props) { __size(props); if(helpers::hasField(props, "hidden")) {} string u = props["url"]; }
      void restore() { int x = options["x"].get<int>(); }
      bool setTitle(const json &input) { string t = input["title"]; }` },
  ];
  const keys = [...readConfigKeysFromCpp(files).keys()].sort();

  it('follows variables, loops and the functions a mode section is handed to', () => {
    expect(keys).toEqual([
      'applicationId', 'extensions', 'extensions[].commandLinux', 'extensions[].commandWindows', 'extensions[].id',
      'logging', 'logging.enabled', 'modes', 'modes.cloud', 'modes.window', 'modes.window.hidden', 'modes.window.width', 'nativeAllowList',
    ]);
  });

  it('ignores the saved window state, url (set by main.cpp) and parameters of unrelated functions', () => {
    expect(keys).not.toContain('x');
    expect(keys).not.toContain('modes.window.url');
    expect(keys).not.toContain('modes.window.title');
  });

  it('reads window option struct defaults', () => {
    const defaults = parseMemberDefaults('struct W {\n  bool hidden = false;\n  string title = "Neutralinojs";\n  int x;\n};');
    expect([...defaults]).toEqual([['hidden', 'false'], ['title', '"Neutralinojs"']]);
  });

  it('finds the matching closing brace', () => {
    const text = 'f() { a { b } c } d';
    expect(braceBody(text, text.indexOf('{'))).toBe(' a { b } c ');
  });
});

describe('internal arguments', () => {
  it('reads mapped overrides with their types and the arguments handled directly', () => {
    const args = parseInternalArgs(`
      if(cliArg.key == "--load-dir-res") {}
      if(regex_match(arg, regex("--path=.*"))) {}
      map<string, vector<string>> m = { {"--window-width", {"/modes/window/width", "int"}}, {"--mode", {"/defaultMode", "string"}} };`);
    expect(Object.fromEntries(args)).toEqual({
      '--window-width': { key: '/modes/window/width', type: 'int' },
      '--mode': { key: '/defaultMode', type: 'string' },
      '--load-dir-res': {},
      '--path': {},
    });
    expect(pointerToId('/modes/window/width')).toBe('modes.window.width');
  });
});

describe('neu commands and config reads', () => {
  it('assigns each option to the command it is chained on and skips dynamic commands', () => {
    const js = `program.command('create <binaryName>').option('-t, --template [template]')
      program.command(plugin.command)
      program.command('build').option('-r, --release').option('--config-file <path>', 'text')`;
    expect(parseNeuCommands(js)).toEqual([
      { name: 'create', options: [{ long: '--template', short: '-t', value: '[template]' }] },
      { name: 'build', options: [{ long: '--release', short: '-r', value: undefined }, { long: '--config-file', short: undefined, value: '<path>' }] },
    ]);
  });

  it('reads cli keys, one level into frontendLibrary, and top-level keys, skipping method calls', () => {
    const ids = parseCliConfigReads('configObj.cli.resourcesPath.replace(/x/); configObj.cli.frontendLibrary?.devUrl; config.author; configObj.get()');
    expect([...ids].sort()).toEqual(['author', 'cli.frontendLibrary', 'cli.frontendLibrary.devUrl', 'cli.resourcesPath']);
  });

  it('turns options added after the command into history entries, oldest first', () => {
    const neu: Presence = new Map([
      ['neu build', [{ tag: 'v8.0.1', file: 'b.js' }]],
      ['neu build --release', [{ tag: 'v8.0.1', file: 'b.js' }]],
      ['neu build --clean', [{ tag: 'v11.2.0', file: 'b.js' }]],
      ['neu build --copy-storage', [{ tag: 'v8.1.0', file: 'b.js' }]],
    ]);
    expect(optionHistory(neu, 'neu build', 'v8.0.1').map((h) => [h.in.cli, h.change])).toEqual([
      ['8.1.0', 'New option `--copy-storage`.'], ['11.2.0', 'New option `--clean`.'],
    ]);
  });
});

describe('appearance and merge', () => {
  const tags = ['v3.0.0', 'v4.0.0', 'v4.1.0', 'v5.0.0'];
  it('dates the first tag and a removal only for items a release from the floor on had', () => {
    const p: Presence = new Map([
      ['a', [{ tag: 'v3.0.0', file: 'x' }, { tag: 'v5.0.0', file: 'x' }]],
      ['gone', [{ tag: 'v4.0.0', file: 'y' }]],
      ['old', [{ tag: 'v3.0.0', file: 'z' }]],
    ]);
    expect(appearance(tags, p, 'a', '4.0.0')).toMatchObject({ first: { tag: 'v3.0.0' }, removedIn: undefined, inLatest: true });
    expect(appearance(tags, p, 'gone', '4.0.0')).toMatchObject({ removedIn: 'v4.1.0', lastTag: 'v4.0.0' });
    expect(appearance(tags, p, 'old', '4.0.0')?.removedIn).toBeUndefined();
  });

  it('keeps reviewed history, instead and note, and hand-added items; takes derived versions', () => {
    const existing: Item[] = [
      { id: 'k', kind: 'config-key', page: 'p', added: { framework: '1.0.0' }, addedFrom: 'old', history: [{ in: { framework: '5.0.0' }, change: 'c', from: 'f' }], removed: { in: { framework: '5.0.0' }, instead: 'other', note: 'n', from: 'old' } },
      { id: 'hand', kind: 'config-key', page: 'p', added: { framework: '2.0.0' }, addedFrom: 'by hand' },
    ];
    const derived: Item[] = [{ id: 'k', kind: 'config-key', page: 'p', added: { framework: '4.0.0' }, addedFrom: 'new', removed: { in: { framework: '6.0.0' }, instead: null, from: 'new' } }];
    expect(mergeItems(existing, derived)).toEqual([
      { id: 'k', kind: 'config-key', page: 'p', added: { framework: '4.0.0' }, addedFrom: 'new', history: existing[0].history, removed: { in: { framework: '6.0.0' }, instead: 'other', note: 'n', from: 'new' } },
      existing[1],
    ]);
  });
});
