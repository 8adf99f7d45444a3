// What `npm run bench:search -- --diagnose` counts (bench/search-diagnose.ts).
import { describe, expect, it } from 'vitest';
import { lengthBand, missCause, missPages } from '../../bench/search-diagnose';
import type { SearchDocument } from '@/lib/search/documents';
import { TIER, type RankedHit } from '@/lib/search/rank';

const ranked = (route: string, anchor: string, tier: number, total: number): RankedHit => ({
  hit: { document: { id: 0, route, anchor, title: route, heading: anchor, parentHeading: '', category: '', content: '' } as SearchDocument, score: total, terms: [], questionTerms: [] },
  tier,
  score: { exact: total, whole: false, total, values: {} },
});
const wantedFix = (d: SearchDocument) => d.route === '/docs/fix' && d.anchor === 'fix';

describe('lengthBand', () => {
  it('bands the words of the part of a query the search reads', () => {
    expect(lengthBand('NE_RT_NATPRME')).toBe('1-5 words');
    expect(lengthBand('error while loading shared libraries: libwebkit2gtk-4.0.so.37')).toBe('6-12 words');
    expect(lengthBand(Array(20).fill('word').join(' '))).toBe('13-25 words');
    expect(lengthBand(Array(26).fill('word').join('\n'))).toBe('over 25 words');
  });
});

describe('missCause', () => {
  it('says when the wanted section was never a candidate', () => {
    expect(missCause([ranked('/docs/other', 'a', TIER.SCORED, 3)], wantedFix, '/docs/fix')).toBe('not among the candidates');
  });

  it('names the tiers when a higher tier came first, and whether it was on the wanted page', () => {
    const order = [ranked('/docs/api', 'call', TIER.NAMED, 1), ranked('/docs/fix', 'fix', TIER.SCORED, 5)];
    expect(missCause(order, wantedFix, '/docs/fix')).toBe('another page, tier NAMED above SCORED');
    const samePage = [ranked('/docs/fix', 'intro', TIER.NAMED, 1), ranked('/docs/fix', 'fix', TIER.SCORED, 5)];
    expect(missCause(samePage, wantedFix, '/docs/fix')).toBe('the wanted page, tier NAMED above SCORED');
  });

  it('says when a hit of the same tier scored higher', () => {
    const order = [ranked('/docs/fix', 'other', TIER.SCORED, 6), ranked('/docs/fix', 'fix', TIER.SCORED, 5)];
    expect(missCause(order, wantedFix, '/docs/fix')).toBe('the wanted page, same tier, higher score');
  });
});

describe('missPages', () => {
  it('pairs the wanted page with the page of the first result by their last path segment', () => {
    expect(missPages('/docs/getting-started/troubleshooting', '/docs/api/error-codes')).toBe('troubleshooting <- error-codes');
    expect(missPages('/', '/privacy-policy')).toBe('/ <- privacy-policy');
    expect(missPages('/docs/api/os', undefined)).toBe('os <- nothing');
  });
});
