import type { ReactNode } from 'react';
import { SiteLink } from '@/components/layout/site-link';
import { comparisonSources } from '@/content/comparison';
import { AnyStackIcon, CrossPlatformIcon, FlexibleIcon, LightweightIcon, NativeApiIcon, PortableIcon } from './feature-icons';

const benchmark = comparisonSources.find((s) => s.id === 'benchmark')!;

const features: { title: string; icon: ReactNode; body: ReactNode }[] = [
  {
    title: 'A native API',
    icon: <NativeApiIcon />,
    body: (
      <>Promise-based calls reach the file system, processes, windows, the clipboard, the tray and more. Start with the{' '}
        <SiteLink href="/docs/api/overview">API overview</SiteLink>.</>
    ),
  },
  {
    title: 'Portable, with zero dependencies',
    icon: <PortableIcon />,
    body: (
      <>A build is one executable per platform plus a resources file, or a single file with{' '}
        <code>--embed-resources</code>. Users install no runtime; the app relies on the web engine the system provides.</>
    ),
  },
  {
    title: 'Cross-platform',
    icon: <CrossPlatformIcon />,
    body: <>One project builds for Linux, Windows and macOS, and also runs in a browser, as a cloud server or in Chrome.</>,
  },
  {
    title: 'Lightweight',
    icon: <LightweightIcon />,
    body: (
      <>An empty app builds to about 1 MB on Linux, Windows and macOS, against hundreds of megabytes for frameworks that
        bundle a browser (<SiteLink href={benchmark.href}>independent benchmark</SiteLink>).</>
    ),
  },
  {
    title: 'Simple and flexible',
    icon: <FlexibleIcon />,
    body: (
      <>One JSON file configures the app, the <SiteLink href="/docs/cli/neu-cli">neu CLI</SiteLink> creates, runs and
        builds it, and the frontend build tool you already use fits in front of it.</>
    ),
  },
  {
    title: 'Any backend, any frontend',
    icon: <AnyStackIcon />,
    body: (
      <>Use any web framework for the interface and add a backend in the language you prefer through{' '}
        <SiteLink href="/docs/how-to/extensions-overview">extensions</SiteLink>.</>
    ),
  },
];

export function HomeFeatures() {
  return (
    <section className="container home-section" aria-labelledby="features-heading">
      <h2 id="features-heading">Why Neutralinojs</h2>
      <ul className="feature-cards">
        {features.map((f) => (
          <li key={f.title} className="feature-card">
            {f.icon}
            <h3>{f.title}</h3>
            <p>{f.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
