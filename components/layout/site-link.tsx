import type { ComponentProps } from 'react';
import { isExternalHref, withBasePath } from '@/lib/site-config';
import { canonicalHref } from '@/lib/routes';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * Every link on the site is a plain <a>: internal ones are turned into client-side navigations,
 * and prefetched on intent, by the one delegated handler in link-router.tsx, so a page with a
 * hundred links hydrates no link components. External links open in a new tab.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <ExternalIcon />
      </a>
    );
  }
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  return <a href={withBasePath(canonicalHref(href))} {...rest}>{children}</a>;
}

function ExternalIcon() {
  return (
    <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-label="(opens in a new tab)" role="img">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
