import fs from 'node:fs';
import path from 'node:path';
import { slug } from 'github-slugger';
import { apps } from '../../content/apps';
import { comparisonRows, comparisonSources, frameworks, memoryNote } from '../../content/comparison';
import { resourceGroups } from '../../content/resources';
import { cliPackage, discordUrl, siteConfig, videoChannelUrl } from '../../lib/site-config';
import { expect, test } from './fixtures';

const tags = [...new Set(apps.flatMap((a) => a.tags))];
/** The tag that narrows the list most usefully: used by more than one app but not by all. */
const sampleTag = tags.map((t) => ({ t, n: apps.filter((a) => a.tags.includes(t)).length })).filter((x) => x.n > 1 && x.n < apps.length).sort((a, b) => b.n - a.n)[0].t;

test.describe('home page', () => {
  test('hero: logo, one h1, the configured tagline and the two actions', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.home-hero');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(siteConfig.title);
    await expect(hero.locator('.hero-tagline')).toHaveText(siteConfig.tagline);
    await expect(hero.locator('img.home-hero-logo')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs');
    const discord = hero.getByRole('link', { name: /Join Discord/ });
    await expect(discord).toHaveAttribute('href', discordUrl);
    await expect(discord).toHaveAttribute('target', '_blank');
  });

  test('explains the idea and links onward', async ({ page }) => {
    await page.goto('/');
    const idea = page.locator('.home-idea');
    await expect(idea.locator('a[href="/docs/getting-started/using-frontend-libraries"]')).toBeVisible();
    await expect(idea.locator('a[href="/docs/how-to/extensions-overview"]')).toBeVisible();
    const band = page.locator('section', { has: page.getByRole('heading', { name: 'Learn it in five minutes' }) });
    await expect(band.locator('a[href="/docs"]')).toBeVisible();
    await expect(band.locator(`a[href="${videoChannelUrl}"]`)).toBeVisible();
  });

  test('six feature cards, each with a decorative icon and a heading', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.feature-card');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    }
  });

  test('comparison table: one row per fact, one column per framework, every source listed', async ({ page }) => {
    await page.goto('/');
    const table = page.locator('table.comparison-table');
    await expect(table.locator('thead th')).toHaveText(['Fact', ...frameworks]);
    await expect(table.locator('tbody tr')).toHaveCount(comparisonRows.length);
    for (const [i, row] of comparisonRows.entries()) {
      const tr = table.locator('tbody tr').nth(i);
      await expect(tr.locator('th')).toContainText(row.fact);
      if (row.method) await expect(tr.locator('th .comparison-method')).toHaveText(row.method);
      await expect(tr.locator('td')).toHaveText(row.values);
      for (const id of row.sources) await expect(tr.locator(`a[href="#source-${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator('.comparison-note')).toHaveText(memoryNote);
    for (const source of comparisonSources) {
      await expect(page.locator(`#source-${source.id} a`)).toHaveAttribute('href', source.href);
    }
  });

  test('the copy button copies the install command', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const block = page.locator('.home-install .code-block');
    await expect(block.locator('code')).toHaveText(`npm install -g ${cliPackage}`);
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install -g @neutralinojs/neu');
  });

  test('the hero is the largest contentful paint', async ({ page }) => {
    await page.goto('/');
    const inHero = await page.evaluate(() => new Promise<boolean>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
        resolve(Boolean(entries.at(-1)?.element?.closest('.home-hero')));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    expect(inHero).toBe(true);
  });

  test('its largest paint is text at every width, so no image asks for high priority ahead of it', async ({ page, request }) => {
    // A preloaded or fetchpriority="high" logo is a request the browser starts before that paint, for an image
    // that is never the largest one (Lighthouse's simulated LCP counted it: 1,058 ms against 840 without it).
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
    expect(html).not.toMatch(/<img[^>]*fetchPriority="high"/i);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const tag = await page.evaluate(() => new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
          resolve(entries.at(-1)?.element?.tagName ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }));
      expect(tag, `at ${width} px`).toBe('P');
    }
  });
});

test.describe('apps page', () => {
  test('shows one card per app from content/apps.ts with its link and tags', async ({ page }) => {
    await page.goto('/apps');
    const cards = page.locator('.app-card');
    await expect(cards).toHaveCount(apps.length);
    for (const [i, app] of apps.entries()) {
      const card = cards.nth(i);
      const link = card.getByRole('link', { name: app.name });
      await expect(link).toHaveAttribute('href', app.link);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(card.locator('.tag-badge')).toHaveText(app.tags);
    }
    await expect(page.locator('a[href$="/content/apps.ts"]')).toHaveAttribute('href', `${siteConfig.docs.editUrlBase}content/apps.ts`);
  });

  test('the tag filter narrows the cards (with JavaScript)', async ({ page }) => {
    await page.goto('/apps');
    await page.getByRole('navigation', { name: 'Filter apps by tag' }).getByRole('link', { name: sampleTag, exact: true }).click();
    await expect(page).toHaveURL(`/apps/tags/${slug(sampleTag)}`);
    const expected = apps.filter((a) => a.tags.includes(sampleTag)).map((a) => a.name);
    await expect(page.locator('.app-card .card-title')).toHaveText(expected);
    await page.getByRole('link', { name: 'All apps' }).click();
    await expect(page).toHaveURL('/apps');
    await expect(page.locator('.app-card')).toHaveCount(apps.length);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home hero renders', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteConfig.title);
    await expect(page.locator('.hero-tagline')).toHaveText(siteConfig.tagline);
    await expect(page.locator('.home-hero a[href="/docs"]')).toBeVisible();
  });

  test('the tag filter works as plain links, for every tag', async ({ page }) => {
    await page.goto('/apps');
    await page.getByRole('link', { name: sampleTag, exact: true }).click();
    await expect(page).toHaveURL(`/apps/tags/${slug(sampleTag)}`);
    for (const tag of tags) {
      await page.goto(`/apps/tags/${slug(tag)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apps tagged ${tag}`);
      await expect(page.locator('.app-card .card-title')).toHaveText(apps.filter((a) => a.tags.includes(tag)).map((a) => a.name));
      await expect(page.locator(`.tag-filter a[aria-current="page"]`)).toHaveText(tag);
    }
  });
});

test.describe('resources page', () => {
  test('one h2 per group, with a slug id, and every resource linked', async ({ page }) => {
    await page.goto('/resources');
    for (const group of resourceGroups) {
      const heading = page.locator(`h2#${slug(group.title)}`);
      await expect(heading).toHaveText(group.title);
      const section = page.locator('section', { has: heading });
      await expect(section.locator('.resource-card')).toHaveCount(group.items.length);
      for (const item of group.items) {
        const exactly = new RegExp(`^${item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        const card = section.locator('.resource-card').filter({ has: page.locator('.card-title a', { hasText: exactly }) });
        await expect(card.getByRole('link')).toHaveAttribute('href', item.link);
        await expect(card.locator('p')).toHaveText(item.description);
      }
    }
  });
});

/**
 * The storage keys the code uses, read from the source: literal keys at getItem/setItem/removeItem
 * calls, and string constants named like keys (FOO_KEY, PREFIX, storageKey: ...) or key builders
 * (`...StorageKey = (id) => \`prefix${id}\``) in files that touch browser storage.
 */
function storageKeysInSource(): string[] {
  const files = ['components', 'lib'].flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
    .filter((f) => /\.(ts|tsx)$/.test(f));
  const keys = new Set<string>();
  for (const file of files) {
    const src = fs.readFileSync(file, 'utf8');
    if (!/localStorage|sessionStorage|storageKey|StorageKey/.test(src)) continue;
    for (const m of src.matchAll(/(?:localStorage|sessionStorage)\.(?:getItem|setItem|removeItem)\(\s*(['"`])([^'"`$]+)\1/g)) keys.add(m[2]);
    for (const m of src.matchAll(/\b\w*(?:KEY|PREFIX|[sS]torageKey)\s*[:=]\s*(['"`])([^'"`$]+)\1/g)) keys.add(m[2]);
    for (const m of src.matchAll(/\b\w*[sS]torageKey\s*=\s*\([^)]*\)\s*=>\s*`([^`$]+)\$\{/g)) keys.add(m[1]);
  }
  return [...keys];
}

test.describe('privacy policy', () => {
  test('is dated and lists every storage key the code uses', async ({ page }) => {
    const keys = storageKeysInSource();
    // The reader must find the keys it is meant to find, or the check below would pass vacuously.
    for (const known of ['theme', 'docs-preferred-version-default', 'announcement-dismissed:', 'tabs-choice:', 'chunk-reload-at', 'crash-test']) {
      expect(keys).toContain(known);
    }
    await page.goto('/privacy-policy');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2026-11-26');
    const listed = await page.locator('.storage-key').allTextContents();
    for (const key of keys) {
      expect(listed.some((entry) => entry === key || (key.endsWith(':') && entry.startsWith(key))), `privacy policy lists ${key}`).toBe(true);
    }
    await expect(page.getByText('NEXT_PUBLIC_GA_ID')).toBeVisible();
    await expect(page.getByText('NEXT_PUBLIC_ADS_CLIENT')).toBeVisible();
  });
});
