// The release-notes pages against the version lists written down from each repository's tags
// (tests/fixtures/release-notes): every release has an h2 starting with its version, the h2s run
// newest first from the top of the page, and the TOC shows only the h2s.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDoc, loadDocs } from '@/lib/content';
import { checkAnnouncementLink, checkDocLinks } from '@/lib/doc-link-check';
import { releaseAnchor, siteConfig } from '@/lib/site-config';

const FIXTURES = 'tests/fixtures/release-notes';
const list = (file: string) =>
  fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

const VERSION = /^v(\d+)\.(\d+)\.(\d+)(?=\s|$)/;
const parse = (text: string) => {
  const m = VERSION.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
};
const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const pages = [
  { id: 'release-notes/framework', fixture: 'framework.txt', first: 'v6.9.0', last: 'v4.0.0', count: 34 },
  { id: 'release-notes/client-library', fixture: 'client-library.txt', first: 'v6.9.0', last: 'v3.0.0', count: 34 },
  { id: 'release-notes/cli', fixture: 'cli.txt', first: 'v11.7.2', last: 'v9.0.0', count: 31 },
];

describe.each(pages)('$id', ({ id, fixture, first, last, count }) => {
  const doc = getDoc(id)!;
  const versions = list(fixture);
  const h2s = doc.headings.filter((h) => h.depth === 2).map((h) => h.text);
  const releaseH2s = h2s.filter((h) => parse(h));

  it('has a fixture list from the tags', () => {
    expect(versions).toHaveLength(count);
    expect(versions[0]).toBe(first);
    expect(versions[versions.length - 1]).toBe(last);
  });

  it('has an h2 starting with the exact version for every release', () => {
    const missing = versions.filter((v) => !releaseH2s.some((h) => h === v || h.startsWith(`${v} `)));
    expect(missing).toEqual([]);
  });

  it('has no release h2 for a version that is not in the list', () => {
    const known = new Set(versions);
    expect(releaseH2s.map((h) => VERSION.exec(h)![0]).filter((v) => !known.has(v))).toEqual([]);
  });

  it('lists the releases newest first', () => {
    const parsed = releaseH2s.map((h) => parse(h)!);
    const outOfOrder = parsed.slice(1).filter((v, i) => compare(parsed[i], v) <= 0);
    expect(outOfOrder).toEqual([]);
  });

  it('opens with the newest release; the compatibility table comes after the releases, linked from the intro', () => {
    expect(h2s[0]).toBe(first);
    expect(h2s.at(-1)).toBe('Which versions go together');
    expect(doc.body.slice(0, doc.body.indexOf('\n## '))).toContain('](#which-versions-go-together)');
  });

  it('shows only the h2s in the table of contents', () => {
    expect(doc.tocMaxHeadingLevel).toBe(2);
    expect(doc.hideTableOfContents).toBe(false);
  });
});

it('release-notes pages have no broken links or missing anchors', () => {
  const { errors, warnings } = checkDocLinks(loadDocs());
  expect(errors).toEqual([]);
  expect(warnings.filter((w) => w.includes('content/docs/release-notes/'))).toEqual([]);
});

it('the announcement bar links to the section of the release it announces, and the build check fails without it', () => {
  const { release, link } = siteConfig.announcement;
  expect(link.href).toBe(`/docs/release-notes/framework#${releaseAnchor(release)}`);
  expect(getDoc('release-notes/framework')!.headings.find((h) => h.id === releaseAnchor(release))?.text).toBe(`v${release}`);
  const docs = loadDocs();
  expect(checkAnnouncementLink(docs)).toEqual([]);
  const withoutSection = docs.map((doc) => (doc.id === 'release-notes/framework' ? { ...doc, headings: doc.headings.filter((h) => h.text !== `v${release}`) } : doc));
  expect(checkAnnouncementLink(withoutSection)).toEqual([expect.stringContaining(`content/docs/release-notes/framework.mdx has no section "## v${release}". Fix:`)]);
});
