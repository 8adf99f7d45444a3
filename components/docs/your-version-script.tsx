import { siteConfig } from '@/lib/site-config';
import { releasesOf } from '@/lib/api-history/docs';
import { loadDocs } from '@/lib/content';
import { RELEASES_GLOBAL, VERSION_PARAMS, YOUR_VERSION_EVENT, type CompactReleases } from '@/lib/api-history/your-version';

// Runs in <head>, before the body is parsed, so a page is marked for the reader's release at its
// first paint (no layout shift; issue 35). With "Latest" it does nothing to the page. For a chosen
// release it adds one <style>: rules that name the reader's releases in the .your-version spans (the
// "Not in v5.6.0" text is CSS content), and one rule that sets --newer on every element whose
// data-since (release tokens, lib/api-history/versions.ts) names a release newer than the reader's,
// and --gone where data-gone does; app/globals.css ("Your version") shows and hides from those.
// It is the only code that turns a choice into marks: it runs again on a change in this tab
// (YOUR_VERSION_EVENT) or another (storage). `?version=5.6.0` (with `&client=`, `&neu=`) stores a
// shared choice first. It must stay self-contained: it is inlined as source.
function yourVersion(key: string, encoded: string, changeEvent: string, releasesGlobal: string, params: typeof VERSION_PARAMS) {
  const [pairs, clients, clis] = encoded.split('|');
  const releases: CompactReleases = { framework: pairs.split(',').map((r) => r.split(' ') as [string, string, string]), client: clients.split(' '), cli: clis.split(' ') };
  (window as unknown as Record<string, unknown>)[releasesGlobal] = releases;
  const root = document.documentElement;
  const lists = { framework: releases.framework.map((r) => r[0]), client: releases.client, cli: releases.cli };
  const products = ['framework', 'client', 'cli'] as const;
  const newer = (a: string, b: string) => {
    const [x, y] = [a, b].map((v) => v.split('.').map(Number));
    return (x[0] - y[0] || x[1] - y[1] || x[2] - y[2]) > 0;
  };
  const query = new URLSearchParams(location.search);
  const asked = query.get(params.framework)?.replace(/^v/, '');
  if (asked) {
    const release = releases.framework.find((r) => r[0] === asked);
    const given = (name: string, paired: string) => query.get(name)?.replace(/^v/, '') || paired;
    try {
      if (asked === 'latest') localStorage.removeItem(key);
      else if (release) localStorage.setItem(key, JSON.stringify({ framework: asked, client: given(params.client, release[1]), cli: given(params.cli, release[2]) }));
    } catch { /* storage blocked */ }
  }
  // The upgrade guide was asked for another pair than the one its HTML holds: hide that one until
  // the page has computed the pair asked for (components/docs/upgrade-guide.tsx).
  if (query.has('from') || query.has('to')) root.setAttribute('data-upgrade-query', '');
  const apply = () => {
    let choice: Record<string, string> | null = null;
    try { choice = JSON.parse(localStorage.getItem(key) ?? 'null'); } catch { /* no choice */ }
    const valid = choice && products.every((p) => lists[p].includes(choice![p]));
    const tokens = valid ? products.flatMap((p, i) => lists[p].filter((v) => newer(v, choice![p])).map((v) => `${'fcn'[i]}${v}`)) : [];
    let style = document.getElementById('your-version-marks');
    if (!tokens.length) {
      root.removeAttribute('data-your-version');
      style?.remove();
      return;
    }
    const any = (attribute: string, only = tokens) => `:is(${only.map((t) => `[${attribute}~="${t}"]`).join()})`;
    style ??= document.head.appendChild(Object.assign(document.createElement('style'), { id: 'your-version-marks' }));
    // Only elements that carry tokens or name the reader's release match, so a change after the first
    // paint restyles those few (issue 33), not the page. --newer and --gone inherit: an item that is
    // not newer, inside one that is (a row of a newer command's table), starts from unset again.
    const name = (product: string, text: string) => `.your-version[data-product=${product}]::before{content:"${text}"}`;
    // Per product, for the "Not in" label: --newer-f (c, n) where the item's framework (client, neu)
    // release is newer than the reader's, --old-f (c) where it is not; the label names the first
    // product, in that order, that the reader lacks it for (app/globals.css), so neu needs no --old-n.
    const letters = ['f', 'c', 'n'].filter((letter) => tokens.some((t) => t[0] === letter));
    const perProduct = letters.map((letter) => `${any('data-since', tokens.filter((t) => t[0] === letter))}{--newer-${letter}: ${letter === 'n' ? '' : `;--old-${letter}:initial`}}`).join('');
    style.textContent = `[data-since],[data-gone]{--newer:initial;--gone:initial;--newer-f:initial;--newer-c:initial;--newer-n:initial;--old-f: ;--old-c: }${any('data-since')}{--newer: }${any('data-gone')}{--gone: }${perProduct}`
      + name('framework', `v${choice!.framework}`) + name('client', `client ${choice!.client}`) + name('cli', `neu v${choice!.cli}`);
    root.setAttribute('data-your-version', choice!.framework);
  };
  apply();
  addEventListener(changeEvent, apply);
  addEventListener('storage', (event) => { if (event.key === key || event.key === null) apply(); });
}

export function YourVersionScript() {
  const releases = releasesOf(loadDocs());
  if (!releases.framework.length) return null;
  // The releases as "6.9.0 6.9.0 11.7.2,6.8.0 ...|6.9.0 6.8.0 ...|11.7.2 ...": half the bytes of JSON, on every page.
  const encoded = [releases.framework.map((r) => r.join(' ')).join(','), releases.client.join(' '), releases.cli.join(' ')].join('|');
  const args = [siteConfig.docs.yourVersionStorageKey, encoded, YOUR_VERSION_EVENT, RELEASES_GLOBAL, VERSION_PARAMS].map((a) => JSON.stringify(a)).join(',');
  return <script dangerouslySetInnerHTML={{ __html: `(${yourVersion.toString()})(${args})` }} />;
}
