import { describe, expect, it } from 'vitest';
import { activeHref, shouldPrefetch } from '@/lib/navigation';
import { siteConfig } from '@/lib/site-config';

const links = [...siteConfig.navbar.left, ...siteConfig.navbar.right];

describe('shouldPrefetch', () => {
  it('prefetches unless data saving or 2G', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
  });
});

describe('activeHref', () => {
  it('picks the most specific internal section', () => {
    expect(activeHref(links, '/docs/api/os')).toBe('/docs');
    expect(activeHref(links, '/docs/release-notes/framework')).toBe('/docs/release-notes/framework');
    expect(activeHref(links, '/apps')).toBe('/apps');
    expect(activeHref(links, '/')).toBeUndefined();
    expect(activeHref(links, '/docsxyz')).toBeUndefined();
  });
});
