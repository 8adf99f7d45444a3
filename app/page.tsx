import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = { title: { absolute: `${siteConfig.title}: ${siteConfig.tagline}` } };

const features = [
  { title: 'Small by design', text: 'Apps use the web view the operating system already has, so a packaged app stays a few megabytes instead of bundling a whole browser.' },
  { title: 'One codebase, every desktop', text: 'Write the interface once with HTML, CSS and JavaScript and build it for Linux, Windows and macOS from the same project.' },
  { title: 'Native when you need it', text: 'A promise-based API reaches files, processes, windows, the clipboard and the tray; extensions add a backend in any language.' },
];

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero-title">{siteConfig.title}</h1>
          <p className="hero-tagline">{siteConfig.tagline}</p>
          <div className="hero-actions">
            <SiteLink className="button button-primary" href="/docs/getting-started/your-first-neutralinojs-app">Get started</SiteLink>
            <SiteLink className="button button-secondary" href="/docs/api/overview">API reference</SiteLink>
          </div>
        </div>
      </section>
      <section className="container features" aria-labelledby="features-heading">
        <h2 id="features-heading" className="visually-hidden">Why Neutralinojs</h2>
        <ul className="feature-grid">
          {features.map((f) => (
            <li key={f.title} className="feature">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
