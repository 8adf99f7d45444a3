import { describe, expect, it } from 'vitest';
import { findCategory, findNeighbours, resolveSidebar } from '@/lib/sidebar';
import { docsSidebar } from '@/content/sidebar';
import { loadDocs } from '@/lib/content';

const docs = [
  { id: 'index', route: '/docs', title: 'Introduction', sidebarLabel: undefined },
  { id: 'api/os', route: '/docs/api/os', title: 'Neutralino.os', sidebarLabel: 'os' },
  { id: 'api/app', route: '/docs/api/app', title: 'Neutralino.app', sidebarLabel: undefined },
  { id: 'orphan', route: '/docs/orphan', title: 'Orphan', sidebarLabel: undefined },
];

describe('resolveSidebar', () => {
  it('labels items from front matter unless overridden, and warns about docs it does not list', () => {
    const { categories, errors, warnings } = resolveSidebar(
      [{ label: 'Start', items: ['index'] }, { label: 'API', items: ['api/os', { id: 'api/app', label: 'App' }] }],
      docs,
    );
    expect(errors).toEqual([]);
    expect(categories).toEqual([
      { label: 'Start', items: [{ id: 'index', label: 'Introduction', route: '/docs' }] },
      { label: 'API', items: [{ id: 'api/os', label: 'os', route: '/docs/api/os' }, { id: 'api/app', label: 'App', route: '/docs/api/app' }] },
    ]);
    expect(warnings).toEqual([expect.stringContaining('content/docs/orphan.mdx is not in the sidebar')]);
  });

  it('fails on an entry without a file, and on duplicates', () => {
    const { errors } = resolveSidebar([{ label: 'API', items: ['api/os', 'api/missing', 'api/os'] }], docs);
    expect(errors).toEqual([
      expect.stringMatching(/lists "api\/missing", but content\/docs\/api\/missing\.mdx does not exist/),
      expect.stringMatching(/"api\/os" is listed twice/),
    ]);
  });

  it('gives previous and next across categories', () => {
    const { categories } = resolveSidebar([{ label: 'A', items: ['index'] }, { label: 'B', items: ['api/os', 'api/app'] }], docs);
    expect(findNeighbours(categories, 'index')).toMatchObject({ previous: undefined, next: { id: 'api/os' } });
    expect(findNeighbours(categories, 'api/os')).toMatchObject({ previous: { id: 'index' }, next: { id: 'api/app' } });
    expect(findNeighbours(categories, 'api/app')).toMatchObject({ previous: { id: 'api/os' }, next: undefined });
    expect(findCategory(categories, 'api/app')?.label).toBe('B');
  });

  it('the real sidebar lists every doc in content/docs exactly once', () => {
    const { errors, warnings, categories } = resolveSidebar(docsSidebar, loadDocs());
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(categories.map((c) => c.label)).toEqual(['Getting Started', 'Native API', 'CLI', 'Configuration', 'How To', 'Distribution', 'Contributing', 'Release Notes']);
    expect(categories.flatMap((c) => c.items)).toHaveLength(43);
  });
});
