// Derives content/api-history/api.json (issue 19) from local clones of neutralinojs/neutralinojs (framework)
// and neutralinojs/neutralino.js (client). Run by hand, never by the build:
//
//   npx tsx scripts/derive-api-history.ts --framework <clone> --client <clone> \
//     [--ref client:6.9.0=f768cf7] [--out content/api-history/api.json] [--docs content/docs] \
//     [--candidates /tmp/api-history-candidates.json]
//
// For each kind (native methods, client exports, events, error codes, globals) one small function reads the
// set of names a release has; a first-appearance walk over the release tags then gives `added` and `removed`.
// Which items to write comes from the pages (content/docs/api), so undocumented methods are listed on stderr
// instead of written. Hand-reviewed fields of an existing output file (history, removed.instead/note, the
// optional framework pairing of client functions) survive a re-run. Signature, option and native-input
// differences between consecutive releases are written to --candidates for review; they are never written
// into the data file directly, because every history sentence is reviewed and phrased by hand.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compareVersions, type HistoryFileData, type HistoryItemData, type Versions } from '../lib/api-history/data';

export type Kind = 'native-function' | 'client-function' | 'event' | 'error-code' | 'global';
export type Item = HistoryItemData & { kind: Kind };
/** name -> file it was read from, at one release */
export type Found = Map<string, string>;

// History is recorded from these releases on; earlier generations of the API are out of scope for removals.
const HISTORY_FROM = { framework: '4.0.0', client: '3.0.0' } as const;

// ---------- pure parsing ----------

const VERSION_TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

/** Release versions ("4.2.0") from `git tag` output, oldest first; nightly and suffixed tags (-beta, -hotfix) are skipped. */
export function parseReleaseTags(tagList: string): string[] {
  return tagList
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => VERSION_TAG.test(t))
    .map((t) => t.slice(1))
    .sort(compareVersions);
}

/** Source without // and /* *\/ comments, so commented-out entries (a sample `custom.add`) do not count. */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'\\])\/\/.*$/gm, '$1');
}

/** Native method names from a method map: `{"os.getEnvs", os::controllers::getEnvs}`. */
export function parseMethodMap(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of stripComments(source).matchAll(/\{\s*"([a-z]+)\.([A-Za-z]+)"\s*,/g)) names.add(`${m[1]}.${m[2]}`);
  return names;
}

export type ModuleExports = { functions: Set<string>; starFrom: string[] };

/** Functions a client module exports (function, const arrow/function, `export { a as b }`) and its `export * from`. */
export function parseModuleExports(source: string): ModuleExports {
  const code = stripComments(source);
  const functions = new Set<string>();
  for (const m of code.matchAll(/^\s*export\s+(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/gm)) functions.add(m[1]);
  for (const m of code.matchAll(/^\s*export\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)/gm)) {
    functions.add(m[1]);
  }
  for (const m of code.matchAll(/^\s*export\s*\{([^}]*)\}\s*(?:;|$)/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) functions.add(name);
    }
  }
  const starFrom = [...code.matchAll(/^\s*export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return { functions, starFrom };
}

export type IndexExports = { namespaces: Map<string, string>; named: Map<string, string> };

/** `export * as os from './api/os'` (namespaces) and `export { init } from './api/init'` (top-level names). */
export function parseIndexExports(source: string): IndexExports {
  const code = stripComments(source);
  const namespaces = new Map<string, string>();
  const named = new Map<string, string>();
  for (const m of code.matchAll(/^\s*export\s+\*\s+as\s+(\w+)\s+from\s+['"]([^'"]+)['"]/gm)) namespaces.set(m[1], m[2]);
  for (const m of code.matchAll(/^\s*export\s*\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) named.set(name, m[2]);
    }
  }
  return { namespaces, named };
}

/** Event names passed as a string literal to a dispatch call: `events::dispatch("windowClose", ...)`. */
export function parseDispatchedEvents(source: string): Set<string> {
  return new Set([...stripComments(source).matchAll(/\bdispatch\w*\(\s*["']([A-Za-z]+)["']/g)].map((m) => m[1]));
}

/** Error codes: NE_ + two-letter area + code, as in `NE_FS_NOPATHE`. */
export function parseErrorCodes(source: string): Set<string> {
  return new Set([...stripComments(source).matchAll(/\bNE_[A-Z]{2}_[A-Z]{2,8}\b/g)].map((m) => m[0]));
}

/** Globals the framework declares in its injected snippet: `"var NL_PORT=" + ...`. */
export function parseInjectedGlobals(source: string): Set<string> {
  return new Set([...source.matchAll(/\b(?:var|let|const)\s+(NL_[A-Z0-9_]+)\s*=/g)].map((m) => m[1]));
}

/** Globals the client library assigns itself: `window.NL_CVERSION = version`. */
export function parseAssignedGlobals(source: string): Set<string> {
  return new Set([...stripComments(source).matchAll(/\bwindow\.(NL_[A-Z0-9_]+)\s*=(?!=)/g)].map((m) => m[1]));
}

export type Signature = { params: { name: string; type: string }[]; returns: string };

/** Exported function signatures of a client module: name -> parameter names/types and return type. */
export function parseSignatures(source: string): Map<string, Signature> {
  const out = new Map<string, Signature>();
  const code = stripComments(source);
  const re = /^\s*export\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*\(/gm;
  for (const m of code.matchAll(re)) {
    const open = m.index! + m[0].length;
    const close = matchingParen(code, open - 1);
    if (close < 0) continue;
    const params = splitTopLevel(code.slice(open, close))
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const [, name, type] = /^(?:\.\.\.)?([A-Za-z_$][\w$]*)\??\s*(?::\s*([\s\S]+?))?\s*(?:=[\s\S]*)?$/.exec(p) ?? [, p, ''];
        return { name: name!, type: (type ?? '').trim() };
      });
    const returns = /^\s*:\s*([^{]+?)\s*\{/.exec(code.slice(close + 1))?.[1]?.trim() ?? '';
    out.set(m[1], { params, returns });
  }
  return out;
}

function matchingParen(code: string, openIndex: number): number {
  let depth = 0;
  for (let i = openIndex; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('(<{['.includes(c)) depth++;
    else if (')>}]'.includes(c) && text[i - 1] !== '=') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export type Shape = { fields: Map<string, string>; extends: string[] };

/** Interfaces (and object type aliases) of a module: name -> field name -> field type, and the interfaces it extends. */
export function parseInterfaces(source: string): Map<string, Shape> {
  const out = new Map<string, Shape>();
  const code = stripComments(source);
  for (const m of code.matchAll(/^\s*(?:export\s+)?(?:interface\s+(\w+)(?:\s+extends\s+([\w\s,<>]+?))?|type\s+(\w+)\s*=)\s*\{/gm)) {
    const open = m.index! + m[0].length - 1;
    let depth = 0;
    let end = open;
    for (; end < code.length; end++) {
      if (code[end] === '{') depth++;
      else if (code[end] === '}' && --depth === 0) break;
    }
    const fields = new Map<string, string>();
    let nested = 0;
    for (const line of code.slice(open + 1, end).split('\n')) {
      const field = nested === 0 ? /^\s*(?:readonly\s+)?['"]?([A-Za-z_$][\w$]*)['"]?\??\s*:\s*(.+?)\s*[;,]?\s*$/.exec(line) : null;
      if (field) fields.set(field[1], field[2]);
      nested += (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);
    }
    const parents = (m[2] ?? '').split(',').map((p) => p.trim()).filter((p) => /^[A-Z]\w*$/.test(p));
    out.set(m[1] ?? m[3], { fields, extends: parents });
  }
  return out;
}

/** Field paths of a type, following interface names (and what they extend) one level into fields (`menu[].id`). */
export function typeFields(type: string, interfaces: Map<string, Shape>, depth = 2): Set<string> {
  const out = new Set<string>();
  // An inline object type (`options?: { exclude?: string[] }`) is read as an anonymous interface.
  const inline = type.trim().startsWith('{') ? parseInterfaces(`interface __Inline ${type}`).get('__Inline') : undefined;
  const names = inline ? ['__Inline'] : [...(type.match(/[A-Z]\w*/g) ?? [])];
  if (inline) interfaces = new Map([...interfaces, ['__Inline', inline]]);
  for (let i = 0; i < names.length; i++) {
    const shape = interfaces.get(names[i]);
    if (!shape) continue;
    for (const parent of shape.extends) if (!names.includes(parent)) names.push(parent);
    for (const [field, fieldType] of shape.fields) {
      out.add(field);
      if (depth > 1) {
        const suffix = /\[\]/.test(fieldType) ? '[]' : '';
        for (const sub of typeFields(fieldType, interfaces, depth - 1)) out.add(`${field}${suffix}.${sub}`);
      }
    }
  }
  return out;
}

/** Keys a piece of native code reads from `input`: `input["cwd"]`, `hasField(input, "cwd")`, required-field lists. */
export function parseInputKeys(code: string): Set<string> {
  const keys = new Set<string>();
  for (const m of code.matchAll(/\binput\s*\[\s*"(\w+)"\s*\]|hasField\(\s*input\s*,\s*"(\w+)"\s*\)|input\.(?:contains|at)\(\s*"(\w+)"\s*\)/g)) {
    keys.add(m[1] ?? m[2] ?? m[3]);
  }
  for (const m of code.matchAll(/hasRequiredFields\(\s*input\s*,\s*\{([^}]*)\}/g)) {
    for (const k of m[1].matchAll(/"(\w+)"/g)) keys.add(k[1]);
  }
  return keys;
}

/** Keys each native controller (`json name(const json &input)`) reads from its input. */
export function parseControllerInputs(source: string): Map<string, Set<string>> {
  const code = stripComments(source);
  const out = new Map<string, Set<string>>();
  const heads = [...code.matchAll(/\bjson\s+(\w+)\s*\(\s*const\s+json\s*&\s*input\s*\)\s*\{/g)];
  heads.forEach((head, i) => out.set(head[1], parseInputKeys(code.slice(head.index!, heads[i + 1]?.index ?? code.length))));
  return out;
}

/** Headers of the API namespaces a router includes: `#include "api/fs/fs.h"`. */
export function parseApiIncludes(source: string): string[] {
  return [...stripComments(source).matchAll(/^\s*#include\s+"(api\/\w+\/\w+\.h)"/gm)].map((m) => m[1]);
}

/** `{"os.getEnvs", os::controllers::getEnvs}` -> os.getEnvs -> ["os", "getEnvs"] (C++ namespace and function). */
export function parseRouterTargets(source: string): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>();
  for (const m of stripComments(source).matchAll(/\{\s*"([a-z]+\.[A-Za-z]+)"\s*,\s*(\w+)::(?:controllers::)?(\w+)\s*\}/g)) {
    out.set(m[1], [m[2], m[3]]);
  }
  return out;
}

export type Appearance = { first: string; firstFile: string; last: string; gaps: string[] };

/** First and last release that has each name (releases oldest first), and the releases missing it in between. */
export function firstAppearances(releases: string[], byRelease: Map<string, Found>): Map<string, Appearance> {
  const out = new Map<string, Appearance>();
  for (const version of releases) {
    const found = byRelease.get(version) ?? new Map<string, string>();
    for (const [name, file] of found) {
      const seen = out.get(name);
      if (!seen) out.set(name, { first: version, firstFile: file, last: version, gaps: [] });
      else seen.last = version;
    }
  }
  for (const [name, a] of out) {
    const span = releases.slice(releases.indexOf(a.first), releases.indexOf(a.last) + 1);
    a.gaps = span.filter((v) => !byRelease.get(v)?.has(name));
  }
  return out;
}

/** The release a name went away in: the one after its last appearance, if it appeared at or after `since`. */
export function removedIn(releases: string[], a: Appearance | undefined, since: string): string | undefined {
  if (!a || compareVersions(a.last, since) < 0) return undefined;
  return releases[releases.indexOf(a.last) + 1];
}

/** Derived items merged with the reviewed file: history, removed.instead/note and a paired framework version survive. */
export function mergeReviewed(derived: Item[], existing: Item[]): Item[] {
  const byId = new Map(existing.map((i) => [i.id, i]));
  return derived.map((item) => {
    const old = byId.get(item.id);
    if (!old) return item;
    const merged: Item = { ...item };
    if (old.history?.length) merged.history = old.history;
    if (item.kind === 'client-function' && !item.added.framework && old.added.framework) {
      merged.added = { framework: old.added.framework, ...item.added };
    }
    if (merged.removed && old.removed) {
      merged.removed = { ...merged.removed, instead: old.removed.instead };
      if (old.removed.note) merged.removed.note = old.removed.note;
    }
    return merged;
  });
}

/** Items the pages document: function headings (and native-only method headings), built-in event headings, error codes, global table rows. */
export function documentedItems(pages: Map<string, string>): Map<string, { kind: 'function' | 'event' | 'error-code' | 'global'; page: string }> {
  const out = new Map<string, { kind: 'function' | 'event' | 'error-code' | 'global'; page: string }>();
  const codePages = new Map<string, string>();
  for (const [page, text] of pages) {
    for (const m of text.matchAll(/^#{2,3}\s+(?:Neutralino\.)?([a-z]+)(?:\.([A-Za-z]+))?\(/gm)) {
      out.set(m[2] ? `${m[1]}.${m[2]}` : m[1], { kind: 'function', page });
    }
    // A method the binary routes and the client library lacks (window.setBadge), as the pages head it.
    for (const m of text.matchAll(/^## Not in the client library: ([a-z]+\.[A-Za-z]+)\s*$/gm)) out.set(m[1], { kind: 'function', page });
    if (page === 'api/events') {
      const builtIn = text.split(/^## Built-in events\s*$/m)[1]?.split(/^## /m)[0] ?? '';
      for (const m of builtIn.matchAll(/^###\s+([a-z][A-Za-z]+)\s*$/gm)) out.set(m[1], { kind: 'event', page });
    }
    if (page === 'api/global-variables') {
      for (const m of text.matchAll(/^\|\s*`(NL_[A-Z0-9_]+)`\s*\|/gm)) out.set(m[1], { kind: 'global', page });
    }
    for (const m of text.matchAll(/^###\s+(NE_[A-Z]{2}_[A-Z]+)\s*$/gm)) codePages.set(m[1], page);
    for (const code of parseErrorCodes(text)) if (!codePages.has(code) && page !== 'api/overview') codePages.set(code, page);
  }
  // A code with its own heading belongs to that page; a code only mentioned belongs to the first page naming it.
  for (const [code, page] of codePages) out.set(code, { kind: 'error-code', page });
  return out;
}

// ---------- reading the clones ----------

export class Repo {
  private cache = new Map<string, string[]>();
  constructor(
    readonly dir: string,
    readonly label: string,
    readonly refs: Map<string, string>,
  ) {}

  static open(dir: string, label: string, extraRefs: Map<string, string>): Repo {
    const git = (args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const refs = new Map(parseReleaseTags(git(['tag', '--list'])).map((v) => [v, `refs/tags/v${v}`]));
    for (const [v, ref] of extraRefs) refs.set(v, ref);
    return new Repo(dir, label, new Map([...refs].sort(([a], [b]) => compareVersions(a, b))));
  }

  get releases(): string[] {
    return [...this.refs.keys()];
  }

  private git(args: string[]): string {
    return execFileSync('git', ['-C', this.dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  }

  files(version: string): string[] {
    if (!this.cache.has(version)) {
      this.cache.set(version, this.git(['ls-tree', '-r', '--name-only', this.refs.get(version)!]).split('\n').filter(Boolean));
    }
    return this.cache.get(version)!;
  }

  private texts = new Map<string, string>();

  /** A file at a release; cached, since the walks read the same client modules once per export. */
  read(version: string, file: string): string {
    const key = `${version}:${file}`;
    if (!this.texts.has(key)) this.texts.set(key, this.git(['show', `${this.refs.get(version)}:${file}`]));
    return this.texts.get(key)!;
  }

  /** Files (outside vendored lib/ folders) that `pattern` matches, by git grep; name -> file for one parser. */
  grep(version: string, pattern: string, pathspecs: string[], parse: (text: string) => Set<string>): Found {
    const found: Found = new Map();
    let out = '';
    try {
      out = this.git(['grep', '-E', '-e', pattern, this.refs.get(version)!, '--', ...pathspecs, ':(exclude,glob)**/lib/**', ':(exclude)lib']);
    } catch {
      return found; // git grep exits 1 when nothing matches
    }
    for (const line of out.split('\n')) {
      const [, file, text] = /^[^:]+:([^:]+):(.*)$/.exec(line) ?? [];
      if (file) for (const name of parse(text)) if (!found.has(name)) found.set(name, file);
    }
    return found;
  }
}

const NATIVE_SOURCES = ['*.cpp', '*.h', '*.mm', '*.m'];

// One function per kind: (repo, release) -> names found, each with the file it came from.
export const readers = {
  /** Router method map: server/router.cpp (v2.3+), core-shared/router.cpp (v2.0-2.2), per-module funcmaps in core-*\/src/core (v1). */
  nativeMethods(repo: Repo, v: string): Found {
    const found: Found = new Map();
    const mapFiles = repo.files(v).filter((f) => !/(^|\/)lib\//.test(f) && (/(^|\/)router\.cpp$/.test(f) || /^core-[a-z]+\/src\/core\/.*\.h$/.test(f)));
    for (const file of mapFiles) for (const name of parseMethodMap(repo.read(v, file))) if (!found.has(name)) found.set(name, file);
    return found;
  },
  /** Functions the client's index exports: namespaces (`os.getEnvs`) and top-level functions (`init`). */
  clientExports(repo: Repo, v: string): Found {
    const files = new Set(repo.files(v));
    const resolve = (from: string, spec: string) =>
      ['.ts', '.js', '/index.ts', '/index.js', ''].map((ext) => path.posix.join(path.posix.dirname(from), spec) + ext).find((f) => files.has(f));
    const moduleFunctions = (file: string, seen = new Set<string>()): Found => {
      const out: Found = new Map();
      if (seen.has(file)) return out;
      seen.add(file);
      const { functions, starFrom } = parseModuleExports(repo.read(v, file));
      for (const name of functions) out.set(name, file);
      for (const spec of starFrom) {
        const target = resolve(file, spec);
        if (target) for (const [name, f] of moduleFunctions(target, seen)) if (!out.has(name)) out.set(name, f);
      }
      return out;
    };
    const index = ['src/index.ts', 'src/index.js'].find((f) => files.has(f));
    const found: Found = new Map();
    if (!index) return found;
    const { namespaces, named } = parseIndexExports(repo.read(v, index));
    for (const [ns, spec] of namespaces) {
      const file = resolve(index, spec);
      if (file) for (const [name, f] of moduleFunctions(file)) found.set(`${ns}.${name}`, f);
    }
    for (const [name, spec] of named) {
      const file = resolve(index, spec);
      if (file && moduleFunctions(file).has(name)) found.set(name, file);
    }
    return found;
  },
  frameworkEvents: (repo: Repo, v: string) => repo.grep(v, 'dispatch[A-Za-z]*\\(\\s*"[A-Za-z]+"', NATIVE_SOURCES, parseDispatchedEvents),
  clientEvents: (repo: Repo, v: string) => repo.grep(v, "dispatch[A-Za-z]*\\(\\s*['\"][A-Za-z]+['\"]", ['src'], parseDispatchedEvents),
  /** errors.h (v5+) is the list; before it, codes were string literals in the sources. */
  frameworkCodes(repo: Repo, v: string): Found {
    if (repo.files(v).includes('errors.h')) return new Map([...parseErrorCodes(repo.read(v, 'errors.h'))].map((c) => [c, 'errors.h']));
    return repo.grep(v, 'NE_[A-Z]{2}_[A-Z]{2,8}', NATIVE_SOURCES, parseErrorCodes);
  },
  clientCodes: (repo: Repo, v: string) => repo.grep(v, 'NE_[A-Z]{2}_[A-Z]{2,8}', ['src'], parseErrorCodes),
  frameworkGlobals: (repo: Repo, v: string) => repo.grep(v, '(var|let|const) NL_[A-Z0-9_]+', NATIVE_SOURCES, parseInjectedGlobals),
  clientGlobals: (repo: Repo, v: string) => repo.grep(v, 'window\\.NL_[A-Z0-9_]+ *=', ['src'], parseAssignedGlobals),
};

function walk(repo: Repo, read: (repo: Repo, v: string) => Found): { byRelease: Map<string, Found>; appearances: Map<string, Appearance> } {
  const byRelease = new Map(repo.releases.map((v) => [v, read(repo, v)]));
  return { byRelease, appearances: firstAppearances(repo.releases, byRelease) };
}

// ---------- history candidates ----------

export type Candidate = { id: string; in: Versions; change: string; from: string };

/** Differences between consecutive releases (from `since` on) of client signatures, option/return fields and native inputs. */
function historyCandidates(framework: Repo, client: Repo, ids: Set<string>): Candidate[] {
  const candidates: Candidate[] = [];
  const clientReleases = client.releases.filter((v) => compareVersions(v, HISTORY_FROM.client) >= 0);
  let previous: Map<string, { params: string[]; fields: Set<string>; returns: Set<string> }> | undefined;
  for (const v of clientReleases) {
    const tsFiles = client.files(v).filter((f) => f.startsWith('src/') && /\.(ts|js)$/.test(f));
    const interfaces = new Map<string, Shape>();
    for (const f of tsFiles) for (const [k, fields] of parseInterfaces(client.read(v, f))) interfaces.set(k, fields);
    const current = new Map<string, { params: string[]; fields: Set<string>; returns: Set<string> }>();
    const exports = readers.clientExports(client, v);
    for (const [id, file] of exports) {
      const name = id.split('.').pop()!;
      const sig = parseSignatures(client.read(v, file)).get(name);
      if (!sig) continue;
      const fields = new Set(sig.params.flatMap((p) => [...typeFields(p.type, interfaces)].map((f) => `${p.name}.${f}`)));
      current.set(id, { params: sig.params.map((p) => p.name), fields, returns: typeFields(sig.returns, interfaces) });
    }
    if (previous) {
      for (const [id, now] of current) {
        const before = previous.get(id);
        if (!before || !ids.has(id)) continue;
        const from = `neutralino.js v${v} ${exports.get(id)} and src/types`;
        for (const p of now.params) if (!before.params.includes(p)) candidates.push({ id, in: { client: v }, change: `new parameter ${p}`, from });
        for (const p of before.params) if (!now.params.includes(p)) candidates.push({ id, in: { client: v }, change: `parameter ${p} gone`, from });
        for (const f of now.fields) if (!before.fields.has(f)) candidates.push({ id, in: { client: v }, change: `new option ${f}`, from });
        for (const f of before.fields) if (!now.fields.has(f)) candidates.push({ id, in: { client: v }, change: `option ${f} gone`, from });
        // A return type that was `any` before has no fields to compare with: typing it is not a change.
        if (before.returns.size) for (const f of now.returns) if (!before.returns.has(f)) candidates.push({ id, in: { client: v }, change: `return value gained ${f}`, from });
      }
    }
    previous = current;
  }
  // Native side: keys each controller reads, and, for options read in helper functions outside the controller,
  // keys new to a namespace's source file that no controller accounts for.
  const fwReleases = framework.releases.filter((v) => compareVersions(v, HISTORY_FROM.framework) >= 0);
  let previousInputs: Map<string, Set<string>> | undefined;
  let previousFileKeys: Map<string, Set<string>> | undefined;
  for (const v of fwReleases) {
    const router = framework.files(v).includes('server/router.cpp') ? framework.read(v, 'server/router.cpp') : '';
    const targets = parseRouterTargets(router);
    const inputs = new Map<string, Set<string>>();
    const fileKeys = new Map<string, Set<string>>();
    // The C++ namespace need not match the folder (v4.x: namespace fs in api/filesystem), so the router's
    // api includes are mapped to the namespace each header declares.
    const sourceFiles = new Map<string, string>();
    for (const header of parseApiIncludes(router)) {
      const ns = framework.files(v).includes(header) ? /\bnamespace\s+(\w+)\s*\{/.exec(framework.read(v, header))?.[1] : undefined;
      if (ns && !sourceFiles.has(ns)) sourceFiles.set(ns, header.replace(/\.h$/, '.cpp'));
    }
    const sourceOf = (cppNamespace: string) => sourceFiles.get(cppNamespace) ?? `api/${cppNamespace}/${cppNamespace}.cpp`;
    for (const [id, [cppNamespace, fn]] of targets) {
      const file = sourceOf(cppNamespace);
      if (!framework.files(v).includes(file)) continue;
      const keys = parseControllerInputs(framework.read(v, file)).get(fn);
      if (keys) inputs.set(id, keys);
      fileKeys.set(id.split('.')[0], parseInputKeys(stripComments(framework.read(v, file))));
    }
    if (previousInputs && previousFileKeys) {
      const explained = new Set<string>();
      for (const [id, keys] of inputs) {
        const before = previousInputs.get(id);
        for (const k of keys) {
          if (before?.has(k)) continue;
          explained.add(`${id.split('.')[0]}:${k}`);
          if (before && ids.has(id)) candidates.push({ id, in: { framework: v }, change: `native input ${k} read`, from: `neutralinojs v${v} ${sourceOf(targets.get(id)![0])}` });
        }
      }
      for (const [ns, keys] of fileKeys) {
        const before = previousFileKeys.get(ns);
        if (!before) continue;
        for (const k of keys) {
          if (before.has(k) || explained.has(`${ns}:${k}`)) continue;
          candidates.push({ id: `${ns}.*`, in: { framework: v }, change: `native input ${k} read outside a controller`, from: `neutralinojs v${v} ${sourceOf(targets.get([...targets.keys()].find((i) => i.startsWith(`${ns}.`))!)![0])}` });
        }
      }
    }
    previousInputs = inputs;
    previousFileKeys = fileKeys;
  }
  return candidates;
}

// ---------- assembling the file ----------

const KIND_PAGE: Record<string, string> = { event: 'api/events', 'error-code': 'api/error-codes', global: 'api/global-variables' };

function source(repo: Repo, v: string, file: string): string {
  return `${repo.label} v${v} ${file}`;
}

export function derive(framework: Repo, client: Repo, docsDir: string): { items: Item[]; warnings: string[]; candidates: Candidate[] } {
  const warnings: string[] = [];
  const apiDir = path.join(docsDir, 'api');
  const pages = new Map(fs.readdirSync(apiDir).filter((f) => f.endsWith('.mdx')).map((f) => [`api/${f.replace(/\.mdx$/, '')}`, fs.readFileSync(path.join(apiDir, f), 'utf8')]));
  const documented = documentedItems(pages);
  const fwLatest = framework.releases.at(-1)!;
  const clLatest = client.releases.at(-1)!;

  const native = walk(framework, readers.nativeMethods);
  const exported = walk(client, readers.clientExports);
  const kinds = {
    event: [walk(framework, readers.frameworkEvents), walk(client, readers.clientEvents)],
    'error-code': [walk(framework, readers.frameworkCodes), walk(client, readers.clientCodes)],
    global: [walk(framework, readers.frameworkGlobals), walk(client, readers.clientGlobals)],
  } as const;

  const items: Item[] = [];
  const functionItem = (id: string, page: string): Item | undefined => {
    const fw = native.appearances.get(id);
    const cl = exported.appearances.get(id);
    if (!fw && !cl) return undefined;
    const isNative = fw !== undefined && compareVersions(fw.last, HISTORY_FROM.framework) >= 0;
    const added: Versions = {};
    const from: string[] = [];
    if (isNative) {
      added.framework = fw.first;
      from.push(source(framework, fw.first, fw.firstFile));
      if (fw.gaps.length) warnings.push(`${id}: router gaps at ${fw.gaps.join(', ')}`);
    }
    if (cl) {
      added.client = cl.first;
      from.push(source(client, cl.first, cl.firstFile));
    }
    return { id, kind: isNative ? 'native-function' : 'client-function', page, added, addedFrom: from.join('; ') };
  };

  for (const [id, doc] of documented) {
    if (doc.kind === 'function') {
      const item = functionItem(id, doc.page);
      if (item) items.push(item);
      else warnings.push(`${id}: documented on ${doc.page} but found in no release`);
      continue;
    }
    const [fwWalk, clWalk] = kinds[doc.kind];
    const fw = fwWalk.appearances.get(id);
    const cl = clWalk.appearances.get(id);
    // The framework is the source when it ever had the item; client-only codes, events and globals come from the client.
    const [repo, a] = fw ? [framework, fw] : [client, cl];
    if (!a) {
      warnings.push(`${id}: documented on ${doc.page} but found in no release`);
      continue;
    }
    items.push({ id, kind: doc.kind, page: doc.page, added: { [repo === framework ? 'framework' : 'client']: a.first }, addedFrom: source(repo, a.first, a.firstFile) });
  }

  // Undocumented names at the latest release are reported, not written: the pages decide the item set.
  for (const id of native.byRelease.get(fwLatest)!.keys()) if (!documented.has(id)) warnings.push(`${id}: in the ${fwLatest} router but not on the pages`);

  // Removed since the history start: gone from both the router and the client exports at the latest releases.
  const removedIds = new Set<string>();
  for (const [id, a] of native.appearances) if (removedIn(framework.releases, a, HISTORY_FROM.framework) && !documented.has(id)) removedIds.add(id);
  for (const [id, a] of exported.appearances) if (removedIn(client.releases, a, HISTORY_FROM.client) && !documented.has(id)) removedIds.add(id);
  for (const id of removedIds) {
    const ns = id.includes('.') ? id.split('.')[0] : 'init';
    const item = functionItem(id, pages.has(`api/${ns}`) ? `api/${ns}` : 'api/overview')!;
    const fwGone = removedIn(framework.releases, native.appearances.get(id), HISTORY_FROM.framework);
    const clGone = removedIn(client.releases, exported.appearances.get(id), HISTORY_FROM.client);
    if (native.byRelease.get(fwLatest)!.has(id) || exported.byRelease.get(clLatest)!.has(id)) continue;
    const inV: Versions = {};
    const from: string[] = [];
    if (fwGone) {
      inV.framework = fwGone;
      from.push(`${framework.label} v${fwGone} (first release without it in the method map)`);
    }
    if (clGone) {
      inV.client = clGone;
      from.push(`${client.label} v${clGone} (first release without the export)`);
    }
    items.push({ ...item, removed: { in: inV, instead: null, from: from.join('; ') } });
  }
  for (const kind of ['event', 'error-code', 'global'] as const) {
    const [fwWalk, clWalk] = kinds[kind];
    for (const [repo, w, since, latest] of [
      [framework, fwWalk, HISTORY_FROM.framework, fwLatest],
      [client, clWalk, HISTORY_FROM.client, clLatest],
    ] as const) {
      for (const [id, a] of w.appearances) {
        const gone = removedIn(repo.releases, a, since);
        if (!gone || documented.has(id) || w.byRelease.get(latest)!.has(id)) continue;
        if (repo === client && fwWalk.appearances.has(id)) continue; // the framework decides for its own names
        if (items.some((i) => i.id === id)) continue;
        const key = repo === framework ? 'framework' : 'client';
        items.push({
          id, kind, page: KIND_PAGE[kind], added: { [key]: a.first }, addedFrom: source(repo, a.first, a.firstFile),
          removed: { in: { [key]: gone }, instead: null, from: `${repo.label} v${gone} (first release without it; last seen in v${a.last} ${a.firstFile})` },
        });
      }
    }
  }
  const ids = new Set(items.map((i) => i.id));
  return { items, warnings, candidates: historyCandidates(framework, client, ids) };
}

function parseArgs(argv: string[]): Record<string, string[]> {
  const args: Record<string, string[]> = {};
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith('--') || argv[i + 1] === undefined) throw new Error(`expected --name value pairs, got ${argv[i]}`);
    (args[argv[i].slice(2)] ??= []).push(argv[i + 1]);
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.framework || !args.client) {
    throw new Error('usage: derive-api-history.ts --framework <clone> --client <clone> [--ref client:6.9.0=<commit>] [--out file] [--docs dir] [--candidates file]');
  }
  const extra = { framework: new Map<string, string>(), client: new Map<string, string>() };
  for (const ref of args.ref ?? []) {
    const [, repo, version, commit] = /^(framework|client):(\d+\.\d+\.\d+)=(\w+)$/.exec(ref) ?? [];
    if (!repo) throw new Error(`--ref must look like client:6.9.0=f768cf7, got ${ref}`);
    extra[repo as 'framework' | 'client'].set(version, commit);
  }
  const framework = Repo.open(args.framework[0], 'neutralinojs', extra.framework);
  const client = Repo.open(args.client[0], 'neutralino.js', extra.client);
  const out = args.out?.[0] ?? 'content/api-history/api.json';
  const { items, warnings, candidates } = derive(framework, client, args.docs?.[0] ?? 'content/docs');
  const existing: HistoryFileData<Item> | undefined = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined;
  const merged = mergeReviewed(items, existing?.items ?? []).sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
  const clientRefs = [...client.refs].filter(([, r]) => !r.startsWith('refs/tags/')).map(([v, r]) => `${v} = commit ${r}`);
  const about =
    existing?.about ??
    `Derived by scripts/derive-api-history.ts from neutralinojs/neutralinojs release tags v${framework.releases[0]}-v${framework.releases.at(-1)} and neutralinojs/neutralino.js release tags v${client.releases[0]}-v${client.releases.at(-1)}${clientRefs.length ? ` (${clientRefs.join(', ')})` : ''}, ${new Date().toISOString().slice(0, 10)}.`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ about, items: merged }, null, 2)}\n`);
  if (args.candidates) fs.writeFileSync(args.candidates[0], `${JSON.stringify(candidates, null, 2)}\n`);
  for (const w of warnings) console.error(`warning: ${w}`);
  console.log(`${merged.length} items (${merged.filter((i) => i.removed).length} removed), ${candidates.length} history candidates -> ${out}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
