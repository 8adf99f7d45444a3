import { describe, expect, it } from 'vitest';
import { pageMetadata } from '@/lib/page-metadata';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { docJsonLd, serializeJsonLd, websiteJsonLd } from '@/lib/structured-data';

describe('page metadata and JSON-LD', () => {
  it('gives a page its canonical URL, Open Graph and Twitter card with the share image', () => {
    const meta = pageMetadata({ route: '/docs/api/os', title: 'Neutralino.os', description: 'OS calls.', type: 'article' });
    expect(meta.alternates?.canonical).toBe(absoluteUrl('/docs/api/os'));
    expect(meta.openGraph).toMatchObject({ url: absoluteUrl('/docs/api/os'), title: 'Neutralino.os', type: 'article' });
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: absoluteUrl(siteConfig.shareImage.path), width: 1200, height: 630 })]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Neutralino.os' });
  });

  it('describes a doc page as a TechArticle with its date and breadcrumb trail', () => {
    const data = docJsonLd({ route: '/docs/api/os', title: 'Neutralino.os', description: 'OS calls.', dateModified: '2026-11-20T10:00:00+00:00', breadcrumb: 'os' });
    expect(data).toMatchObject({ '@type': 'TechArticle', headline: 'Neutralino.os', description: 'OS calls.', dateModified: '2026-11-20T10:00:00+00:00' });
    expect(data.breadcrumb.itemListElement.map((i) => [i.position, i.name])).toEqual([[1, siteConfig.title], [2, 'Docs'], [3, 'os']]);
    const landing = docJsonLd({ route: siteConfig.docs.route, title: 'Introduction' });
    expect(landing.breadcrumb.itemListElement).toHaveLength(2);
    expect(landing).not.toHaveProperty('dateModified');
    expect(websiteJsonLd()).toMatchObject({ '@type': 'WebSite', name: siteConfig.title, url: absoluteUrl('/') });
  });

  it('serialises so that no text can close the script element', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
