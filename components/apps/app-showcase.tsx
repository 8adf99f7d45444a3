import { slug } from 'github-slugger';
import { SiteLink } from '@/components/layout/site-link';
import { apps, type ShowcaseApp } from '@/content/apps';
import { siteConfig, withBasePath } from '@/lib/site-config';

/** Every tag used by some app, sorted, with the slug its static route uses. */
export function appTags(): { tag: string; slug: string }[] {
  const tags = [...new Set(apps.flatMap((a) => a.tags))].sort((a, b) => a.localeCompare(b));
  return tags.map((tag) => ({ tag, slug: slug(tag) }));
}

export const tagRoute = (tag: string) => `/apps/tags/${slug(tag)}`;

/** Where a reader proposes a new app: the data file, opened in GitHub's editor (which offers a fork). */
const addAppHref = `${siteConfig.docs.editUrlBase}content/apps.ts`;

/**
 * The tag filter is a list of links to one static page per tag (app/apps/tags/[tag]). A static
 * export cannot read `?tag=` at build time, and a `:target`-only filter would need every card
 * repeated per tag; real routes work without JavaScript, can be shared and bookmarked, and with
 * JavaScript they become client-side navigations, so one mechanism serves both cases.
 */
function TagFilter({ activeTag }: { activeTag?: string }) {
  return (
    <nav className="tag-filter" aria-label="Filter apps by tag">
      <ul>
        <li>
          <SiteLink href="/apps" className="tag-filter-link" aria-current={activeTag ? undefined : 'page'}>All apps</SiteLink>
        </li>
        {appTags().map(({ tag }) => (
          <li key={tag}>
            <SiteLink href={tagRoute(tag)} className="tag-filter-link" aria-current={tag === activeTag ? 'page' : undefined}>{tag}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AppCard({ app }: { app: ShowcaseApp }) {
  return (
    <li className="card app-card">
      {app.image && (
        // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimizer
        <img src={withBasePath(app.image.src)} width={app.image.width} height={app.image.height} alt={app.image.alt} loading="lazy" decoding="async" />
      )}
      <h2 className="card-title"><SiteLink href={app.link}>{app.name}</SiteLink></h2>
      <p>{app.description}</p>
      <ul className="tag-list" aria-label="Tags">
        {app.tags.map((tag) => <li key={tag}><span className="tag-badge">{tag}</span></li>)}
      </ul>
    </li>
  );
}

/** The whole /apps page body, optionally narrowed to one tag. */
export function AppShowcase({ activeTag }: { activeTag?: string }) {
  const shown = activeTag ? apps.filter((a) => a.tags.includes(activeTag)) : apps;
  return (
    <div className="container marketing-page">
      <h1>{activeTag ? `Apps tagged ${activeTag}` : 'Apps built with Neutralinojs'}</h1>
      <p className="marketing-lead">
        Desktop apps from the community, each built with Neutralinojs. Pick a tag to narrow the list, open an
        app&apos;s repository to read how it is made, or add your own.
      </p>
      <TagFilter activeTag={activeTag} />
      <p className="app-count" aria-live="polite">{shown.length === 1 ? '1 app' : `${shown.length} apps`}</p>
      <ul className="card-grid app-grid">
        {shown.map((app) => <AppCard key={app.name} app={app} />)}
      </ul>
      <section className="home-band add-app" aria-labelledby="add-app-heading">
        <h2 id="add-app-heading">Built something with Neutralinojs?</h2>
        <p>
          Add it to the showcase: append an entry with its name, a one-line description, tags and a link to{' '}
          <SiteLink href={addAppHref}>content/apps.ts in the website repository</SiteLink> and open a pull request.
        </p>
      </section>
    </div>
  );
}
