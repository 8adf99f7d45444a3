// "Your version" and the upgrade guide (issue 35): the version comparison and release tokens
// (lib/api-history/versions.ts), and the releases read from the release notes (releases.ts).
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content';
import { apiHistoryContextOf } from '@/lib/api-history/docs';
import { compareVersions, hasNewerToken, releaseToken, tokenProducts, tokensOf, type ChoosableReleases, type Floors } from '@/lib/api-history/versions';

describe('compareVersions', () => {
  it('orders by major, then minor, then patch, numerically, ignoring a leading v', () => {
    const sorted = ['6.9.0', '4.10.0', 'v4.9.0', '4.14.1', '5.0.0', '4.14.0', '11.7.2', '9.0.0'].sort(compareVersions);
    expect(sorted).toEqual(['v4.9.0', '4.10.0', '4.14.0', '4.14.1', '5.0.0', '6.9.0', '9.0.0', '11.7.2']);
    expect(compareVersions('v5.6.0', '5.6.0')).toBe(0);
  });
});

describe('release tokens', () => {
  const releases: ChoosableReleases = { framework: ['6.9.0', '5.6.0', '4.15.0', '4.0.0'], client: ['6.9.0', '5.6.0', '3.13.0', '3.0.0'], cli: ['11.7.2', '9.0.0', '8.0.0'] };
  const floors: Floors = { framework: '4.0.0', client: '3.0.0', cli: '8.0.1' };

  it('names the oldest choosable release at or after a version, and nothing at or below the floor', () => {
    expect(releaseToken('framework', '6.9.0', releases, floors)).toBe('f6.9.0');
    expect(releaseToken('framework', '5.2.0', releases, floors)).toBe('f5.6.0'); // missing on 4.15.0, there on 5.6.0
    expect(releaseToken('framework', '4.0.0', releases, floors)).toBeUndefined();
    expect(releaseToken('framework', '2.7.0', releases, floors)).toBeUndefined();
    expect(releaseToken('cli', '8.0.1', releases, floors)).toBeUndefined(); // the data's first neu release: there from the start
    expect(releaseToken('cli', '8.1.0', releases, floors)).toBe('n9.0.0');
    expect(releaseToken('framework', '7.0.0', releases, floors)).toBe('f6.9.0'); // newer than every release: the newest
  });

  it('lists an item\'s tokens with its primary product first', () => {
    expect(tokensOf({ framework: '6.9.0', client: '6.9.0' }, releases, floors, 'client')).toBe('c6.9.0 f6.9.0');
    expect(tokensOf({ framework: '4.0.0', client: '3.0.0' }, releases, floors)).toBe('');
  });

  it('finds a token newer than the reader\'s release of its product', () => {
    const reader = { framework: '5.6.0', client: '5.6.0', cli: '11.7.2' };
    expect(hasNewerToken('f6.9.0 c6.9.0', reader)).toBe(true);
    expect(hasNewerToken('f5.6.0 c5.6.0', reader)).toBe(false);
    expect(hasNewerToken('c6.9.0', { ...reader, framework: '6.9.0' })).toBe(true); // the client alone lags
    expect(hasNewerToken('n11.7.2', reader)).toBe(false);
    expect(hasNewerToken('', reader)).toBe(false);
  });
});

describe('tokenProducts', () => {
  it('names the products of an item\'s tokens in their order, for the "Not in" label', () => {
    expect(tokenProducts('f4.1.0 c3.1.0')).toEqual(['framework', 'client']);
    expect(tokenProducts('c6.9.0 f6.9.0')).toEqual(['client', 'framework']);
    expect(tokenProducts('n11.2.0')).toEqual(['cli']);
    expect(tokenProducts('')).toEqual([]);
  });
});

describe('releases from the release notes', () => {
  const context = apiHistoryContextOf(loadDocs())!;
  const { framework, choosable } = context.releases;

  it('pairs every framework release with its client library and neu release from the compatibility table', () => {
    expect(framework).toHaveLength(34);
    const pair = (v: string) => framework.find((r) => r.version === v);
    expect(pair('6.9.0')).toEqual({ version: '6.9.0', client: '6.9.0', cli: '11.7.2' });
    expect(pair('6.6.0')).toEqual({ version: '6.6.0', client: '6.6.0', cli: '11.7.1' }); // a row of two releases
    expect(pair('5.1.0')).toEqual({ version: '5.1.0', client: '5.1.0', cli: '11.1.0' }); // "(v5.1.1 fixes ...)" is a remark
    expect(pair('4.14.1')).toEqual({ version: '4.14.1', client: '3.12.0', cli: '9.7.0' });
    expect(pair('4.0.0')).toEqual({ version: '4.0.0', client: '3.0.0', cli: '8.0.0' });
  });

  it('offers every release with notes, and neu v8.0.0, which the table pairs with v4.0.0', () => {
    expect(choosable.framework).toEqual(framework.map((r) => r.version));
    expect(choosable.client).toHaveLength(34);
    expect(choosable.client).toContain('5.1.1');
    expect(choosable.cli.at(-1)).toBe('8.0.0');
    expect(choosable.cli[0]).toBe('11.7.2');
  });

  it('marks nothing below the oldest releases, nor neu items of v8.0.1, where the data starts', () => {
    expect(context.floors).toEqual({ framework: '4.0.0', client: '3.0.0', cli: '8.0.1' });
  });
});
