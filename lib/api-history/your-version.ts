// "Your version" in the browser (issue 35): the releases a reader chose, stored as JSON
// ({ framework, client, cli }) under siteConfig.docs.yourVersionStorageKey. No choice is "Latest".
// The inline script (components/docs/your-version-script.tsx) turns a choice into the page's marks
// before the first paint, and again whenever the choice changes in this tab (YOUR_VERSION_EVENT)
// or another one (the storage event); the menu (components/docs/your-version-menu.tsx) writes it.
import { PRODUCTS, compareVersions, type Product } from './versions';
import type { Releases } from './releases';

export type YourVersion = Record<Product, string>;

/** The releases as the inline script gets them: framework releases newest first as [version, client, neu], and every choosable client and neu release. */
export type CompactReleases = { framework: [string, string, string][]; client: string[]; cli: string[] };

/** Dispatched on window after this tab changed the choice (a storage event reaches only the other tabs). */
export const YOUR_VERSION_EVENT = 'your-version-change';
/** Where the inline script leaves the releases for the menu, so the page carries them once. */
export const RELEASES_GLOBAL = '__docsReleases';
/** Query parameters that share a choice: ?version=5.6.0 (framework; the rest follow), &client=, &neu=. */
export const VERSION_PARAMS = { framework: 'version', client: 'client', cli: 'neu' } as const satisfies Record<Product, string>;

export function compactReleases(releases: Releases): CompactReleases {
  return {
    framework: releases.framework.map((r) => [r.version, r.client, r.cli]),
    client: releases.choosable.client,
    cli: releases.choosable.cli,
  };
}

/** The newest releases, which "Latest" stands for. */
export function latestOf(releases: CompactReleases): YourVersion {
  const [framework, client, cli] = releases.framework[0];
  return { framework, client, cli };
}

/** The framework release with the client library and neu that go with it. */
export function pairedWith(releases: CompactReleases, framework: string): YourVersion | undefined {
  const release = releases.framework.find(([version]) => version === framework);
  return release && { framework, client: release[1], cli: release[2] };
}

function isValidChoice(releases: CompactReleases, choice: unknown): choice is YourVersion {
  const c = choice as Partial<YourVersion> | null;
  return !!c && releases.framework.some(([version]) => version === c.framework) && releases.client.includes(c.client!) && releases.cli.includes(c.cli!);
}

function isLatest(releases: CompactReleases, choice: YourVersion): boolean {
  const latest = latestOf(releases);
  return PRODUCTS.every((p) => compareVersions(choice[p], latest[p]) >= 0);
}

export function readYourVersion(key: string, releases: CompactReleases): YourVersion | null {
  try {
    const choice: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isValidChoice(releases, choice) && !isLatest(releases, choice) ? choice : null;
  } catch {
    return null;
  }
}

/** Stores the choice ("Latest" removes it) and tells this tab's inline script to mark the page again. */
export function writeYourVersion(key: string, releases: CompactReleases, choice: YourVersion | null) {
  try {
    if (choice && !isLatest(releases, choice)) localStorage.setItem(key, JSON.stringify(choice));
    else localStorage.removeItem(key);
  } catch { /* storage blocked: there is nothing to keep the choice in */ }
  window.dispatchEvent(new Event(YOUR_VERSION_EVENT));
}
