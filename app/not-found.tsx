import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { HtmlSuffixRedirect } from '@/components/layout/html-suffix-redirect';
import { Main } from '@/components/layout/main';

export const metadata: Metadata = { title: 'Page Not Found', description: 'The page you asked for does not exist.' };

export default function NotFound() {
  return (
    <Main className="container narrow not-found">
      <HtmlSuffixRedirect />
      <h1>Page Not Found</h1>
      <p>We could not find the page you were looking for. It may have moved when the documentation was reorganised.</p>
      <ul className="not-found-links">
        <li><SiteLink href="/">Go to the home page</SiteLink></li>
        <li><SiteLink href="/docs">Read the documentation</SiteLink></li>
      </ul>
    </Main>
  );
}
