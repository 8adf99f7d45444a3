import { describe, expect, it } from 'vitest';
import { apps } from '@/content/apps';
import { comparisonRows, comparisonSources, frameworks } from '@/content/comparison';
import { resourceGroups } from '@/content/resources';

const words = (text: string) => text.trim().split(/\s+/).length;
const isHttps = (link: string) => /^https:\/\/[^\s/]+\.[^\s/]+\//.test(link) || /^https:\/\/[^\s/]+\.[^\s/]+$/.test(link);

describe('apps data', () => {
  it('has unique names and links', () => {
    expect(new Set(apps.map((a) => a.name)).size).toBe(apps.length);
    expect(new Set(apps.map((a) => a.link.toLowerCase())).size).toBe(apps.length);
  });

  it('keeps the apps the old site showed', () => {
    const names = apps.map((a) => a.name);
    for (const name of ['LiteMan', 'LitePy', 'Fonline Name Colorizing', 'Vale at Red Hat']) expect(names).toContain(name);
  });

  it.each(apps)('$name: https link, tags, a short description of ours', (app) => {
    expect(isHttps(app.link), app.link).toBe(true);
    expect(app.tags.length).toBeGreaterThan(0);
    for (const tag of app.tags) expect(tag.trim()).toBe(tag);
    expect(new Set(app.tags).size).toBe(app.tags.length);
    expect(app.description.length).toBeGreaterThan(0);
    expect(words(app.description)).toBeLessThanOrEqual(25);
    if (app.image) {
      expect(app.image.src).toMatch(/^\/apps\/.+\.(avif|webp)$/);
      expect(app.image.width).toBeGreaterThan(0);
      expect(app.image.height).toBeGreaterThan(0);
      expect(app.image.alt).not.toBe('');
    }
  });
});

describe('resources data', () => {
  const items = resourceGroups.flatMap((g) => g.items);

  it('has unique group titles, names and links', () => {
    expect(new Set(resourceGroups.map((g) => g.title)).size).toBe(resourceGroups.length);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.link.toLowerCase())).size).toBe(items.length);
  });

  it('lists what the old site listed', () => {
    const names = items.map((i) => i.name);
    for (const name of ['neutralinojs-minimal', 'neutralinojs-zero', 'neutralino-ext-node', 'neutralino-ext-python', 'awesome-neutralino']) {
      expect(names).toContain(name);
    }
  });

  it.each(items)('$name: https link and a short description of ours', (item) => {
    expect(isHttps(item.link), item.link).toBe(true);
    expect(item.description.length).toBeGreaterThan(0);
    expect(words(item.description)).toBeLessThanOrEqual(25);
  });

  it('every group has an intro and at least one entry', () => {
    for (const g of resourceGroups) {
      expect(g.intro.length).toBeGreaterThan(0);
      expect(g.items.length).toBeGreaterThan(0);
    }
  });
});

describe('comparison data', () => {
  it('every row has one value per framework and only known sources', () => {
    const ids = comparisonSources.map((s) => s.id);
    for (const row of comparisonRows) {
      expect(row.values).toHaveLength(frameworks.length);
      expect(row.sources.length).toBeGreaterThan(0);
      for (const id of row.sources) expect(ids).toContain(id);
    }
  });

  it('every source is cited and links to https or a doc page', () => {
    for (const s of comparisonSources) {
      expect(comparisonRows.some((r) => r.sources.includes(s.id)), s.id).toBe(true);
      expect(isHttps(s.href) || s.href.startsWith('/docs/'), s.href).toBe(true);
    }
  });
});
