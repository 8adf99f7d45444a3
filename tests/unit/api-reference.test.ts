// The Native API pages against lists written down from the framework's source (tests/fixtures):
// every exported client function has its h2, every NE_ code and NL_ global is on its page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDoc, loadDocs } from '@/lib/content';
import { checkDocLinks } from '@/lib/doc-link-check';

const FIXTURES = 'tests/fixtures';
const list = (file: string) => fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
const namespaces = fs.readdirSync(path.join(FIXTURES, 'api-functions')).map((f) => f.replace(/\.txt$/, ''));

describe('Native API reference', () => {
  it('covers all 16 namespaces and 141 client functions', () => {
    expect(namespaces.sort()).toEqual(['app', 'clipboard', 'computer', 'custom', 'debug', 'events', 'extensions', 'filesystem', 'init', 'net', 'os', 'resources', 'server', 'storage', 'updater', 'window']);
    expect(namespaces.reduce((n, ns) => n + list(`api-functions/${ns}.txt`).length, 0)).toBe(141);
  });

  describe.each(namespaces)('%s', (ns) => {
    it('has an h2 with the full call for every exported function', () => {
      const doc = getDoc(`api/${ns}`)!;
      const h2s = doc.headings.filter((h) => h.depth === 2).map((h) => h.text);
      // init is called as Neutralino.init(), not init.init().
      const prefix = ns === 'init' ? 'Neutralino.' : `${ns}.`;
      const missing = list(`api-functions/${ns}.txt`).filter((fn) => !h2s.some((h) => h.startsWith(`${prefix}${fn}(`)));
      expect(missing).toEqual([]);
    });
  });

  it('documents every NE_ error code with its own heading', () => {
    const ids = new Set(getDoc('api/error-codes')!.headings.map((h) => h.text));
    expect(list('error-codes.txt').filter((code) => !ids.has(code))).toEqual([]);
    expect(list('error-codes.txt')).toHaveLength(60);
  });

  it('documents every NL_ global', () => {
    const body = getDoc('api/global-variables')!.body;
    expect(list('global-variables.txt').filter((name) => !new RegExp(`\`${name}\``).test(body))).toEqual([]);
  });

  it('documents every built-in event with its own heading', () => {
    const headings = new Set(getDoc('api/events')!.headings.filter((h) => h.depth === 3).map((h) => h.text));
    expect(list('events.txt').filter((event) => !headings.has(event))).toEqual([]);
    expect(list('events.txt')).toHaveLength(26);
  });

  it('has no broken links or missing anchors', () => {
    const { errors, warnings } = checkDocLinks(loadDocs());
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('content/docs/api/'))).toEqual([]);
  });
});
