// Canonical URL, Open Graph and Twitter card for one page, so every route describes itself the same way.
import fs from 'node:fs';
import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from './site-config';

type PageInfo = { route: string; title: string; description?: string; type?: 'website' | 'article' };

export function shareImages() {
  const { path, width, height, alt } = siteConfig.shareImage;
  return [{ url: absoluteUrl(path), width, height, alt }];
}

/**
 * public/favicon.svg as a data: URL, written into every page's head. Chrome asks for a page's
 * icon when the page has loaded, and ours loads before its first paint (the scripts start after
 * it), so a linked icon was one more request ahead of the largest paint: Lighthouse counted it in
 * LCP on every page (about 70 ms in one run; issue 33). The file is 182 bytes.
 */
export function faviconDataUrl(file = 'public/favicon.svg'): string {
  return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}`;
}

export function pageMetadata({ route, title, description = siteConfig.tagline, type = 'website' }: PageInfo): Metadata {
  const url = absoluteUrl(route);
  const images = shareImages();
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { siteName: siteConfig.title, locale: siteConfig.locale, type, url, title, description, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
