import type { Metadata } from 'next';
import GithubSlugger from 'github-slugger';
import { SiteLink } from '@/components/layout/site-link';
import { resourceGroups } from '@/content/resources';
import { pageMetadata } from '@/lib/page-metadata';
import { Main } from '@/components/layout/main';

export const metadata: Metadata = pageMetadata({
  route: '/resources',
  title: 'Resources',
  description: 'Templates, extensions, libraries, build tools, tutorials and community lists for Neutralinojs developers.',
});

/** Inline `code` in a group intro, without running Markdown for one sentence. */
function Intro({ text }: { text: string }) {
  return <p>{text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</p>;
}

export default function ResourcesPage() {
  // Same slugger as every heading on the site, so ids match what the TOC and search produce.
  const slugger = new GithubSlugger();
  const groups = resourceGroups.map((g) => ({ ...g, id: slugger.slug(g.title) }));
  return (
    <Main className="container marketing-page resources-page">
      <h1>Resources</h1>
      <p className="marketing-lead">
        Projects from the community that save you work: starters for popular frontends, backends in other languages,
        helper libraries, packaging tools and places to learn. Each entry links to its source.
      </p>
      <nav className="resources-toc" aria-label="Resource groups">
        <ul>
          {groups.map((g) => <li key={g.id}><a href={`#${g.id}`}>{g.title}</a></li>)}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <Intro text={group.intro} />
          <ul className="card-grid">
            {group.items.map((item) => (
              <li key={item.name} className="card resource-card">
                <h3 className="card-title"><SiteLink href={item.link}>{item.name}</SiteLink></h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Missing something? Add it to <code>content/resources.ts</code> in the website repository, or to the community&apos;s
        awesome-neutralino list above.
      </p>
    </Main>
  );
}
