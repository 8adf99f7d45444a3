// The how-to guides against lists written down from the framework and client source
// (tests/fixtures/guides/extension-protocol.txt, update-manifest.txt): every extensions[] key, stdin auth field,
// URL parameter and connection event is named in backticks on the extensions guide, and every manifest field on
// the auto-updater guide.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDoc, loadDocs } from '@/lib/content';
import { checkDocLinks } from '@/lib/doc-link-check';

// Reads a fixture with [section] headers into a map of section name to entries.
function sections(file: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let current = '';
  for (const raw of fs.readFileSync(path.join('tests/fixtures', file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      current = header[1];
      out[current] = [];
    } else {
      out[current].push(line);
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Exact code span (`id`) for keys and fields; for the "other" names, a code span that contains the name
// (`Neutralino.updater.checkForUpdates(url)` names updater.checkForUpdates).
const inBackticks = (body: string, item: string) => body.includes('`' + item + '`');
const inCodeSpan = (body: string, item: string) => new RegExp('`[^`\\n]*\\b' + escape(item) + '\\b[^`\\n]*`').test(body) || inBackticks(body, item);
const check = (section: string) => (section === 'other' ? inCodeSpan : inBackticks);

describe('how-to guides', () => {
  beforeAll(() => {
    getDoc('how-to/extensions-overview');
  }, 120_000);

  describe('extensions overview', () => {
    const fixture = sections('guides/extension-protocol.txt');

    it('the fixture has the lists read from the source', () => {
      expect(fixture.keys).toEqual(expect.arrayContaining(['id', 'command', 'commandLinux', 'commandDarwin', 'commandWindows']));
      expect(fixture.auth).toEqual(['nlPort', 'nlToken', 'nlConnectToken', 'nlExtensionId']);
      expect(fixture.events).toEqual(['extensionReady', 'extClientConnect', 'extClientDisconnect']);
    });

    it.each(['keys', 'auth', 'url', 'events', 'other'])('names every %s item in backticks', (section) => {
      const body = getDoc('how-to/extensions-overview')!.body;
      expect(fixture[section].filter((item) => !check(section)(body, item))).toEqual([]);
    });

    it('shows the WebSocket URL with both query parameters', () => {
      const body = getDoc('how-to/extensions-overview')!.body;
      expect(body).toContain('ws://127.0.0.1:<nlPort>?extensionId=<nlExtensionId>&connectToken=<nlConnectToken>');
    });

    // Audit against neutralinojs v6.9.0: router.cpp/permission.cpp (enableNativeAPI), settings.cpp setGlobalArgs
    // (--neu-dev-extension order), helpers.cpp jsonToString (sorted keys), main.cpp/app.cpp (no kill on exit).
    it('states the audited protocol facts', () => {
      const body = getDoc('how-to/extensions-overview')!.body;
      // the stdin example lists the keys as the framework writes them: sorted by name
      const stdin = /\n(\{"nlConnectToken"[^\n]*\})\n/.exec(body);
      expect(stdin).not.toBeNull();
      expect(Object.keys(JSON.parse(stdin![1]))).toEqual([...fixture.auth].sort());
      // native calls need enableNativeAPI
      expect(body).toMatch(/`enableNativeAPI`, which must be `true`/);
      // --neu-dev-extension only counts after a directory-mode argument
      expect(body).not.toContain('ignored for apps loading');
      expect(body).toMatch(/`--load-dir-res`\s+or `--res-mode=directory` came earlier/);
      // NL_PATH under neu run is "." and the framework does not stop extension processes
      expect(body).toContain('`NL_PATH` is `.`');
      expect(body).toMatch(/never stops these processes/);
      // the reply handler copes with data: null
      expect(body).toContain('(message.get("data") or {}).get("error")');
    });

    it('has a Python extension and the app-side JavaScript', () => {
      const body = getDoc('how-to/extensions-overview')!.body;
      expect(body).toMatch(/```python title="[^"]+\.py"/);
      expect(body).toContain('sys.stdin.read()');
      expect(body).toContain('Neutralino.extensions.dispatch(');
      expect(body).toContain("Neutralino.events.on('summaryReady'");
    });
  });

  describe('auto updater', () => {
    const fixture = sections('guides/update-manifest.txt');

    it.each(['fields', 'other'])('names every %s item in backticks', (section) => {
      const body = getDoc('how-to/auto-updater')!.body;
      expect(fixture[section].filter((item) => !check(section)(body, item))).toEqual([]);
    });

    it('has a manifest example with every field and says the version check is left to the app', () => {
      const body = getDoc('how-to/auto-updater')!.body;
      const manifest = /```json title="update.json"\n([\s\S]*?)```/.exec(body);
      expect(manifest).not.toBeNull();
      expect(Object.keys(JSON.parse(manifest![1]))).toEqual(fixture.fields);
      expect(body).toMatch(/never compares `version`/);
      expect(body).toContain('NL_APPVERSION');
    });

    // Audit against neutralino.js 6.9.0 updater.ts/app.ts and neutralinojs v6.9.0 resources.cpp/settings.cpp.
    it('states the audited updater facts', () => {
      const body = getDoc('how-to/auto-updater')!.body;
      // bundle mode reopens resources.neu per request with the start-up index: no "keeps serving" promise
      expect(body).not.toContain('keeps serving the files it read at start-up');
      expect(body).toMatch(/index of `resources.neu`/);
      // empty url, sanitised NL_APPID, undefined NL_APPVERSION, hanging restartProcess
      expect(body).toMatch(/`NE_RT_NATRTER` when `url` is empty/);
      expect(body).toMatch(/other than letters, digits, `_` and `\.` removed/);
      expect(body).toContain('ReferenceError');
      expect(body).toMatch(/promise of `restartProcess\(\)` never settles/);
      expect(body).not.toMatch(/older descriptions/);
    });
  });

  it('links from both guides resolve, anchors included', () => {
    const { errors, warnings } = checkDocLinks(loadDocs());
    const mine = (m: string) => /how-to\/(extensions-overview|auto-updater)\.mdx:/.test(m);
    expect([...errors, ...warnings].filter(mine)).toEqual([]);
  });
});
