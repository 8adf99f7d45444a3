import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDoc, listDocIds, loadDocs } from '@/lib/content';
import { lastUpdated } from '@/lib/last-updated';
import { getDocsSidebar } from '@/lib/docs-sidebar';
import { renderDocHtml } from '@/lib/mdx/render-doc';
import { findCategory, findNeighbours } from '@/lib/sidebar';
import { siteConfig } from '@/lib/site-config';
import { Breadcrumbs, EditAndUpdated, Pagination } from '@/components/docs/doc-footer';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { YourVersionMenu } from '@/components/docs/your-version-menu';
import { UpgradeGuide } from '@/components/docs/upgrade-guide';
import { CopyPageButton } from '@/components/docs/copy-page-button';
import { StaticArticle } from '@/components/docs/static-article';
import { BreakableText } from '@/components/docs/breakable-text';
import { AdSlot } from '@/components/integrations/ad-slot';
import { JsonLd } from '@/components/integrations/json-ld';
import { pageMetadata } from '@/lib/page-metadata';
import { headingTokensOf, releasesOf } from '@/lib/api-history/docs';
import { latestOf } from '@/lib/api-history/your-version';
import { docJsonLd } from '@/lib/structured-data';
// Rewritten by `npm run dev` when content/ changes, so Next re-renders this route (scripts/content-version.ts).
import { contentError } from '@/.cache/content-version';
import { Main } from '@/components/layout/main';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return listDocIds().map((id) => ({ slug: id === 'index' ? [] : id.split('/') }));
}

function docFor(slug: string[] | undefined) {
  return getDoc(slug?.length ? slug.join('/') : 'index') ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = docFor((await params).slug);
  return pageMetadata({ route: doc.route, title: doc.title, description: doc.description ?? siteConfig.tagline, type: 'article' });
}

export default async function DocPage({ params }: Props) {
  // What the build's content check refused, in `npm run dev` (the build itself stops on it).
  if (contentError) throw new Error(contentError);
  const doc = docFor((await params).slug);
  const html = await renderDocHtml(doc);
  const sidebar = getDocsSidebar();
  const { previous, next } = findNeighbours(sidebar, doc.id);
  const tocHeadings = doc.hideTableOfContents
    ? []
    : doc.headings.filter((h) => h.depth >= doc.tocMinHeadingLevel && h.depth <= doc.tocMaxHeadingLevel);
  const since = headingTokensOf(doc);

  return (
    <>
      <Main className="doc-column">
        <div className="doc-topline">
          <Breadcrumbs category={findCategory(sidebar, doc.id)?.label} title={doc.sidebarLabel ?? doc.title} />
          <YourVersionMenu latest={latestOf(releasesOf(loadDocs()))} />
        </div>
        <article className="doc-article">
          <h1><BreakableText text={doc.title} /></h1>
          <CopyPageButton markdownPath={`${doc.route}.md`} />
          <TableOfContents headings={tocHeadings} minDepth={doc.tocMinHeadingLevel} variant="mobile" since={since} />
          {/* Static HTML: React never hydrates the article (components/layout/content-enhancer.tsx adds its behaviour). */}
          <StaticArticle articleHtml={html} route={doc.route} />
          {doc.id === siteConfig.docs.upgradeGuide && <UpgradeGuide />}
        </article>
        <EditAndUpdated file={doc.file} lastUpdated={lastUpdated(doc.file)} />
        <JsonLd data={docJsonLd({ route: doc.route, title: doc.title, description: doc.description, dateModified: lastUpdated(doc.file), breadcrumb: doc.sidebarLabel })} />
        <Pagination previous={previous} next={next} />
      </Main>
      <div className="toc-column">
        <TableOfContents key={doc.id} headings={tocHeadings} minDepth={doc.tocMinHeadingLevel} variant="desktop" since={since} />
        <AdSlot />
      </div>
    </>
  );
}
