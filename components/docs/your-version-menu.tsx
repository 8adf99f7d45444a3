'use client';
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type KeyboardEvent } from 'react';
import { siteConfig, withBasePath } from '@/lib/site-config';
import { docIdToRoute } from '@/lib/routes';
import {
  RELEASES_GLOBAL, VERSION_PARAMS, YOUR_VERSION_EVENT, latestOf, pairedWith, readYourVersion, writeYourVersion,
  type CompactReleases, type YourVersion,
} from '@/lib/api-history/your-version';
import { PRODUCTS, type Product } from '@/lib/api-history/versions';

const { route, versionLabel, versionStorageKey, yourVersionStorageKey: key, upgradeGuide } = siteConfig.docs;
const releases = () => (window as unknown as Record<string, CompactReleases | undefined>)[RELEASES_GLOBAL];

function subscribe(notify: () => void) {
  addEventListener(YOUR_VERSION_EVENT, notify);
  addEventListener('storage', notify);
  return () => {
    removeEventListener(YOUR_VERSION_EVENT, notify);
    removeEventListener('storage', notify);
  };
}

/** The stored text, so the snapshot only changes when the choice does. */
function storedChoice(): string | null {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** A shared link (?version=) that this tab's choice has replaced would bring the old one back on reload. */
function dropVersionParams() {
  const url = new URL(location.href);
  if (!Object.values(VERSION_PARAMS).some((name) => url.searchParams.has(name))) return;
  Object.values(VERSION_PARAMS).forEach((name) => url.searchParams.delete(name));
  history.replaceState(history.state, '', url);
}

const LABELS: Record<Product, string> = { framework: 'Framework', client: 'Client library', cli: 'neu CLI' };

function ReleasePickers({ all }: { all: CompactReleases }) {
  useSyncExternalStore(subscribe, storedChoice, () => null);
  const choice = readYourVersion(key, all);
  const shown = choice ?? latestOf(all);
  const choose = (next: YourVersion | null) => {
    writeYourVersion(key, all, next);
    dropVersionParams();
  };
  const onChange = (product: Product) => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (product === 'framework') choose(value === 'latest' ? null : pairedWith(all, value)!);
    else choose({ ...shown, [product]: value });
  };
  const options: Record<Product, string[]> = { framework: all.framework.map(([v]) => v), client: all.client, cli: all.cli };
  const prefix: Record<Product, string> = { framework: 'v', client: '', cli: 'v' };
  return (
    <div className="version-pickers">
      {PRODUCTS.map((product) => (
        <label key={product}>
          {LABELS[product]}
          <select value={product === 'framework' && !choice ? 'latest' : shown[product]} onChange={onChange(product)}>
            {product === 'framework' && <option value="latest">Latest (v{options.framework[0]})</option>}
            {options[product].map((v) => <option key={v} value={v}>{prefix[product]}{v}</option>)}
          </select>
        </label>
      ))}
    </div>
  );
}

/**
 * The docs version ("Next", the only one: SPEC) and the reader's own releases, in one menu
 * (issue 35). The summary names the chosen framework release by CSS (the inline script's
 * rule for .your-version), so it is right at the first paint; the pickers render once the menu opens.
 */
export function YourVersionMenu({ latest }: { latest: YourVersion }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before the app started (a <details> works without it): no toggle event reached React.
  useEffect(() => setOpen(!!menu.current?.open), []);
  const all = open ? releases() : undefined;
  // Escape closes the open menu and leaves focus on its summary, as the search and the phone menu do.
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };
  const chooseDocsVersion = () => {
    try { localStorage.setItem(versionStorageKey, 'current'); } catch { /* storage blocked */ }
  };
  return (
    <details ref={menu} className="version-menu" onToggle={(event) => setOpen(event.currentTarget.open)} onKeyDown={closeOnEscape}>
      <summary>
        <span className="version-menu-next">Version: {versionLabel}</span>
        <span className="version-menu-yours">Your version: <span className="your-version" data-product="framework" /></span>
      </summary>
      <div className="version-panel">
        <p>
          Docs version: <a href={withBasePath(route)} onClick={chooseDocsVersion} aria-current="true">{versionLabel}</a>, the only one. It
          describes the newest releases: framework v{latest.framework}, client library {latest.client} and neu v{latest.cli}.
        </p>
        <p>Pick the releases your app uses, and every reference page marks what they do not have yet.</p>
        {all && <ReleasePickers all={all} />}
        <p>
          <a href={withBasePath(docIdToRoute(upgradeGuide))}>Upgrade guide</a>: everything that changes between two releases.
        </p>
      </div>
    </details>
  );
}
