'use client';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/lib/site-config';
import { activeHref } from '@/lib/navigation';
import { SiteLink } from './site-link';

export function NavLinks({ links, allLinks, className }: { links: readonly NavLink[]; allLinks: readonly NavLink[]; className?: string }) {
  const pathname = usePathname();
  const active = activeHref(allLinks, pathname);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            href={link.href}
            className={`nav-link${link.href === active ? ' nav-link-active' : ''}`}
            aria-current={link.href === active ? 'page' : undefined}
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
