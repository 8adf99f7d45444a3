// Derives "added" / "removed" versions of config keys, internal command-line arguments and neu
// commands/options from local clones of neutralinojs/neutralinojs and neutralinojs/neutralinojs-cli,
// and merges them into content/api-history/config-cli.json (hand-written `history`, `instead` and
// `note` survive a re-run). Not part of the build; run by hand:
//   npx tsx scripts/derive-config-cli-history.ts --framework <clone> --cli <clone> [--out <file>] [--candidates]
// --candidates prints schema differences between consecutive tags (type, default, enum) for review.
//
// Method (also written into the file's "about"):
// - Tags: v<major>.<minor>.<patch> only (no nightly, no -alpha/-beta/-hotfix), sorted by semver.
// - Config keys, framework side: a key exists at a tag when the tag's schemas/neutralino.config.schema.json
//   lists it (from v4.10.0 on) or when the C++ sources of the tag read it (every tag since the first one
//   that ships a neutralino.config.json). "Read" is recognised by `readConfigKeysFromCpp` below.
// - Config keys neu reads (`cli.*`, the Windows executable keys): `configObj.<path>` / `config.<path>`
//   reads in the CLI's src/**/*.js; their `added` names the neu release only.
//   A key that an internal argument's mapping writes into the config counts as well.
// - Internal arguments: "--name" string literals in the tag's settings.cpp files (setGlobalArgs,
//   applyConfigOverride's mapping table and the older regex/find forms).
// - neu commands and options: `.command()` / `.option()` calls in src/commands/*.js.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { compareVersions, type HistoryChange, type HistoryFileData, type HistoryItemData } from '../lib/api-history/data';

export type Item = HistoryItemData & { kind: 'config-key' | 'cli-argument' | 'neu-command' | 'neu-option' };

export const PAGES = {
  config: 'configuration/neutralino.config.json',
  args: 'cli/internal-cli-arguments',
  neu: 'cli/neu-cli',
} as const;

// Only items that some release from these on had can be "removed" (older generations are out of scope).
export const REMOVAL_FLOOR = { framework: '4.0.0', cli: '8.0.1' } as const;

// Extracted names that are not config keys of neutralino.config.json (reviewed by hand): reads of
// other JSON documents that happen to use the same variable names, or keys of the pre-4.0 window code.
export const NOT_CONFIG_KEYS = new Set<string>([]);

/* ---------- tags ---------- */

/** Release tags only (vX.Y.Z), oldest first. */
export function releaseTags(tags: string[]): string[] {
  return tags.filter((t) => /^v\d+\.\d+\.\d+$/.test(t)).sort(compareVersions);
}

/* ---------- framework: schema ---------- */

export type SchemaProp = { path: string; type?: string; default?: unknown; enum?: unknown[] };

/**
 * Every property path of the config schema; array items of objects become `name[].key`. Properties
 * come from `properties` and from the members of allOf/anyOf/oneOf. A mode section's `$ref` to the
 * shared top-level properties (v4.10.0 to v5.4.0) makes them overridable there; it adds no keys of
 * the mode's own, so `$ref`s below `modes` are not followed.
 */
export function parseSchemaProps(schemaText: string): SchemaProp[] {
  type Node = Record<string, unknown>;
  const schema = JSON.parse(schemaText) as Node;
  const defs = (schema.definitions ?? schema.$defs ?? {}) as Record<string, Node>;
  const out: SchemaProp[] = [];
  const propsOf = (node: Node, path: string): Record<string, Node> => {
    let props: Record<string, Node> = { ...((node.properties ?? {}) as Record<string, Node>) };
    if (typeof node.$ref === 'string' && !path.startsWith('modes.')) props = { ...propsOf(defs[node.$ref.split('/').pop() as string] ?? {}, path), ...props };
    for (const k of ['allOf', 'anyOf', 'oneOf']) for (const member of (node[k] ?? []) as Node[]) props = { ...props, ...propsOf(member, path) };
    return props;
  };
  const walk = (node: Node, prefix: string) => {
    for (const [key, child] of Object.entries(propsOf(node, prefix.replace(/\.$/, '')))) {
      const path = prefix + key;
      const type = Array.isArray(child.type) ? (child.type as string[]).join('|') : (child.type as string | undefined);
      out.push({ path, type, default: child.default, enum: child.enum as unknown[] | undefined });
      walk(child, path + '.');
      if (child.items) walk(child.items as Node, path + '[].');
    }
  };
  walk(schema, '');
  return out;
}

/** Differences between two schema versions worth a reviewer's look. */
export function diffSchemaProps(before: SchemaProp[], after: SchemaProp[]): string[] {
  const old = new Map(before.map((p) => [p.path, p]));
  const notes: string[] = [];
  for (const p of after) {
    const o = old.get(p.path);
    if (!o) continue;
    if (o.type !== p.type) notes.push(`${p.path}: type ${o.type} -> ${p.type}`);
    if (JSON.stringify(o.default) !== JSON.stringify(p.default)) notes.push(`${p.path}: default ${JSON.stringify(o.default)} -> ${JSON.stringify(p.default)}`);
    if (JSON.stringify(o.enum) !== JSON.stringify(p.enum)) notes.push(`${p.path}: enum ${JSON.stringify(o.enum)} -> ${JSON.stringify(p.enum)}`);
  }
  return notes;
}

/* ---------- framework: C++ config reads ---------- */

const SUBSCRIPTS = /((?:\["\w+"\])+)/.source;
const segments = (chain: string) => [...chain.matchAll(/\["(\w+)"\]/g)].map((m) => m[1]);

/**
 * Config key paths that C++ sources read. Recognised forms (all files of one tag are read together,
 * because a variable such as `windowOptions` is declared in main.cpp and read in window.cpp):
 * - settings::getOptionForCurrentMode("k")                       -> k
 * - options["a"]["b"], getConfig()["a"]  (not single-segment `options[...]` in window sources,
 *   where `options` is the saved window state)                    -> a.b
 * - json v = <one of the above> or = settings::getConfig(); v["k"] / hasField(v, "k") -> <path of v>.k
 * - for(... e : v) over an array config value                    -> <path of v>[].k for e["k"]
 * - ns::f(windowOptions) where windowOptions is a mode section: what f (in the files named after
 *   ns) reads from its json parameter, following helpers it passes the parameter to -> modes.<mode>.k
 * - modes compared in settings.cpp/main.cpp, when sections are read as ["modes"][mode] -> modes.<mode>
 * - "command" / "browserBinary" + OS_NAME                         -> one key per OS name the tag defines
 */
export function readConfigKeysFromCpp(files: { path: string; text: string }[]): Map<string, string> {
  const found = new Map<string, string>();
  const add = (id: string, file: string) => { if (!found.has(id)) found.set(id, file); };
  const varPaths = new Map<string, string>();
  const osNames = new Set<string>();
  for (const f of files) for (const m of f.text.matchAll(/#define\s+(?:NEU_)?OS_NAME\s+"(\w+)"/g)) if (m[1] !== 'Unknown') osNames.add(m[1]);

  const directPath = (expr: string, file: string): string | undefined => {
    let m = expr.match(/^settings::getOptionForCurrentMode\("(\w+)"\)$|^getOptionForCurrentMode\("(\w+)"\)$/);
    if (m) return m[1] ?? m[2];
    if (/^(?:settings::)?(?:getConfig|getOptions)\(\)$/.test(expr)) return ''; // the whole config (json config = settings::getConfig())
    m = expr.match(new RegExp(`^(?:settings::)?(?:options|getConfig\\(\\)|getOptions\\(\\))${SUBSCRIPTS}$`));
    if (m && !(isWindowSource(file) && segments(m[1]).length === 1 && /^options/.test(expr))) return segments(m[1]).join('.');
    return undefined;
  };
  // declarations first, over all files
  for (const f of files) {
    for (const m of f.text.matchAll(/json\s+(\w+)\s*=\s*([\w:]+(?:\("\w+"\)|\(\))?(?:\["\w+"\])*)\s*;/g)) {
      const p = directPath(m[2], f.path);
      // `options` is also the saved window state's name in window.cpp; its reads are handled above
      if (p !== undefined && !(p === '' && m[1] === 'options')) varPaths.set(m[1], p);
    }
  }
  for (const f of files) {
    // vector<json> extensions = jExtensions.get<vector<json>>();
    for (const m of f.text.matchAll(/(\w+)\s*=\s*(\w+)\.get<\s*(?:std::)?vector<json>\s*>\(\)/g)) {
      const p = varPaths.get(m[2]);
      if (p && !varPaths.has(m[1])) varPaths.set(m[1], p);
    }
  }
  for (const f of files) {
    for (const m of f.text.matchAll(/for\s*\(\s*(?:const\s+)?(?:auto|json)\s*&?\s*(\w+)\s*:\s*(\w+)\s*\)/g)) {
      const p = varPaths.get(m[2]);
      if (p && !varPaths.has(m[1])) varPaths.set(m[1], p + '[]');
    }
  }
  for (const f of files) {
    const t = f.text;
    for (const m of t.matchAll(/getOptionForCurrentMode\("(\w+)"\)/g)) add(m[1], f.path);
    for (const m of t.matchAll(new RegExp(`(?:\\boptions|getConfig\\(\\)|getOptions\\(\\))${SUBSCRIPTS}`, 'g'))) {
      const segs = segments(m[1]);
      if (isWindowSource(f.path) && segs.length === 1 && m[0].startsWith('options')) continue;
      add(segs.join('.'), f.path);
    }
    for (const [v, p] of varPaths) {
      for (const m of t.matchAll(new RegExp(`\\b${v}\\["(\\w+)"\\]|hasField\\(\\s*${v}\\s*,\\s*"(\\w+)"\\)`, 'g'))) {
        const k = m[1] ?? m[2];
        if (k !== 'url' || !/^modes\.(window|chrome|browser)$/.test(p)) add(p ? `${p}.${k}` : k, f.path); // url is set by main.cpp, not read from the mode section
      }
    }
    const osKeys: [RegExp, string][] = [[/"command"\s*\+\s*(?:std::)?(?:string\()?(?:NEU_)?OS_NAME/, 'extensions[].command'], [/"browserBinary"\s*\+\s*(?:std::)?(?:string\()?(?:NEU_)?OS_NAME/, 'modes.chrome.browserBinary']];
    for (const [re, base] of osKeys) if (re.test(t)) for (const os of osNames) add(base + os, f.path);
  }
  // A mode section handed to a function (window::init(windowOptions)): what that function, and the
  // helpers it hands the same parameter to, read from its parameter.
  for (const f of files) {
    for (const m of f.text.matchAll(/\b(\w+)::(?:\w+::)*(\w+)\(\s*(\w+)\s*\)/g)) {
      const p = varPaths.get(m[3]);
      // the callee lives in the files named after its namespace (window:: -> api/window/window.cpp, chrome:: -> chrome.cpp)
      const own = files.filter((x) => x.path.split('/').some((seg) => seg.replace(/\.\w+$/, '') === m[1]));
      if (p && /^modes\.\w+$/.test(p)) readByFunction(own, m[2], p, add, 0);
    }
  }
  if (files.some((f) => f.text.includes('["modes"][mode]'))) {
    for (const f of files.filter((x) => /(^|\/)(settings|main)\.cpp$/.test(x.path))) {
      for (const m of f.text.matchAll(/(?:\bmode|(?<!resources::)getMode\(\))\s*[!=]=\s*"(\w+)"/g)) add(`modes.${m[1]}`, f.path);
    }
  }
  for (const id of NOT_CONFIG_KEYS) found.delete(id);
  return found;
}

/** Keys a C++ function reads from its json parameter, following calls that pass the parameter on. */
function readByFunction(files: { path: string; text: string }[], name: string, prefix: string, add: (id: string, file: string) => void, depth: number) {
  if (depth > 2) return;
  for (const f of files) {
    for (const def of f.text.matchAll(new RegExp(`\\b${name}\\s*\\(\\s*(?:const\\s+)?json\\s*&?\\s*(\\w+)[^)]*\\)\\s*\\{`, 'g'))) {
      const param = def[1];
      const body = braceBody(f.text, def.index! + def[0].length - 1);
      for (const m of body.matchAll(new RegExp(`\\b${param}\\["(\\w+)"\\]|hasField\\(\\s*${param}\\s*,\\s*"(\\w+)"\\)|hasRequiredFields\\(\\s*${param}\\s*,\\s*\\{([^}]*)\\}`, 'g'))) {
        const keys = m[3] ? [...m[3].matchAll(/"(\w+)"/g)].map((x) => x[1]) : [m[1] ?? m[2]];
        for (const k of keys) if (k !== 'url') add(`${prefix}.${k}`, f.path); // url is set by main.cpp, not read from the mode section
      }
      for (const c of body.matchAll(new RegExp(`\\b(\\w+)\\(\\s*${param}\\s*[,)]`, 'g'))) if (c[1] !== name) readByFunction(files, c[1], prefix, add, depth + 1);
    }
  }
}

/** The text between the brace at `open` and its partner. */
export function braceBody(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

function isWindowSource(path: string): boolean {
  return /(^|\/)api\/window\//.test(path);
}

/** `type name = value;` member defaults (api/window/window.h's window options struct). */
export function parseMemberDefaults(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of header.matchAll(/^\s*(?:bool|int|float|double|string|std::string)\s+(\w+)\s*=\s*([^;]+);/gm)) if (!out.has(m[1])) out.set(m[1], m[2].trim());
  return out;
}

/* ---------- framework: internal arguments ---------- */

export type ArgInfo = { type?: string; key?: string };

/** "--name" arguments a settings.cpp handles, with the config pointer and type when it maps to one. */
export function parseInternalArgs(settingsCpp: string): Map<string, ArgInfo> {
  const args = new Map<string, ArgInfo>();
  for (const m of settingsCpp.matchAll(/\{\s*"(--[a-z][a-z0-9-]*)"\s*,\s*\{\s*"([^"]+)"\s*,\s*"(\w+)"\s*\}\s*\}/g)) args.set(m[1], { key: m[2], type: m[3] });
  for (const m of settingsCpp.matchAll(/"(--[a-z][a-z0-9-]*)(?:=[^"]*)?"/g)) if (!args.has(m[1])) args.set(m[1], {});
  return args;
}

/** "/modes/window/title" -> "modes.window.title" */
export function pointerToId(pointer: string): string {
  return pointer.replace(/^\//, '').split('/').join('.');
}

/* ---------- cli: commands, options, config reads ---------- */

export type NeuOption = { long: string; short?: string; value?: string };
export type NeuCommand = { name: string; options: NeuOption[] };

/** `.command('name <arg>')` calls and the `.option()` calls chained after each, in file order. */
export function parseNeuCommands(js: string): NeuCommand[] {
  const commands: NeuCommand[] = [];
  for (const m of js.matchAll(/\.(command|option)\(\s*(['"`])([^'"`]+)\2/g)) {
    if (m[1] === 'command') {
      if (!/^[a-z]/.test(m[3])) continue; // program.command(plugin.command) and other dynamic names
      commands.push({ name: m[3].split(/\s+/)[0], options: [] });
    } else if (commands.length) {
      const flags = m[3].match(/^(?:(-\w)\s*,\s*)?(--[a-z][a-z0-9-]*)(?:\s+([<[].*[>\]]))?/);
      if (flags) commands[commands.length - 1].options.push({ long: flags[2], short: flags[1], value: flags[3] });
    }
  }
  return commands;
}

/** Config key paths neu reads: cli.<key> (and cli.<object>.<key>), or top-level keys, from `configObj.` / `config.` reads. */
export function parseCliConfigReads(js: string): Set<string> {
  const ids = new Set<string>();
  for (const m of js.matchAll(/\b(?:configObj|config)\??\.(\w+)((?:\??\.\w+)*)/g)) {
    const rest = m[2].split(/\??\./).filter(Boolean);
    if (m[1] === 'cli') {
      if (!rest.length) { ids.add('cli'); continue; }
      ids.add(`cli.${rest[0]}`);
      if ((rest[0] === 'frontendLibrary' || rest[0] === 'hostProject') && rest[1] && /^[a-z]\w*$/.test(rest[1]) && !JS_MEMBERS.has(rest[1])) ids.add(`cli.${rest[0]}.${rest[1]}`);
    } else if (!JS_MEMBERS.has(m[1])) ids.add(m[1]);
  }
  return ids;
}
const JS_MEMBERS = new Set(['get', 'set', 'update', 'replace', 'length', 'includes', 'split', 'startsWith', 'endsWith', 'then', 'toString', 'map', 'forEach', 'filter', 'trim']);

/* ---------- walking and merging ---------- */

export type Presence = Map<string, { tag: string; file: string }[]>;

/** First tag with the item; the last tag ≥ floor it had, when it is gone at the latest tag. */
export function appearance(tags: string[], presence: Presence, id: string, floor: string) {
  const seen = presence.get(id) ?? [];
  if (!seen.length) return undefined;
  const first = seen[0];
  const latest = tags[tags.length - 1];
  const inLatest = seen.some((s) => s.tag === latest);
  let removedIn: string | undefined;
  let lastFile: string | undefined;
  if (!inLatest) {
    const last = seen[seen.length - 1];
    if (compareVersions(last.tag, floor) >= 0) {
      removedIn = tags[tags.indexOf(last.tag) + 1];
      lastFile = last.file;
    }
  }
  return { first, removedIn, lastTag: seen[seen.length - 1].tag, lastFile, inLatest };
}

/** Keeps reviewed `history`, `removed.instead`/`note` and hand-added items; derived fields win otherwise. */
export function mergeItems(existing: Item[], derived: Item[]): Item[] {
  const old = new Map(existing.map((i) => [i.id, i]));
  const out: Item[] = derived.map((d) => {
    const o = old.get(d.id);
    old.delete(d.id);
    const item: Item = { ...d };
    if (o?.history?.length) item.history = o.history;
    if (d.removed && o?.removed) item.removed = { ...d.removed, instead: o.removed.instead, ...(o.removed.note ? { note: o.removed.note } : {}) };
    return item;
  });
  return [...out, ...old.values()];
}

const v = (tag: string) => tag.replace(/^v/, '');

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function frameworkSources(repo: string, tag: string): { path: string; text: string }[] {
  const paths = git(repo, ['ls-tree', '-r', '--name-only', `refs/tags/${tag}`]).split('\n')
    .filter((p) => /\.(cpp|mm|h)$/.test(p) && !/(^|\/)(lib|spec|webview)\//.test(p));
  return paths.map((p) => ({ path: p, text: git(repo, ['show', `refs/tags/${tag}:${p}`]) }));
}

/** Records the item, and its parent objects (`cli` when `cli.binaryName` is read). */
function record(presence: Presence, id: string, tag: string, file: string) {
  const parent = id.replace(/(\[\])?\.[^.]+$/, '');
  if (parent !== id && !presenceAt(presence, parent, tag)) record(presence, parent, tag, file);
  const list = presence.get(id) ?? [];
  list.push({ tag, file });
  presence.set(id, list);
}

export function deriveAll(frameworkRepo: string, cliRepo: string, log: (s: string) => void = () => {}) {
  const fTags = releaseTags(git(frameworkRepo, ['tag']).split('\n'));
  const cTags = releaseTags(git(cliRepo, ['tag']).split('\n'));
  const configFw: Presence = new Map();
  const configCli: Presence = new Map();
  const args: Presence = new Map();
  const neu: Presence = new Map();
  const candidates: string[] = [];
  const argTypes = new Map<string, string>();
  let prevSchema: SchemaProp[] | undefined;
  let prevWindowDefaults: Map<string, string> | undefined;
  let started = false;
  for (const tag of fTags) {
    const tree = git(frameworkRepo, ['ls-tree', '-r', '--name-only', `refs/tags/${tag}`]).split('\n');
    if (!started && !tree.some((p) => /(^|\/)neutralino\.config\.json$/.test(p))) continue;
    started = true;
    if (tree.includes('schemas/neutralino.config.schema.json')) {
      const props = parseSchemaProps(git(frameworkRepo, ['show', `refs/tags/${tag}:schemas/neutralino.config.schema.json`]));
      for (const p of props) if (!presenceAt(configFw, p.path, tag)) record(configFw, p.path, tag, 'schemas/neutralino.config.schema.json');
      if (prevSchema) for (const n of diffSchemaProps(prevSchema, props)) candidates.push(`framework ${tag}: ${n}`);
      prevSchema = props;
    }
    const sources = frameworkSources(frameworkRepo, tag);
    const header = sources.find((f) => f.path === 'api/window/window.h');
    if (header) {
      const defaults = parseMemberDefaults(header.text);
      if (prevWindowDefaults) for (const [k, val] of defaults) {
        const before = prevWindowDefaults.get(k);
        if (before !== undefined && before !== val) candidates.push(`framework ${tag}: modes.window.${k} code default ${before} -> ${val} (api/window/window.h)`);
      }
      prevWindowDefaults = defaults;
    }
    for (const [id, file] of readConfigKeysFromCpp(sources)) if (!presenceAt(configFw, id, tag)) record(configFw, id, tag, file);
    for (const s of sources.filter((f) => /(^|\/)settings\.cpp$/.test(f.path))) {
      for (const [arg, info] of parseInternalArgs(s.text)) {
        // a key an argument writes into the config exists for the framework even where no code reads it (maximizable)
        const key = info.key && pointerToId(info.key);
        if (key && !presenceAt(configFw, key, tag)) record(configFw, key, tag, `${s.path} (target of ${arg})`);
        if (presenceAt(args, arg, tag)) continue;
        record(args, arg, tag, s.path);
        if (info.type && argTypes.has(arg) && argTypes.get(arg) !== info.type) candidates.push(`framework ${tag}: ${arg} type ${argTypes.get(arg)} -> ${info.type}`);
        if (info.type) argTypes.set(arg, info.type);
      }
    }
    log(`framework ${tag}`);
  }
  const optionValues = new Map<string, string | undefined>();
  for (const tag of cTags) {
    const files = git(cliRepo, ['ls-tree', '-r', '--name-only', `refs/tags/${tag}`]).split('\n').filter((p) => /^src\/.*\.js$/.test(p));
    for (const p of files) {
      const text = git(cliRepo, ['show', `refs/tags/${tag}:${p}`]);
      if (p.startsWith('src/commands/') || p === 'src/neu-cli.js') {
        for (const c of parseNeuCommands(text)) {
          if (!presenceAt(neu, `neu ${c.name}`, tag)) record(neu, `neu ${c.name}`, tag, p);
          for (const o of c.options) {
            const id = `neu ${c.name} ${o.long}`;
            if (presenceAt(neu, id, tag)) continue;
            record(neu, id, tag, p);
            const before = optionValues.get(id);
            if (optionValues.has(id) && (before === undefined) !== (o.value === undefined)) candidates.push(`cli ${tag}: ${id} value ${before ?? 'none'} -> ${o.value ?? 'none'}`);
            optionValues.set(id, o.value);
          }
        }
      }
      for (const id of parseCliConfigReads(text)) if (!presenceAt(configCli, id, tag)) record(configCli, id, tag, p);
    }
    log(`cli ${tag}`);
  }
  return { fTags, cTags, configFw, configCli, args, neu, candidates };
}

function presenceAt(p: Presence, id: string, tag: string): boolean {
  const list = p.get(id);
  return !!list && list[list.length - 1].tag === tag;
}

/** Keys neu (not the framework) reads: the cli object and the Windows executable metadata. */
export function isNeuConfigKey(id: string): boolean {
  return id === 'cli' || id.startsWith('cli.') || ['applicationName', 'applicationIcon', 'author', 'description', 'copyright'].includes(id);
}

export function buildItems(d: ReturnType<typeof deriveAll>, wanted: { config: Set<string> }): Item[] {
  const items: Item[] = [];
  const fLatest = d.fTags[d.fTags.length - 1];
  const removedEntry = (inTag: string, key: 'framework' | 'cli', lastTag: string, file: string): NonNullable<Item['removed']> =>
    ({ in: { [key]: v(inTag) }, instead: null, from: `${key === 'framework' ? 'neutralinojs' : 'neutralinojs-cli'} ${lastTag} ${file} has it; ${inTag} does not` });

  const configIds = new Set([...d.configFw.keys(), ...d.configCli.keys()]);
  for (const id of [...configIds].sort()) {
    if (isNeuConfigKey(id)) {
      const a = appearance(d.cTags, d.configCli, id, REMOVAL_FLOOR.cli);
      const schema = d.configFw.get(id)?.find((s) => s.file.endsWith('.json'));
      if (!a) {
        if (!wanted.config.has(id) || !schema) continue;
        // listed by the schema but never read by neu: dated by the schema
        items.push({ id, kind: 'config-key', page: PAGES.config, added: { framework: v(schema.tag) }, addedFrom: `neutralinojs ${schema.tag} ${schema.file} (neu never reads it)` });
        continue;
      }
      if (!wanted.config.has(id) && !a.removedIn) continue;
      const item: Item = { id, kind: 'config-key', page: PAGES.config, added: { cli: v(a.first.tag) }, addedFrom: `neutralinojs-cli ${a.first.tag} ${a.first.file}${schema ? `; schema lists it since neutralinojs ${schema.tag}` : ''}` };
      if (a.removedIn && !(d.configFw.get(id)?.some((s) => s.tag === fLatest))) item.removed = removedEntry(a.removedIn, 'cli', a.lastTag, a.lastFile!);
      items.push(item);
    } else {
      const a = appearance(d.fTags, d.configFw, id, REMOVAL_FLOOR.framework);
      if (!a || (!wanted.config.has(id) && !a.removedIn)) continue;
      const item: Item = { id, kind: 'config-key', page: PAGES.config, added: { framework: v(a.first.tag) }, addedFrom: `neutralinojs ${a.first.tag} ${a.first.file}` };
      if (a.removedIn) item.removed = removedEntry(a.removedIn, 'framework', a.lastTag, a.lastFile!);
      items.push(item);
    }
  }
  for (const id of [...d.args.keys()].sort()) {
    const a = appearance(d.fTags, d.args, id, REMOVAL_FLOOR.framework)!;
    if (!a.inLatest && !a.removedIn) continue;
    const item: Item = { id, kind: 'cli-argument', page: PAGES.args, added: { framework: v(a.first.tag) }, addedFrom: `neutralinojs ${a.first.tag} ${a.first.file}` };
    if (a.removedIn) item.removed = removedEntry(a.removedIn, 'framework', a.lastTag, a.lastFile!);
    items.push(item);
  }
  for (const id of [...d.neu.keys()].sort()) {
    const a = appearance(d.cTags, d.neu, id, REMOVAL_FLOOR.cli)!;
    if (!a.inLatest && !a.removedIn) continue;
    const kind = id.split(' ').length === 2 ? 'neu-command' : 'neu-option';
    const item: Item = { id, kind, page: PAGES.neu, added: { cli: v(a.first.tag) }, addedFrom: `neutralinojs-cli ${a.first.tag} ${a.first.file}` };
    if (kind === 'neu-command') {
      const history = optionHistory(d.neu, id, a.first.tag);
      if (history.length) item.history = history;
    }
    if (a.removedIn) item.removed = removedEntry(a.removedIn, 'cli', a.lastTag, a.lastFile!);
    items.push(item);
  }
  return items;
}

/** Options a command gained after its own first release, as history entries (automated, then reviewed). */
export function optionHistory(neu: Presence, command: string, commandFirst: string): HistoryChange[] {
  const entries: HistoryChange[] = [];
  for (const [id, seen] of neu) {
    if (!id.startsWith(command + ' --') || compareVersions(seen[0].tag, commandFirst) <= 0) continue;
    entries.push({ in: { cli: v(seen[0].tag) }, change: `New option \`${id.slice(command.length + 1)}\`.`, from: `neutralinojs-cli ${seen[0].tag} ${seen[0].file}` });
  }
  return entries.sort((x, y) => compareVersions(x.in.cli!, y.in.cli!));
}

function parseArgs(argv: string[]) {
  const get = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  return { framework: get('--framework'), cli: get('--cli'), out: get('--out') ?? 'content/api-history/config-cli.json', wanted: get('--wanted') ?? 'tests/fixtures/config-cli-history-page-keys.txt', candidates: argv.includes('--candidates') };
}

/** Ids one per line; `#` starts a comment. */
export function readIdList(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.framework || !opts.cli) {
    console.error('usage: npx tsx scripts/derive-config-cli-history.ts --framework <neutralinojs clone> --cli <neutralinojs-cli clone> [--out file] [--wanted ids.txt] [--candidates]');
    process.exit(2);
  }
  const derived = deriveAll(opts.framework, opts.cli, (s) => process.stderr.write(s + '\r'));
  const wanted = new Set([
    ...readIdList(readFileSync('tests/fixtures/guides/config-keys.txt', 'utf8')),
    ...readIdList(readFileSync(opts.wanted, 'utf8')),
  ]);
  const items = buildItems(derived, { config: wanted });
  const existing: HistoryFileData<Item> | undefined = existsSync(opts.out) ? JSON.parse(readFileSync(opts.out, 'utf8')) : undefined;
  const fLatest = derived.fTags[derived.fTags.length - 1];
  const cLatest = derived.cTags[derived.cTags.length - 1];
  const about = existing?.about ?? `Derived by scripts/derive-config-cli-history.ts from the release tags of neutralinojs/neutralinojs (${derived.fTags[0]} to ${fLatest}) and neutralinojs/neutralinojs-cli (${derived.cTags[0]} to ${cLatest}); history and instead reviewed by hand.`;
  const file: HistoryFileData<Item> = { about, items: mergeItems(existing?.items ?? [], items) };
  mkdirSync(dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, JSON.stringify(file, null, 2) + '\n');
  console.error(`\nwrote ${file.items.length} items to ${opts.out}`);
  if (opts.candidates) console.log(derived.candidates.join('\n'));
}
