'use client';
import { siteConfig } from '@/lib/site-config';

/**
 * The docs have one version. Choosing it from this menu records the choice the way versioned docs
 * do, so a later second version can send returning readers to the one they picked.
 */
export function VersionBadge() {
  const { versionLabel, versionStorageKey, route } = siteConfig.docs;
  const choose = () => {
    try { localStorage.setItem(versionStorageKey, 'current'); } catch { /* storage blocked */ }
  };
  return (
    <details className="version-menu">
      <summary aria-label={`Docs version: ${versionLabel}`}>Version: {versionLabel}</summary>
      <ul>
        <li><a href={route} onClick={choose} aria-current="true">{versionLabel}</a></li>
      </ul>
    </details>
  );
}
