import { SiteLink } from '@/components/layout/site-link';
import { siteConfig } from '@/lib/site-config';
import type { SidebarLink } from '@/lib/sidebar';
import { BreakableText } from './breakable-text';

export function EditAndUpdated({ file, lastUpdated }: { file: string; lastUpdated?: string }) {
  return (
    <div className="doc-meta">
      <a href={`${siteConfig.docs.editUrlBase}${file}`} target="_blank" rel="noopener noreferrer" className="edit-link">
        Edit this page
      </a>
      {lastUpdated && (
        <span className="last-updated">
          Last updated on{' '}
          <time dateTime={lastUpdated}>
            {new Date(lastUpdated).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
          </time>
        </span>
      )}
    </div>
  );
}

export function Pagination({ previous, next }: { previous?: SidebarLink; next?: SidebarLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {previous ? (
        <SiteLink href={previous.route} className="pagination-link" rel="prev">
          <span className="pagination-label">Previous</span>
          <span className="pagination-title">« <BreakableText text={previous.label} /></span>
        </SiteLink>
      ) : <span />}
      {next && (
        <SiteLink href={next.route} className="pagination-link pagination-next" rel="next">
          <span className="pagination-label">Next</span>
          <span className="pagination-title"><BreakableText text={next.label} /> »</span>
        </SiteLink>
      )}
    </nav>
  );
}

export function Breadcrumbs({ category, title }: { category?: string; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li><SiteLink href={siteConfig.docs.route}>Docs</SiteLink></li>
        {category && <li>{category}</li>}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
