import { SiteLink } from '@/components/layout/site-link';
import { siteConfig, videoChannelUrl } from '@/lib/site-config';

/** What Neutralinojs is, in a few paragraphs, followed by the "learn in five minutes" band. */
export function HomeIdea() {
  return (
    <>
      <section className="container home-section home-idea" aria-labelledby="idea-heading">
        <h2 id="idea-heading">One web codebase, every desktop</h2>
        <div className="home-idea-columns">
          <p>
            You write the interface once in JavaScript, HTML and CSS, and the same project runs as a
            native window on Linux, Windows and macOS. Without a change it can also open in the default
            web browser, run as a server with no window that others reach by URL (cloud mode), or open in
            a Chrome app window: see the{' '}
            <SiteLink href="/docs/configuration/modes">four modes</SiteLink>.
          </p>
          <p>
            Your app does not carry its own copy of Chromium or Node.js. Each platform already has a web
            engine, the system webview, and Neutralinojs draws your pages with it, so the binary you
            ship holds little more than your own files.
          </p>
          <p>
            Bring the frontend you already know, React, Vue, Svelte, Angular or no framework at all, as{' '}
            <SiteLink href="/docs/getting-started/using-frontend-libraries">using frontend libraries</SiteLink>{' '}
            shows. When JavaScript is not the right tool for a task, an extension runs a backend process in
            any language and talks to your frontend: read the{' '}
            <SiteLink href="/docs/how-to/extensions-overview">extensions overview</SiteLink>.
          </p>
        </div>
      </section>
      <section className="home-band" aria-labelledby="learn-heading">
        <div className="container home-band-inner">
          <div>
            <h2 id="learn-heading">Learn it in five minutes</h2>
            <p>Create a project, open a window and call the native API: the first tutorial takes less time than a coffee.</p>
          </div>
          <div className="hero-actions">
            <SiteLink className="button button-primary" href={siteConfig.docs.route}>Read the docs</SiteLink>
            <SiteLink className="button button-secondary" href={videoChannelUrl}>Watch the videos</SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
