// JSON-LD (schema.org) for the site and for each doc page, read by search engines.
import { absoluteUrl, siteConfig } from './site-config';

const publisher = () => ({
  '@type': 'Organization',
  name: siteConfig.title,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/logo.svg'),
});

export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.title,
    description: siteConfig.tagline,
    url: absoluteUrl('/'),
    inLanguage: siteConfig.locale,
    publisher: publisher(),
  };
}

type DocInfo = { route: string; title: string; description?: string; dateModified?: string; breadcrumb?: string };

export function docJsonLd({ route, title, description, dateModified, breadcrumb }: DocInfo) {
  const url = absoluteUrl(route);
  const trail = [
    { name: siteConfig.title, url: absoluteUrl('/') },
    { name: 'Docs', url: absoluteUrl(siteConfig.docs.route) },
    ...(route === siteConfig.docs.route ? [] : [{ name: breadcrumb ?? title, url }]),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    ...(description ? { description } : {}),
    ...(dateModified ? { dateModified } : {}),
    url,
    mainEntityOfPage: url,
    inLanguage: siteConfig.locale,
    image: absoluteUrl(siteConfig.shareImage.path),
    isPartOf: { '@type': 'WebSite', name: siteConfig.title, url: absoluteUrl('/') },
    publisher: publisher(),
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
    },
  };
}

/** Script-safe JSON: "<" cannot close the script element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
