// Canonical URL, Open Graph and Twitter card for one page, so every route describes itself the same way.
import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from './site-config';

type PageInfo = { route: string; title: string; description?: string; type?: 'website' | 'article' };

export function shareImages() {
  const { path, width, height, alt } = siteConfig.shareImage;
  return [{ url: absoluteUrl(path), width, height, alt }];
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
