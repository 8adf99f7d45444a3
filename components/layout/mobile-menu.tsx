'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';
import { NavLinks } from './nav-links';

const allLinks = [...siteConfig.navbar.left, ...siteConfig.navbar.right];

/**
 * The side menu used up to the mobile breakpoint: a modal panel that traps focus, closes on Esc,
 * on a backdrop click and on navigation, and gives focus back to the button that opened it.
 * On docs pages it opens on `docsSidebar`, the docs tree with the current page in view, and a
 * "Back to main menu" button leads to the site links (as Docusaurus does); elsewhere it shows those.
 */
export function MobileMenu({ docsSidebar }: { docsSidebar?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mainMenu, setMainMenu] = useState(false);
  const pathname = usePathname();
  const onDocs = docsSidebar !== undefined && pathname.startsWith(siteConfig.docs.route);
  const showDocs = onDocs && !mainMenu;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [openedAt, setOpenedAt] = useState(pathname);

  // Navigating closes the menu; adjusting state during render avoids a frame with the old page's menu.
  if (open && pathname !== openedAt) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current!;
    const button = buttonRef.current;
    // Without scrolling: the docs tree has scrolled the current page into view.
    panel.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'Tab') return;
      const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
      // The button is on the sticky bar, always in view: revealing it could only move the page.
      button?.focus({ preventScroll: true });
    };
  }, [open]);

  // "Back to main menu" is gone once pressed: focus moves on to the first site link.
  useEffect(() => {
    if (open && mainMenu) panelRef.current?.querySelector<HTMLElement>('nav a')?.focus();
  }, [open, mainMenu]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button menu-button"
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => { setOpenedAt(pathname); setMainMenu(false); setOpen(true); }}
      >
        <svg viewBox="0 0 30 30" width="24" height="24" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {open && (
        <div className="mobile-menu-root">
          <div className="mobile-menu-backdrop" data-testid="menu-backdrop" onClick={() => setOpen(false)} />
          <div ref={panelRef} id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu">
            <div className="mobile-menu-header">
              <span className="mobile-menu-title">{siteConfig.title}</span>
              <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={() => setOpen(false)}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
                </svg>
              </button>
            </div>
            <div className="mobile-menu-body">
              {showDocs ? (
                <>
                  <button type="button" className="mobile-menu-back" onClick={() => setMainMenu(true)}>
                    <span aria-hidden="true">←</span> Back to main menu
                  </button>
                  {docsSidebar}
                </>
              ) : (
                <nav aria-label="Site">
                  <NavLinks links={allLinks} allLinks={allLinks} className="mobile-menu-links" />
                </nav>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
