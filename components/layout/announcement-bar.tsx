'use client';
import { useState } from 'react';
import { announcementStorageKey, siteConfig } from '@/lib/site-config';
import { SiteLink } from './site-link';

/**
 * Shown until dismissed; the dismissal is remembered per announcement id. A dismissed bar is hidden
 * before first paint by the inline script in BootScript (html[data-announcement-dismissed]), so it
 * neither flashes nor shifts the layout; this component only handles the click.
 */
export function AnnouncementBar() {
  const { announcement } = siteConfig;
  const [closed, setClosed] = useState(false);
  if (!announcement.enabled || closed) return null;
  const dismiss = () => {
    try { localStorage.setItem(announcementStorageKey(announcement.id), 'true'); } catch { /* storage blocked: hide for this page only */ }
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    setClosed(true);
  };
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <p className="announcement-text">
        {announcement.text}{' '}
        <SiteLink href={announcement.link.href}>{announcement.link.label}</SiteLink>
      </p>
      <button type="button" className="icon-button announcement-close" aria-label="Dismiss announcement" onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
    </div>
  );
}
