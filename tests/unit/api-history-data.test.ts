// content/api-history/api.json (issue 19) against what the pages document and what the tags say: every item the
// site fixtures name has an entry, every entry is on its page, ids are unique, every version is a release tag
// (tests/fixtures/api-history-tags.txt, read from the repositories' tags), and the items checked by hand
// (tests/fixtures/api-history-checked.json) agree with the data.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Versions = { framework?: string; client?: string };
type Item = {
  id: string;
  kind: string;
  page: string;
  added: Versions;
  addedFrom: string;
  history?: { in: Versions; change: string; from: string }[];
  removed?: { in: Versions; instead: string | null; note?: string; from: string };
};
type Checked = { id: string; added?: Versions; removedIn?: Versions; how: string };

const read = (file: string) => fs.readFileSync(file, 'utf8');
const lines = (file: string) => read(file).split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
const data: { about: string; items: Item[] } = JSON.parse(read('content/api-history/api.json'));
const checked: { about: string; items: Checked[] } = JSON.parse(read('tests/fixtures/api-history-checked.json'));
const tags = new Set(lines('tests/fixtures/api-history-tags.txt').map((l) => l.split(/\s+/).slice(0, 2).join(' ')));
const byId = new Map(data.items.map((i) => [i.id, i]));
const compare = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

const FIXTURES = 'tests/fixtures';
const siteItems: { id: string; page: string }[] = [
  ...fs.readdirSync(`${FIXTURES}/api-functions`).flatMap((file) => {
    const ns = file.replace(/\.txt$/, '');
    return lines(`${FIXTURES}/api-functions/${file}`).map((name) => ({ id: ns === 'init' ? name : `${ns}.${name}`, page: `api/${ns}` }));
  }),
  ...lines(`${FIXTURES}/events.txt`).map((id) => ({ id, page: 'api/events' })),
  ...lines(`${FIXTURES}/error-codes.txt`).map((id) => ({ id, page: 'api/error-codes' })),
  ...lines(`${FIXTURES}/global-variables.txt`).map((id) => ({ id, page: 'api/global-variables' })),
];

const KEYS: Record<string, (keyof Versions)[][]> = {
  'native-function': [['framework', 'client'], ['framework']],
  'client-function': [['client'], ['client', 'framework']],
  event: [['framework'], ['client']],
  'error-code': [['framework'], ['client']],
  global: [['framework'], ['client']],
};
// How each kind appears on its page: a function heading, an event heading, a global in code, a code anywhere.
const SHOWN: Record<string, (id: string) => RegExp> = {
  // A function heading, or the heading of a routed method the client library lacks (window.setBadge).
  'native-function': (id) => new RegExp(`^#{2,3} ((Neutralino\\.)?${id.replace('.', '\\.')}\\(|Not in the client library: ${id.replace('.', '\\.')}$)`, 'm'),
  'client-function': (id) => new RegExp(`^#{2,3} (Neutralino\\.)?${id.replace('.', '\\.')}\\(`, 'm'),
  event: (id) => new RegExp(`^### ${id}$`, 'm'),
  global: (id) => new RegExp(`\`${id}\``),
  'error-code': (id) => new RegExp(`\\b${id}\\b`),
};
const versionsOf = (v: Versions) => Object.entries(v) as [keyof Versions, string][];

describe('api history data', () => {
  it('has unique ids and an about text naming the script and the tags', () => {
    expect(new Set(data.items.map((i) => i.id)).size).toBe(data.items.length);
    expect(data.about).toMatch(/scripts\/derive-api-history\.ts/);
    expect(data.about).toMatch(/v6\.9\.0/);
  });

  it('has an entry, on the same page, for every item the site fixtures name', () => {
    expect(siteItems.length).toBeGreaterThan(250);
    const missing = siteItems.filter((s) => byId.get(s.id)?.page !== s.page).map((s) => `${s.id} (${s.page})`);
    expect(missing).toEqual([]);
  });

  it('names only items that are on their page, and removed items only where they are gone from the pages', () => {
    const wrong = data.items.filter((item) => {
      const file = path.join('content/docs', `${item.page}.mdx`);
      if (!fs.existsSync(file)) return true;
      const text = read(file);
      const shown = SHOWN[item.kind]?.(item.id).test(text) ?? false;
      return item.removed ? item.kind.endsWith('function') && shown : !shown;
    });
    expect(wrong.map((i) => i.id)).toEqual([]);
  });

  it('gives each kind its keys of `added`, and versions that are release tags of that repository', () => {
    const bad: string[] = [];
    for (const item of data.items) {
      const keys = Object.keys(item.added).sort();
      if (!KEYS[item.kind]?.some((k) => [...k].sort().join() === keys.join())) bad.push(`${item.id}: added keys ${keys}`);
      const versions = [...versionsOf(item.added), ...(item.history ?? []).flatMap((h) => versionsOf(h.in)), ...versionsOf(item.removed?.in ?? {})];
      for (const [repo, v] of versions) if (!tags.has(`${repo} ${v}`)) bad.push(`${item.id}: ${repo} ${v} is not a tag`);
      if (!item.addedFrom.includes(`v${Object.values(item.added)[0]}`)) bad.push(`${item.id}: addedFrom does not name its tag`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps history from framework v4.0.0 / client v3.0.0 on, oldest first, after the item was added', () => {
    const bad: string[] = [];
    for (const item of data.items) {
      const history = item.history ?? [];
      history.forEach((h, i) => {
        if (!h.change.trim() || !h.from.trim()) bad.push(`${item.id}: empty change or from`);
        if (Object.keys(h.in).length === 0) bad.push(`${item.id}: history entry without a version`);
        for (const [repo, v] of versionsOf(h.in)) {
          if (compare(v, repo === 'framework' ? '4.0.0' : '3.0.0') < 0) bad.push(`${item.id}: history before the 4.0/3.0 generation`);
          if (item.added[repo] && compare(v, item.added[repo]!) <= 0) bad.push(`${item.id}: history ${v} not after added ${item.added[repo]}`);
          const prev = history[i - 1]?.in[repo];
          if (prev && compare(prev, v) > 0) bad.push(`${item.id}: history not oldest first`);
        }
      });
    }
    expect(bad).toEqual([]);
  });

  it('gives every removed item a release it went away in since v4.0.0/v3.0.0, and a replacement or a note', () => {
    const removed = data.items.filter((i) => i.removed);
    expect(removed.length).toBeGreaterThan(0);
    const bad = removed.filter((i) => {
      const r = i.removed!;
      const since = versionsOf(r.in).every(([repo, v]) => compare(v, repo === 'framework' ? '4.0.0' : '3.0.0') > 0);
      const replaced = r.instead === null ? Boolean(r.note) : byId.has(r.instead) && !byId.get(r.instead)!.removed;
      return Object.keys(r.in).length === 0 || !since || !replaced || !r.from;
    });
    expect(bad.map((i) => i.id)).toEqual([]);
  });
});

describe('items checked by hand against the tags', () => {
  it('has at least 30 items of every kind, each saying how it was checked', () => {
    expect(checked.items.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(checked.items.map((c) => byId.get(c.id)?.kind));
    expect([...kinds].sort()).toEqual(['client-function', 'error-code', 'event', 'global', 'native-function']);
    expect(checked.items.filter((c) => c.how.length < 40).map((c) => c.id)).toEqual([]);
  });

  it.each(checked.items.map((c) => [c.id, c] as const))('%s agrees with the data', (id, c) => {
    const item = byId.get(id);
    expect(item).toBeDefined();
    if (c.added) expect(item!.added).toMatchObject(c.added);
    if (c.removedIn) expect(item!.removed?.in).toEqual(c.removedIn);
  });
});
