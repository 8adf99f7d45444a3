import { describe, expect, it } from 'vitest';
import { DOCS_ROUTE, docIdFromFile, rewriteDocHref } from '@/lib/mdx/doc-links.mjs';
import { siteConfig } from '@/lib/site-config';

describe('Markdown link rewriting', () => {
  it.each([
    ['./os.md', 'api/app', { href: '/docs/api/os', targetId: 'api/os' }],
    ['../api/os.mdx#osgetenvkey', 'cli/neu-cli', { href: '/docs/api/os#osgetenvkey', targetId: 'api/os' }],
    ['os.html', 'api/app', { href: '/docs/api/os', targetId: 'api/os' }],
    ['../index.mdx', 'api/app', { href: '/docs', targetId: 'index' }],
    ['./guide/index.md', 'index', { href: '/docs/guide', targetId: 'guide' }],
    ['/docs/api/os.html#x', 'index', { href: '/docs/api/os#x' }],
    ['/docs/index.html', 'index', { href: '/docs' }],
    ['/docs/', 'index', { href: '/docs' }],
    ['/docs/api/os/#x', 'index', { href: '/docs/api/os#x' }],
    ['https://example.com/a.md', 'index', { href: 'https://example.com/a.md' }],
    ['#local', 'index', { href: '#local' }],
    ['/docs/api/os', 'index', { href: '/docs/api/os' }],
  ])('%s from %s', (href, from, expected) => {
    expect(rewriteDocHref(href, from)).toEqual(expected);
  });

  it('uses the configured docs route', () => {
    expect(DOCS_ROUTE).toBe(siteConfig.docs.route);
  });

  it('finds the doc id of a content file', () => {
    expect(docIdFromFile('/site/content/docs/api/os.mdx')).toBe('api/os');
    expect(docIdFromFile('/site/app/page.tsx')).toBeUndefined();
  });
});
