import type { MetadataRoute } from 'next';
import { loadDocs } from '@/lib/content';
import { lastUpdated } from '@/lib/last-updated';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { appTags } from '@/components/apps/app-showcase';

export const dynamic = 'force-static';

/** Each page at its canonical address, as its canonical link gives it (no trailing slash). */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...siteConfig.search.pages.map((route) => ({ url: absoluteUrl(route) })),
    ...appTags().map((t) => ({ url: absoluteUrl(`/apps/tags/${t.slug}`) })),
    ...loadDocs().map((doc) => ({ url: absoluteUrl(doc.route), lastModified: lastUpdated(doc.file) })),
  ];
}
