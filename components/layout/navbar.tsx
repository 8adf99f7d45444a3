import { SiteLink } from '@/components/layout/site-link';
import type { ReactNode } from 'react';
import { siteConfig, withBasePath } from '@/lib/site-config';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const allLinks = [...siteConfig.navbar.left, ...siteConfig.navbar.right];

/** The top bar on every page; `search` is the search box slot, `docsSidebar` goes into the side menu. */
export function Navbar({ search, docsSidebar }: { search?: ReactNode; docsSidebar?: ReactNode }) {
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <MobileMenu docsSidebar={docsSidebar} />
        <SiteLink href="/" className="navbar-brand">
          {/* A 1 KB SVG: next/image adds nothing for it in a static export. Low priority: it is never
              the largest paint, and React's server renderer writes a preload for an image it renders
              unless the image is lazy or low priority, a request that would start before that paint. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={withBasePath('/logo.svg')} alt="" width="32" height="32" fetchPriority="low" />
          <span>{siteConfig.title}</span>
        </SiteLink>
        <NavLinks links={siteConfig.navbar.left} allLinks={allLinks} className="navbar-items navbar-left" />
        <div className="navbar-spacer" />
        <NavLinks links={siteConfig.navbar.right} allLinks={allLinks} className="navbar-items navbar-right" />
        {/* Search before the toggle: a slow connection can paint the navbar before its last element
            arrives, and an element appended at the end moves nothing that is already on screen. */}
        <div className="navbar-search">{search}</div>
        <ThemeToggle />
      </nav>
    </header>
  );
}
