// The configuration guides against the key list written down from the framework's config schema
// (tests/fixtures/guides/config-keys.txt): every schema key path is named on the config page, and the
// modes page has an h2 for each of the four modes.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDoc, loadDocs } from '@/lib/content';
import { checkDocLinks } from '@/lib/doc-link-check';

const list = (file: string) =>
  fs
    .readFileSync(path.join('tests/fixtures', file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

describe('configuration guides', () => {
  // The first getDoc parses every MDX file; give it time on a busy machine.
  beforeAll(() => {
    getDoc('configuration/modes');
  }, 120_000);

  it('the fixture lists the schema key paths', () => {
    const keys = list('guides/config-keys.txt');
    expect(keys.length).toBeGreaterThanOrEqual(55);
    expect(keys).toContain('modes.window.width');
    expect(keys).toContain('extensions[].id');
  });

  it('documents every schema key path in backticks on the config page', () => {
    const body = getDoc('configuration/neutralino.config.json')!.body;
    const missing = list('guides/config-keys.txt').filter((key) => !body.includes('`' + key + '`'));
    expect(missing).toEqual([]);
  });

  it('the fixture includes the top-level $schema property of the schema', () => {
    expect(list('guides/config-keys.txt')).toContain('$schema');
  });

  // Facts checked against neutralinojs v6.9.0 and neu CLI v11.7.2 sources.
  describe('config page facts from source', () => {
    const body = () => getDoc('configuration/neutralino.config.json')!.body;
    const row = (key: string) => body().split('\n').find((l) => l.startsWith('| `' + key + '` |')) ?? '';

    it('window width and height default to 800 x 600 (window.cpp __jsonToSizeOptions)', () => {
      expect(row('modes.window.width')).toContain('`800`');
      expect(row('modes.window.height')).toContain('`600`');
      expect(body()).not.toContain('platform default');
    });

    it('x and y default to 0 (window.h WindowOptions)', () => {
      expect(row('x`, `y')).toContain('`0`');
    });

    it('webviewArgs is Windows-only (webview.h win32_edge_engine)', () => {
      expect(row('modes.window.webviewArgs')).toMatch(/Windows only/);
    });

    it('useLogicalPixels does not claim to scale positions (window.cpp)', () => {
      expect(row('useLogicalPixels')).toMatch(/Positions .* not scaled/);
    });

    it('serverHeaders are not claimed for the WebSocket handshake (neuserver.cpp handleHTTP)', () => {
      expect(body()).not.toMatch(/headers are set on[^.]*WebSocket handshake/);
      expect(body()).toContain('WebSocket upgrade response does not get them');
    });

    it('injectScript is not listed as a per-mode override (window.cpp reads modes.window.injectScript)', () => {
      const perMode = body().split('\n').find((l) => l.startsWith('Keys that can be overridden per mode')) ?? '';
      expect(perMode).not.toContain('injectScript');
      expect(row('injectScript')).not.toMatch(/top level/);
    });

    it('exitProcessOnClose names the server and native API conditions (window.cpp WEBVIEW_WINDOW_CLOSE)', () => {
      expect(row('modes.window.exitProcessOnClose')).toContain('enableNativeAPI');
    });

    it('extensions: commandFreeBSD is listed and --neu-dev-extension is not tied to config entries', () => {
      expect(body()).toContain('`commandFreeBSD`');
      expect(body()).not.toContain('see `--neu-dev-extension`');
    });

    it('app data and storage paths are the app path, not "next to the binary" (settings.cpp, storage.cpp)', () => {
      expect(body()).not.toContain('next to the binary');
      expect(body()).toContain('`--path=.`');
    });

    it('updater acceptance also needs version and resourcesURL (neutralino.js updater.ts)', () => {
      expect(body()).toContain('has a `version` and a `resourcesURL`');
    });

    it('neu keys: initCommand, the Windows metadata keys, extensionsPath target (neu CLI v11.7.2)', () => {
      expect(body()).toMatch(/`initCommand`, `devCommand` and `buildCommand`/);
      expect(row('cli.hostProject')).toContain('`initCommand`');
      for (const key of ['applicationName', 'applicationIcon', 'author', 'description', 'copyright']) {
        expect(row(key)).not.toBe('');
      }
      expect(row('cli.extensionsPath')).toContain('same relative path');
    });
  });

  it('has an h2 for each of the four modes', () => {
    const h2s = getDoc('configuration/modes')!.headings.filter((h) => h.depth === 2).map((h) => h.text.toLowerCase());
    for (const mode of ['window', 'browser', 'cloud', 'chrome']) {
      expect(h2s.some((h) => h.startsWith(`${mode} mode`))).toBe(true);
    }
  });

  it('the project structure page covers the generated files', () => {
    const body = getDoc('configuration/project-structure')!.body;
    for (const item of ['neutralino.config.json', 'resources/', 'bin/', 'dist/', '.tmp/', '.storage/', 'neutralino.js', '.gitignore']) {
      expect(body).toContain(item);
    }
  });

  it('the configuration pages have no missing anchors', () => {
    const { warnings } = checkDocLinks(loadDocs());
    expect(warnings.filter((w) => w.includes('content/docs/configuration/'))).toEqual([]);
  });
});
