import type { Metadata, Viewport } from 'next';
import { Fragment, Suspense, type ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';
import { getDocsSidebar } from '@/lib/docs-sidebar';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { BasePathBanner, BootScript } from '@/components/layout/boot-script';
import { YourVersionScript } from '@/components/docs/your-version-script';
import { ChunkReload } from '@/components/layout/chunk-reload';
import { ContentEnhancer } from '@/components/layout/content-enhancer';
import { Footer } from '@/components/layout/footer';
import { LinkRouter } from '@/components/layout/link-router';
import { Navbar } from '@/components/layout/navbar';
import { ProgressBar } from '@/components/layout/progress-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { SearchBox } from '@/components/search/search-box';
import { Analytics } from '@/components/integrations/analytics';
import { JsonLd } from '@/components/integrations/json-ld';
import { faviconDataUrl, shareImages } from '@/lib/page-metadata';
import { websiteJsonLd } from '@/lib/structured-data';
import './globals.css';
import { contentVersion } from '@/.cache/content-version';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.title}` },
  description: siteConfig.tagline,
  icons: { icon: faviconDataUrl() },
  openGraph: { siteName: siteConfig.title, type: 'website', locale: 'en', images: shareImages() },
  twitter: { card: 'summary_large_image', images: shareImages() },
};

export const viewport: Viewport = {
  themeColor: [{ color: '#ffffff' }],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.locale} dir={siteConfig.direction} suppressHydrationWarning>
      <head>
        {/* Hold the first paint until the navbar and all of main have been parsed (the footer
            follows them). A browser paints a page while its HTML is still arriving, and wherever a
            network chunk happens to end (inside a table, inside a link) it would paint a half-parsed
            element and then rearrange it: CI caught table columns and a tag link moving. */}
        <link rel="expect" href="#footer" blocking="render" />
        <BootScript />
        <YourVersionScript />
      </head>
      <body>
        <ThemeProvider>
          <SkipLink />
          <BasePathBanner />
          <AnnouncementBar />
          <Navbar search={<SearchBox />} docsSidebar={<DocsSidebar categories={getDocsSidebar()} idPrefix="mobile" />} />
          {/* Keyed by the content version `npm run dev` rewrites (scripts/content-version.ts): after a
              content change the page is mounted afresh, so a crash screen left by a content error
              goes once the file is fixed. The build's version is a constant. */}
          <Fragment key={contentVersion}>{children}</Fragment>
          <Footer />
          <Suspense>
            <ProgressBar />
          </Suspense>
          <LinkRouter />
          <ContentEnhancer />
          <ChunkReload />
          <Analytics />
          <JsonLd data={websiteJsonLd()} />
        </ThemeProvider>
      </body>
    </html>
  );
}
