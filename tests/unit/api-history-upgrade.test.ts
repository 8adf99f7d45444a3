// The upgrade guide (issue 35): the entries of three pairs of releases, checked against
// content/api-history read directly (plain version comparisons, no release tokens) and against
// items picked by hand from the data; and the default pair as the page renders it.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDoc, loadDocs } from '@/lib/content';
import { docToMarkdown } from '@/lib/markdown-export';
import { renderDocHtml } from '@/lib/mdx/render-doc';
import { apiHistoryContextOf } from '@/lib/api-history/docs';
import { defaultPair, upgradeData } from '@/lib/api-history/upgrade-page';
import { summaryLine, upgradeChanges, type UpgradeChanges } from '@/lib/api-history/upgrade';
import { compareVersions, type Product, type Versions } from '@/lib/api-history/versions';
import { pairedWith, type YourVersion } from '@/lib/api-history/your-version';

type RawItem = { id: string; added: Versions; history?: { in: Versions; breaking?: string }[]; removed?: { in: Versions } };
const raw: RawItem[] = ['api', 'config-cli'].flatMap((f) => JSON.parse(fs.readFileSync(`content/api-history/${f}.json`, 'utf8')).items);

const context = apiHistoryContextOf(loadDocs())!;
const data = upgradeData(context);
const pair = (from: string, to: string) => ({ from: pairedWith(data.releases, from)!, to: pairedWith(data.releases, to)! });

// The same rules, restated on the raw data: a release counts for a product when it is past the
// product's floor (v4.0.0, 3.0.0, neu 8.0.1: where the releases to choose from or the data start).
const FLOOR: Record<Product, string> = { framework: '4.0.0', client: '3.0.0', cli: '8.0.1' };
const newer = (versions: Versions, reader: YourVersion) =>
  (Object.entries(versions) as [Product, string][]).some(([p, v]) => compareVersions(v, FLOOR[p]) > 0 && compareVersions(v, reader[p]) > 0);
const present = (item: RawItem, reader: YourVersion) => !newer(item.added, reader) && !(item.removed && !newer(item.removed.in, reader));
const within = (versions: Versions, from: YourVersion, to: YourVersion) => newer(versions, from) && !newer(versions, to);

function expected(from: YourVersion, to: YourVersion) {
  const added = raw.filter((i) => !present(i, from) && present(i, to) && within(i.added, from, to)).map((i) => i.id);
  const removed = raw.filter((i) => present(i, from) && !present(i, to) && within(i.removed!.in, from, to)).map((i) => i.id);
  const kept = raw.filter((i) => present(i, from) && present(i, to));
  const changes = (breaking: boolean) => kept.flatMap((i) => (i.history ?? []).filter((c) => within(c.in, from, to) && !!c.breaking === breaking).map(() => i.id));
  return { added: added.sort(), breaking: [...removed, ...changes(true)].sort(), changed: changes(false).sort() };
}

const ids = (changes: UpgradeChanges, section: keyof UpgradeChanges) => changes[section].groups.flatMap((g) => g.entries.map((e) => e.item.id)).sort();
const entry = (changes: UpgradeChanges, section: keyof UpgradeChanges, id: string) => changes[section].groups.flatMap((g) => g.entries).find((e) => e.item.id === id);

describe.each([
  ['4.14.0', '6.9.0'],
  ['5.6.0', '6.0.0'],
  ['4.0.0', '4.1.0'],
])('from framework v%s to v%s', (from, to) => {
  const p = pair(from, to);
  const changes = upgradeChanges(data, p.from, p.to);

  it('lists exactly what the data says changed in between', () => {
    const want = expected(p.from, p.to);
    expect(ids(changes, 'added')).toEqual(want.added);
    expect(ids(changes, 'breaking')).toEqual(want.breaking);
    expect(ids(changes, 'changed')).toEqual(want.changed);
    expect(changes.added.count).toBe(want.added.length);
    expect(summaryLine(changes, p.from, p.to)).toContain(`${want.breaking.length} breaking change`);
  });

  it('groups by page in sidebar order and puts removals first within a page', () => {
    const areas = changes.breaking.groups.map((g) => g.area.id);
    expect(areas).toEqual(data.areas.map((a) => a.id).filter((a) => areas.includes(a)));
    for (const group of changes.breaking.groups) {
      const kinds = group.entries.map((e) => e.kind);
      expect(kinds.filter((k) => k === 'removed')).toEqual(kinds.slice(0, kinds.filter((k) => k === 'removed').length));
    }
  });
});

describe('items picked from the data', () => {
  it('4.14.0 to 6.9.0: the v5 removals and renames, not what came and went in between nor what went before', () => {
    const changes = upgradeChanges(data, pair('4.14.0', '6.9.0').from, pair('4.14.0', '6.9.0').to);
    expect(entry(changes, 'breaking', 'filesystem.copyFile')).toMatchObject({ kind: 'removed', release: { text: 'framework v5.0.0 (client 5.0.0)' } });
    expect(entry(changes, 'breaking', 'filesystem.copyFile')!.item.removed!.instead).toEqual({ name: 'filesystem.copy', href: '/docs/api/filesystem#filesystemcopysource-destination-options' });
    expect(entry(changes, 'breaking', 'NE_FS_RMDIRER')?.kind).toBe('removed');
    expect(entry(changes, 'breaking', 'os.spawnProcess')).toMatchObject({ kind: 'signature', release: { notes: '/docs/release-notes/framework#v600' } });
    expect(entry(changes, 'breaking', 'modes.window.title')?.kind).toBe('default');
    expect(entry(changes, 'breaking', 'NE_RS_FILNOTF')).toBeUndefined(); // added in 5.4.0, gone in 5.6.0
    expect(entry(changes, 'breaking', 'NE_OS_ENVNOEX')).toBeUndefined(); // gone in 4.1.0
    expect(entry(changes, 'added', 'os.setEnv')?.item.href).toBe('/docs/api/os#ossetenvkey-value');
    expect(entry(changes, 'changed', 'os.execCommand')?.release.text).toBe('framework v6.0.0'); // its 4.14.0 change is not in between
  });

  it('5.6.0 to 6.0.0: the spawnProcess options and the extensions among the processes, nothing of v5.6.0 itself', () => {
    const changes = upgradeChanges(data, pair('5.6.0', '6.0.0').from, pair('5.6.0', '6.0.0').to);
    expect(ids(changes, 'breaking')).toEqual(['os.getSpawnedProcesses', 'os.spawnProcess']);
    expect(entry(changes, 'added', 'clipboard.readHTML')?.release.text).toMatch(/^framework v6\.0\.0/);
    expect(ids(changes, 'added')).not.toContain('window.snapshot'); // v5.6.0
  });

  it('4.0.0 to 4.1.0: getEnv stops failing, and its error code goes', () => {
    const changes = upgradeChanges(data, pair('4.0.0', '4.1.0').from, pair('4.0.0', '4.1.0').to);
    expect(ids(changes, 'breaking')).toEqual(['NE_OS_ENVNOEX', 'os.getEnv']);
    expect(entry(changes, 'breaking', 'os.getEnv')?.kind).toBe('behaviour');
    expect(ids(changes, 'changed')).toEqual(['--mode', 'defaultMode']);
  });

  it('shows nothing for a "to" older than the "from", and says why', () => {
    const { from, to } = pair('6.0.0', '5.6.0');
    const changes = upgradeChanges(data, from, to);
    expect(changes.breaking.count + changes.added.count + changes.changed.count).toBe(0);
    expect(summaryLine(changes, from, to)).toMatch(/^The “to” releases must be at least as new/);
  });
});

describe('the upgrade guide page', () => {
  const { from, to } = defaultPair(data.releases);
  const changes = upgradeChanges(data, from, to);

  it('is built for the last 4.x release to the latest', () => {
    expect(from).toEqual({ framework: '4.15.0', client: '3.13.0', cli: '10.1.0' });
    expect(to).toEqual({ framework: '6.9.0', client: '6.9.0', cli: '11.7.2' });
  });

  it('holds the default pair in its HTML and its Markdown twin', async () => {
    const doc = getDoc('release-notes/upgrade')!;
    const html = await renderDocHtml(doc);
    expect(html).toContain(`<p class="upgrade-summary" role="status">${summaryLine(changes, from, to)}</p>`);
    expect(html).toContain('<option value="4.15.0" selected>v4.15.0</option>');
    expect(html).toMatch(/<h2 id="breaking-changes" class="anchor-heading">Breaking changes/);
    expect(html).toContain('<li><a href="/docs/api/filesystem#removed-and-renamed"><code>filesystem.<wbr>copyFile</code></a>: removed in <a href="/docs/release-notes/framework#v500">framework v5.0.0 (client 5.0.0)</a>. Use <a href="/docs/api/filesystem#filesystemcopysource-destination-options"><code>filesystem.copy</code></a> instead.');
    const markdown = docToMarkdown(doc);
    expect(markdown).toContain(summaryLine(changes, from, to));
    expect(markdown).toContain('## Breaking changes');
    expect(markdown).toContain('- [`os.setEnv`](/docs/api/os#ossetenvkey-value), [framework v6.9.0 (client 6.9.0)](/docs/release-notes/framework#v690)');
    expect(markdown).not.toContain('<option');
  });
});
