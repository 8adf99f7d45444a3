import type { MetadataRoute } from 'next';
import { loadDocs, lastUpdated } from '@/lib/content';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

const PAGES = ['/', '/apps', '/resources', '/privacy-policy'];

export default function sitemap(): MetadataRoute.Sitemap {
  const url = (route: string) => `${siteConfig.url}${siteConfig.basePath}${route === '/' ? '' : route}`;
  return [
    ...PAGES.map((route) => ({ url: url(route) })),
    ...loadDocs().map((doc) => ({ url: url(doc.route), lastModified: lastUpdated(doc.file) })),
  ];
}
