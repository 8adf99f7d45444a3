import { SiteLink } from '@/components/layout/site-link';
import { discordUrl, siteConfig, withBasePath } from '@/lib/site-config';

/**
 * The first screen: plain server-rendered HTML with sizes fixed in CSS, so it paints before any
 * script runs and nothing in it moves when the rest of the page arrives.
 */
export function HomeHero() {
  return (
    <section className="hero home-hero" aria-labelledby="home-title">
      <div className="container">
        {/* Decorative: the h1 next to it names the project. Explicit size, eager, no layout shift. Low
            priority: the largest paint is text at every width (the tagline, or a paragraph further down on
            phones), and a preloaded logo would only be one more request ahead of that paint. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimizer; the SVG needs none */}
        <img className="home-hero-logo" src={withBasePath('/logo.svg')} width={96} height={96} alt="" fetchPriority="low" />
        <h1 id="home-title" className="hero-title">{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <div className="hero-actions">
          <SiteLink className="button button-primary" href={siteConfig.docs.route}>Get Started</SiteLink>
          <SiteLink className="button button-secondary" href={discordUrl}>Join Discord</SiteLink>
        </div>
      </div>
    </section>
  );
}
