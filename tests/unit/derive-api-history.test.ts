// The pure parts of scripts/derive-api-history.ts on small inline sources shaped like the repositories'
// files (a router method map, client modules, errors.h, the globals snippet), not on the mirrors.
import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../lib/api-history/data';
import {
  documentedItems,
  firstAppearances,
  mergeReviewed,
  parseAssignedGlobals,
  parseControllerInputs,
  parseDispatchedEvents,
  parseErrorCodes,
  parseApiIncludes,
  parseIndexExports,
  parseInjectedGlobals,
  parseInputKeys,
  parseInterfaces,
  parseMethodMap,
  parseModuleExports,
  parseReleaseTags,
  parseRouterTargets,
  parseSignatures,
  removedIn,
  typeFields,
  type Found,
  type Item,
} from '@/scripts/derive-api-history';

describe('release tags', () => {
  it('keeps plain vX.Y.Z tags, sorted by version rather than as text', () => {
    const tags = 'nightly\nv4.10.0\nv4.2.0\nv1.0.0-beta\nv3.0.0-hotfix\nv4.9.0\nv10.0.0\n';
    expect(parseReleaseTags(tags)).toEqual(['4.2.0', '4.9.0', '4.10.0', '10.0.0']);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('4.10.0', '4.9.0')).toBeGreaterThan(0);
    expect(compareVersions('6.9.0', '6.9.0')).toBe(0);
    expect(compareVersions('5.0.0', '5.0.1')).toBeLessThan(0);
  });
});

describe('native method map', () => {
  it('reads quoted namespace.method keys and skips commented-out entries', () => {
    const router = `map<string, router::NativeMethod> methodMap = {
    // Neutralino.app
    {"app.exit", app::controllers::exit},
    {"os.getEnvs", os::controllers::getEnvs},
    // {"custom.add", custom::controllers::add} // Sample custom method
    /* {"window.old", window::controllers::old}, */
    {"filesystem.readFile", fs::controllers::readFile}
};
std::map<string, string> mimeTypes = {{"js", "text/javascript"}};`;
    expect([...parseMethodMap(router)]).toEqual(['app.exit', 'os.getEnvs', 'filesystem.readFile']);
  });

  it('reads the C++ namespace and controller each entry calls', () => {
    const router = `{"filesystem.readFile", fs::controllers::readFile},\n{"app.exit", app::exit},`;
    expect(parseRouterTargets(router)).toEqual(
      new Map([
        ['filesystem.readFile', ['fs', 'readFile']],
        ['app.exit', ['app', 'exit']],
      ]),
    );
  });

  it('lists the API headers a router includes', () => {
    const router = `#include "lib/json/json.hpp"\n#include "api/filesystem/filesystem.h"\n// #include "api/old/old.h"\n#include "api/os/os.h"`;
    expect(parseApiIncludes(router)).toEqual(['api/filesystem/filesystem.h', 'api/os/os.h']);
  });

  it('collects the input keys of each controller', () => {
    const cpp = `json execCommand(const json &input) {
    if(!helpers::hasRequiredFields(input, {"command"})) { return output; }
    if(helpers::hasField(input, "cwd")) { opts.cwd = input["cwd"].get<string>(); }
    if(input.contains("envs")) {}
}
json getEnvs(const json &input) {
    json output;
}`;
    const inputs = parseControllerInputs(cpp);
    expect([...inputs.get('execCommand')!].sort()).toEqual(['command', 'cwd', 'envs']);
    expect([...inputs.get('getEnvs')!]).toEqual([]);
  });

  it('collects input keys read by helper functions too, for the whole-file sweep', () => {
    const helper = `fs::FileReaderOptions __getReaderOptions(const json &input) {\n    if(helpers::hasField(input, "pos")) { o.pos = input["pos"].get<long>(); }\n}`;
    expect([...parseInputKeys(helper)]).toEqual(['pos']);
  });
});

describe('client exports', () => {
  it('reads namespace and named exports from the index', () => {
    const index = `export * as os from './api/os';\nexport * as net from "./api/net";\nexport { init } from './api/init';\n// export * as old from './api/old';\nexport type * from './types/enums';`;
    const { namespaces, named } = parseIndexExports(index);
    expect(namespaces).toEqual(new Map([['os', './api/os'], ['net', './api/net']]));
    expect(named).toEqual(new Map([['init', './api/init']]));
  });

  it('reads exported functions, renamed exports and star re-exports of a module', () => {
    const mod = `import { sendMessage } from '../ws/websocket';
export * from '../browser/events';
export interface Options { a: string }
export function request(url: string): Promise<any> { return sendMessage('net.request', { url }); }
export async function get(url: string) {}
export const head = (url: string) => request(url);
function __delete(url: string) {}
export { __delete as delete } // keyword
export const VERSION = '1';`;
    const { functions, starFrom } = parseModuleExports(mod);
    expect([...functions].sort()).toEqual(['delete', 'get', 'head', 'request']);
    expect(starFrom).toEqual(['../browser/events']);
  });

  it('reads parameter names, types and the return type of exported functions', () => {
    const mod = `export function showOpenDialog(title?: string, options?: OpenDialogOptions): Promise<string[]> {
    return sendMessage('os.showOpenDialog', { title, ...options });
}
export function init(options: InitOptions = {}): void {}
export function updateOpenedFile(id: number, event: 'read' | 'write', data?: Record<string, any>): Promise<void> {}`;
    const sigs = parseSignatures(mod);
    expect(sigs.get('showOpenDialog')).toEqual({
      params: [
        { name: 'title', type: 'string' },
        { name: 'options', type: 'OpenDialogOptions' },
      ],
      returns: 'Promise<string[]>',
    });
    expect(sigs.get('init')!.params).toEqual([{ name: 'options', type: 'InitOptions' }]);
    expect(sigs.get('updateOpenedFile')!.params.map((p) => p.name)).toEqual(['id', 'event', 'data']);
  });

  it('lists option fields through nested and extended interfaces', () => {
    const types = `export interface TrayOptions {
    icon: string;
    menuItems: TrayMenuItem[];
}
export interface TrayMenuItem {
    id?: string;
    text: string;
}
export interface WindowOptions extends WindowSizeOptions {
    title?: string;
    nested?: {
        inner: boolean;
    };
}
interface WindowSizeOptions { width?: number; }`;
    const shapes = parseInterfaces(types);
    expect(shapes.get('WindowOptions')!.extends).toEqual(['WindowSizeOptions']);
    expect([...typeFields('TrayOptions', shapes)]).toEqual(['icon', 'menuItems', 'menuItems[].id', 'menuItems[].text']);
    expect([...typeFields('WindowOptions', shapes)].sort()).toEqual(['nested', 'title', 'width']);
  });

  it('lists the fields of an inline object type', () => {
    expect([...typeFields('{\n    exclude?: Array<string | HTMLElement>;\n    limit: number;\n}', new Map())]).toEqual(['exclude', 'limit']);
  });
});

describe('events, codes and globals', () => {
  it('reads event names dispatched with a string literal, not variables', () => {
    const cpp = `events::dispatch("windowClose", nullptr);\nevents::dispatch(message.event, data);\nevents.dispatch('ready');\n// events::dispatch("old", x);`;
    expect([...parseDispatchedEvents(cpp)]).toEqual(['windowClose', 'ready']);
  });

  it('reads error codes, including the short NE_ST_OK', () => {
    const errorsH = `enum StatusCode {\n    NE_ST_OK,\n    NE_FS_NOPATHE,\n    // NE_FS_OLDCODE\n};\nstring NE_NOT_A_CODE;`;
    expect([...parseErrorCodes(errorsH)]).toEqual(['NE_ST_OK', 'NE_FS_NOPATHE']);
  });

  it('reads globals the framework declares and the client assigns', () => {
    const settings = `string jsSnippet = "var NL_OS='" + os + "';";\njsSnippet += "var NL_PORT=" + port + ";";\ns += "let NL_NAME='x';";`;
    expect([...parseInjectedGlobals(settings)]).toEqual(['NL_OS', 'NL_PORT', 'NL_NAME']);
    const init = `window.NL_CVERSION = version;\nif (window.NL_GINJECTED === true) {}\nwindow.NL_CCOMMIT='abc';`;
    expect([...parseAssignedGlobals(init)]).toEqual(['NL_CVERSION', 'NL_CCOMMIT']);
  });
});

describe('first-appearance walk', () => {
  const releases = ['4.0.0', '4.1.0', '4.2.0', '5.0.0'];
  const found = (...names: string[]): Found => new Map(names.map((n) => [n, 'server/router.cpp']));
  const byRelease = new Map([
    ['4.0.0', found('os.getEnv', 'filesystem.removeFile', 'app.flaky')],
    ['4.1.0', found('os.getEnv', 'filesystem.removeFile')],
    ['4.2.0', found('os.getEnv', 'os.getEnvs', 'filesystem.removeFile', 'app.flaky')],
    ['5.0.0', found('os.getEnv', 'os.getEnvs', 'app.flaky')],
  ]);
  const appearances = firstAppearances(releases, byRelease);

  it('gives the first release that has each name and the file it was read from', () => {
    expect(appearances.get('os.getEnvs')).toEqual({ first: '4.2.0', firstFile: 'server/router.cpp', last: '5.0.0', gaps: [] });
    expect(appearances.get('os.getEnv')!.first).toBe('4.0.0');
  });

  it('records releases missing a name between its first and last appearance', () => {
    expect(appearances.get('app.flaky')!.gaps).toEqual(['4.1.0']);
  });

  it('finds the release a name went away in, only when it was seen at or after the history start', () => {
    expect(removedIn(releases, appearances.get('filesystem.removeFile'), '4.0.0')).toBe('5.0.0');
    expect(removedIn(releases, appearances.get('filesystem.removeFile'), '4.5.0')).toBeUndefined();
    expect(removedIn(releases, appearances.get('os.getEnv'), '4.0.0')).toBeUndefined();
  });
});

describe('merging with the reviewed file', () => {
  const derived: Item[] = [
    { id: 'os.execCommand', kind: 'native-function', page: 'api/os', added: { framework: '2.0.0', client: '1.0.0' }, addedFrom: 'new' },
    { id: 'init', kind: 'client-function', page: 'api/init', added: { client: '1.0.0' }, addedFrom: 'new' },
    {
      id: 'filesystem.removeFile', kind: 'native-function', page: 'api/filesystem', added: { framework: '1.0.5' }, addedFrom: 'new',
      removed: { in: { framework: '5.0.0' }, instead: null, from: 'derived' },
    },
  ];
  const reviewed: Item[] = [
    {
      id: 'os.execCommand', kind: 'native-function', page: 'api/os', added: { framework: '1.0.0' }, addedFrom: 'old',
      history: [{ in: { framework: '4.14.0' }, change: 'New option `cwd`.', from: 'x' }],
    },
    { id: 'init', kind: 'client-function', page: 'api/init', added: { client: '1.0.0', framework: '1.0.0' }, addedFrom: 'old' },
    {
      id: 'filesystem.removeFile', kind: 'native-function', page: 'api/filesystem', added: { framework: '1.0.5' }, addedFrom: 'old',
      removed: { in: { framework: '4.0.0' }, instead: 'filesystem.remove', note: 'Merged.', from: 'old' },
    },
  ];
  const merged = mergeReviewed(derived, reviewed);

  it('keeps reviewed history, removal replacements and framework pairings, and takes derived versions', () => {
    expect(merged[0].history).toEqual(reviewed[0].history);
    expect(merged[0].added).toEqual({ framework: '2.0.0', client: '1.0.0' });
    expect(merged[1].added).toEqual({ framework: '1.0.0', client: '1.0.0' });
    expect(merged[2].removed).toEqual({ in: { framework: '5.0.0' }, instead: 'filesystem.remove', note: 'Merged.', from: 'derived' });
  });

  it('adds new items untouched', () => {
    expect(mergeReviewed(derived, [])).toEqual(derived);
  });
});

describe('documented items', () => {
  it('reads function headings, built-in events, global rows and error codes with the page that has them', () => {
    const pages = new Map([
      ['api/init', '## Neutralino.init(options)\n### Parameters'],
      ['api/os', '## os.getEnvs()\n\nFails with `NE_OS_INVKNPT`.'],
      ['api/events', '## events.on(event, handler)\n## Built-in events\n### ready\n### windowClose\n## Other\n### notAnEvent'],
      ['api/global-variables', '| Name | Type |\n| --- | --- |\n| `NL_OS` | `string` |\n| `NL_API_URL` (custom) | x |'],
      ['api/error-codes', '### NE_OS_INVKNPT\n### NE_ST_OK'],
      ['api/window', '- `NE_WD_DOMNOTF`: no element.\n\n## Not in the client library: window.setBadge'],
    ]);
    const items = documentedItems(pages);
    expect(Object.fromEntries(items)).toEqual({
      init: { kind: 'function', page: 'api/init' },
      'os.getEnvs': { kind: 'function', page: 'api/os' },
      'events.on': { kind: 'function', page: 'api/events' },
      ready: { kind: 'event', page: 'api/events' },
      windowClose: { kind: 'event', page: 'api/events' },
      NL_OS: { kind: 'global', page: 'api/global-variables' },
      NE_OS_INVKNPT: { kind: 'error-code', page: 'api/error-codes' },
      NE_ST_OK: { kind: 'error-code', page: 'api/error-codes' },
      NE_WD_DOMNOTF: { kind: 'error-code', page: 'api/window' },
      // A routed method without a client function, as lib/api-history/page-items.ts reads it.
      'window.setBadge': { kind: 'function', page: 'api/window' },
    });
  });
});
