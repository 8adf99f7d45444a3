'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { SidebarCategory } from '@/lib/sidebar';
import { SiteLink } from '@/components/layout/site-link';

/** Scrolls the box the sidebar scrolls in (its column, or the phone menu) so the current page's link is in view. */
function revealCurrentPage(nav: HTMLElement) {
  const link = nav.querySelector('a[aria-current="page"]');
  let box = nav.parentElement;
  while (box && !/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (!link || !box) return;
  const linkBox = link.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  if (linkBox.top >= view.top && linkBox.bottom <= view.bottom) return; // in view, or not shown at all
  box.scrollTop += linkBox.top - view.top - (view.height - linkBox.height) / 2;
}

/**
 * The "docs" sidebar. Categories open and close on click and never close on their own; the
 * category of the current page opens when the reader arrives there. It lives in the docs layout,
 * which stays mounted across docs navigations, so open categories and scroll position persist.
 * When it appears (page load, or the phone menu opening) the current page is scrolled into view.
 */
export function DocsSidebar({ categories, idPrefix }: { categories: SidebarCategory[]; idPrefix: string }) {
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => revealCurrentPage(navRef.current!), []);
  const current = categories.find((c) => c.items.some((item) => item.route === pathname))?.label;
  const [open, setOpen] = useState<Set<string>>(() => new Set(current ? [current] : []));
  const [seen, setSeen] = useState(current);
  if (current && current !== seen) {
    setSeen(current);
    if (!open.has(current)) setOpen(new Set([...open, current]));
  }
  const toggle = (label: string) => {
    const next = new Set(open);
    if (next.has(label)) next.delete(label);
    else next.add(label);
    setOpen(next);
  };

  return (
    <nav ref={navRef} className="docs-sidebar" aria-label="Docs sidebar">
      <ul className="sidebar-categories">
        {categories.map((category, i) => {
          const isOpen = open.has(category.label);
          const listId = `${idPrefix}-sidebar-${i}`;
          return (
            <li key={category.label} className="sidebar-category">
              <button type="button" className="sidebar-category-button" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(category.label)}>
                {category.label}
                <svg className="sidebar-caret" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path fill="currentColor" d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
                </svg>
              </button>
              <ul id={listId} className="sidebar-items" hidden={!isOpen}>
                {category.items.map((item) => (
                  <li key={item.id}>
                    <SiteLink href={item.route} className="sidebar-link" aria-current={item.route === pathname ? 'page' : undefined}>
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
