import type { MetadataRoute } from 'next';
import { loadDocs } from '@/lib/content';
import { lastUpdated } from '@/lib/last-updated';
import { siteConfig } from '@/lib/site-config';
import { appTags } from '@/components/apps/app-showcase';

export const dynamic = 'force-static';


export default function sitemap(): MetadataRoute.Sitemap {
  const url = (route: string) => `${siteConfig.url}${siteConfig.basePath}${route === '/' ? '' : route}`;
  return [
    ...siteConfig.search.pages.map((route) => ({ url: url(route) })),
    ...appTags().map((t) => ({ url: url(`/apps/tags/${t.slug}`) })),
    ...loadDocs().map((doc) => ({ url: url(doc.route), lastModified: lastUpdated(doc.file) })),
  ];
}
