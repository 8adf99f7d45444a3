import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { chunkReloadKey } from '@/lib/chunk-errors';
import { announcementStorageKey, siteConfig } from '@/lib/site-config';
import { tabChoiceKeyPrefix } from '@/lib/tab-choice';
import { pageMetadata } from '@/lib/page-metadata';
import { Main } from '@/components/layout/main';

export const metadata: Metadata = pageMetadata({
  route: '/privacy-policy',
  title: 'Privacy Policy',
  description: 'What the Neutralinojs framework, the neu CLI and this website record about you, and how to opt out.',
});

const LAST_UPDATED = '2026-11-26';
const websiteRepo = siteConfig.docs.editUrlBase.replace(/\/edit\/.*$/, '');

/**
 * Every key this site writes to or reads from browser storage. tests/e2e/marketing.spec.ts reads the
 * keys out of components/ and lib/ and fails when one is missing here, so add a row with a new key.
 */
const storageEntries: { key: string; storage: 'localStorage' | 'sessionStorage'; purpose: string }[] = [
  { key: siteConfig.theme.storageKey, storage: 'localStorage', purpose: 'Your light or dark theme choice, written when you press the theme switch and shared by open tabs.' },
  { key: siteConfig.docs.versionStorageKey, storage: 'localStorage', purpose: 'The documentation version you picked in the version menu (the value is "current"; there is one version today).' },
  { key: siteConfig.docs.yourVersionStorageKey, storage: 'localStorage', purpose: 'The framework, client library and neu CLI releases you picked as your version in the version menu, so reference pages mark what they lack; removed when you pick Latest.' },
  { key: announcementStorageKey('<id>'), storage: 'localStorage', purpose: `That you closed the announcement bar; <id> names the announcement (now ${siteConfig.announcement.id}), so a new one shows again.` },
  { key: `${tabChoiceKeyPrefix}<group>`, storage: 'localStorage', purpose: 'The tab you chose in a group of tabbed examples (for example your operating system), so every page opens on it.' },
  { key: chunkReloadKey, storage: 'sessionStorage', purpose: 'The time of the last automatic reload after a page’s code failed to load, so the page does not reload in a loop. Gone when you close the tab.' },
  { key: 'crash-test', storage: 'sessionStorage', purpose: 'Only read, never written by the site: the site’s own browser tests set it to check the crash screen.' },
];

export default function PrivacyPolicyPage() {
  return (
    <Main className="container narrow marketing-page privacy-page">
      <h1>Privacy Policy</h1>
      <p className="marketing-lead">
        This page says what the Neutralinojs framework, its neu command-line tool and this website record about you, where
        it goes, and how to turn it off. Last updated: <time dateTime={LAST_UPDATED}>{LAST_UPDATED}</time>.
      </p>

      <h2 id="the-framework-and-the-cli">The framework and the CLI</h2>
      <p>
        Neither the framework nor the neu CLI collects usage data. We checked the source of framework v6.9.0 and CLI
        v11.7.2: neither contains analytics or telemetry code, and neither reports anything about you or your apps to the
        project.
      </p>
      <ul>
        <li>
          The framework only makes the network requests your app asks for, such as calls to the{' '}
          <SiteLink href="/docs/api/updater">updater</SiteLink> with your own manifest URL. One default to know: a
          configuration that sets no <code>url</code> opens <code>{siteConfig.url}</code> in the window.
        </li>
        <li>
          The CLI talks to GitHub alone: it downloads the framework binaries and the client library from their GitHub
          releases, asks the GitHub API for the latest release versions, and downloads the template you name when you run{' '}
          <code>neu create</code>. Those requests fall under GitHub&apos;s own privacy statement.
        </li>
      </ul>

      <h2 id="this-website">This website</h2>
      <p>
        The site is a set of static files: there are no accounts, no forms and no server of ours that stores what you do.
        The host that serves the files may keep ordinary request logs under its own policy. Two third-party scripts can be
        switched on when the site is built; a build without their settings, including every local and test build, loads
        neither and sends nothing to either service.
      </p>
      <h3 id="analytics">Analytics</h3>
      <p>
        When the site is built with <code>NEXT_PUBLIC_GA_ID</code> set, it loads Google Analytics after the page has
        become interactive and records one page view per page you open, including pages reached by in-site navigation.
        IP anonymisation is switched on. We use the counts to learn which pages readers need most. Google Analytics sets
        the first-party cookies <code>_ga</code> and <code>_ga_&lt;container-id&gt;</code>, which by default last two
        years (<SiteLink href="https://support.google.com/analytics/answer/11397207">Google&apos;s cookie list for Analytics</SiteLink>).
      </p>
      <h3 id="advertising">Advertising</h3>
      <p>
        When the site is built with <code>NEXT_PUBLIC_ADS_CLIENT</code> set, it loads Google&apos;s ad script
        asynchronously into a slot of fixed size. Google may set advertising cookies, such as <code>__gads</code> on this
        domain and others on its own domains, to choose ads and count views and clicks (
        <SiteLink href="https://support.google.com/adsense/answer/7549925">how AdSense uses cookies</SiteLink>).
      </p>
      <h3 id="cookies">Cookies</h3>
      <p>The site itself sets no cookies. The only cookies come from the two scripts above, and only when they are configured.</p>

      <h3 id="browser-storage">Browser storage</h3>
      <p>
        A few settings are kept in your browser so the site remembers them. They never leave your device, and the site
        works without them.
      </p>
      <div className="table-scroll" role="region" aria-labelledby="browser-storage" tabIndex={0}>
        <table className="privacy-storage">
          <thead>
            <tr><th scope="col">Key</th><th scope="col">Where</th><th scope="col">What it holds</th></tr>
          </thead>
          <tbody>
            {storageEntries.map((e) => (
              <tr key={e.key}>
                <td><code className="storage-key">{e.key}</code></td>
                <td>{e.storage}</td>
                <td>{e.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="how-to-opt-out">How to opt out</h2>
      <ul>
        <li>Block cookies and site data for this site in your browser settings, or clear them at any time: the pages work the same.</li>
        <li>A content blocker that stops Google Analytics and ad scripts keeps both from loading.</li>
        <li>
          With JavaScript turned off, every page still reads in full; nothing is stored and neither script loads (you lose
          the search box and the theme switch).
        </li>
        <li>Google&apos;s own ad settings, in your Google account, turn off personalised ads from Google on every site.</li>
      </ul>

      <h2 id="scope-and-contact">Scope and contact</h2>
      <p>
        This policy covers the official site at <SiteLink href={siteConfig.url}>{siteConfig.url.replace(/^https:\/\//, '')}</SiteLink>.
        A copy hosted elsewhere may be built with different settings. Questions and corrections are welcome as an issue
        in the <SiteLink href={websiteRepo}>website repository</SiteLink>.
      </p>
    </Main>
  );
}
