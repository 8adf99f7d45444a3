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
