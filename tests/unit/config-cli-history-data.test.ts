import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HistoryFileData, Versions } from '../../lib/api-history/data';
import type { Item } from '../../scripts/derive-config-cli-history';

// The reviewed data against the hand checks, the release tags and the guides' item lists.
const data = JSON.parse(readFileSync('content/api-history/config-cli.json', 'utf8')) as HistoryFileData<Item>;
const byId = new Map(data.items.map((i) => [i.id, i]));
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

function tagLists(): { framework: Set<string>; cli: Set<string> } {
  const lists = { framework: new Set<string>(), cli: new Set<string>() };
  let current: Set<string> | undefined;
  for (const line of lines('tests/fixtures/config-cli-history-tags.txt')) {
    if (line.startsWith('[framework]')) current = lists.framework;
    else if (line.startsWith('[cli]')) current = lists.cli;
    else current?.add(line.replace(/^v/, ''));
  }
  return lists;
}
const tags = tagLists();

type Checked = {
  items: { id: string; kind: string; added: Versions; removedIn?: Versions; how: string; showed: string }[];
  history: { id: string; in: Versions; how: string; showed: string }[];
};
const checked = JSON.parse(readFileSync('tests/fixtures/config-cli-history-checked.json', 'utf8')) as Checked;

describe('config and CLI version history data', () => {
  it('has unique ids', () => {
    const ids = data.items.map((i) => i.id);
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
  });

  it('agrees with every item checked by hand (at least 15, each saying how)', () => {
    expect(checked.items.length).toBeGreaterThanOrEqual(15);
    for (const c of checked.items) {
      expect(c.how, c.id).toMatch(/git /);
      const item = byId.get(c.id);
      expect(item, c.id).toBeDefined();
      expect({ id: c.id, kind: item!.kind, added: item!.added, removedIn: item!.removed?.in }).toEqual({ id: c.id, kind: c.kind, added: c.added, removedIn: c.removedIn });
    }
    for (const c of checked.history) {
      expect(byId.get(c.id)?.history?.map((h) => h.in), c.id).toContainEqual(c.in);
    }
  });

  it('names only real release tags', () => {
    const tooOld: string[] = [];
    const check = (v: Versions, where: string) => {
      if (v.framework && !tags.framework.has(v.framework)) tooOld.push(`${where}: framework ${v.framework}`);
      if (v.cli && !tags.cli.has(v.cli)) tooOld.push(`${where}: cli ${v.cli}`);
      if (v.client) tooOld.push(`${where}: client versions do not belong in this file`);
      if (!v.framework && !v.cli) tooOld.push(`${where}: no version`);
    };
    for (const i of data.items) {
      check(i.added, `${i.id} added`);
      i.history?.forEach((h) => check(h.in, `${i.id} history`));
      if (i.removed) check(i.removed.in, `${i.id} removed`);
    }
    expect(tooOld).toEqual([]);
  });

  it('gives each kind its page and the version keys the format asks for', () => {
    const pages = { 'config-key': 'configuration/neutralino.config.json', 'cli-argument': 'cli/internal-cli-arguments', 'neu-command': 'cli/neu-cli', 'neu-option': 'cli/neu-cli' };
    for (const i of data.items) {
      expect(i.page, i.id).toBe(pages[i.kind]);
      if (i.kind === 'cli-argument') expect(Object.keys(i.added), i.id).toEqual(['framework']);
      if (i.kind.startsWith('neu-')) expect(Object.keys(i.added), i.id).toEqual(['cli']);
      expect(i.addedFrom, i.id).toMatch(/^neutralinojs(-cli)? v\d/);
    }
  });

  it('says what replaces each removed item, or why nothing does, and keeps history oldest first', () => {
    for (const i of data.items) {
      if (i.removed) {
        expect(i.removed.instead === null ? i.removed.note : i.removed.instead, i.id).toBeTruthy();
        const key = i.kind.startsWith('neu-') ? 'cli' : 'framework';
        expect(Number(i.removed.in[key]!.split('.')[0]), i.id).toBeGreaterThanOrEqual(key === 'cli' ? 8 : 4);
      }
      const versions = (i.history ?? []).map((h) => (h.in.framework ?? h.in.cli)!.split('.').map(Number));
      const sorted = [...versions].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
      expect(versions, i.id).toEqual(sorted);
      i.history?.forEach((h) => expect(h.change, i.id).toMatch(/\.$/));
    }
  });

  it('has an entry for every item of the guides fixtures and of the extra page keys', () => {
    const wanted = [
      ...lines('tests/fixtures/guides/config-keys.txt'),
      ...lines('tests/fixtures/config-cli-history-page-keys.txt'),
      ...lines('tests/fixtures/guides/binary-arguments.txt').map((l) => l.split(/\s+/)[0]),
      ...lines('tests/fixtures/guides/neu-commands.txt').map((l) => `neu ${l}`),
      ...lines('tests/fixtures/guides/neu-options.txt').map((l) => { const [cmd, long] = l.split(/\s+/); return `neu ${cmd} ${long}`; }),
    ];
    expect(wanted.length).toBeGreaterThan(130);
    expect(wanted.filter((id) => !byId.has(id))).toEqual([]);
  });
});
