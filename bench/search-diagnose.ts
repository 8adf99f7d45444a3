// `npm run bench:search -- --diagnose`: why the first result is not the wanted one, counted per set,
// held-out sets included: counts say where the ranking loses (a paste's length, a section lunr
// never offered, a tier that outranks it, a score) without showing a query, so the held-out sets
// stay usable for the work the counts point to.
import type { SearchDocument } from '../lib/search/documents';
import { TIER, type RankedHit } from '../lib/search/rank';

const TIER_NAMES = Object.fromEntries(Object.entries(TIER).map(([name, tier]) => [tier, name]));

/** The length band of the part of a query the search reads (lib/search/paste.ts). */
export function lengthBand(read: string): string {
  const words = read.split(/\s+/).filter(Boolean).length;
  return words <= 5 ? '1-5 words' : words <= 12 ? '6-12 words' : words <= 25 ? '13-25 words' : 'over 25 words';
}

/**
 * Why a query missed: lunr never offered the wanted section as a candidate; a hit of a higher tier
 * (rank.ts TIER) came first; or the top hit shares its tier and scored higher. Each with whether
 * the top hit is on the wanted page (then only the section is wrong) or on another page.
 */
export function missCause(ordered: RankedHit[], wanted: (doc: SearchDocument) => boolean, wantedRoute: string): string {
  const target = ordered.find((r) => wanted(r.hit.document));
  if (!target) return 'not among the candidates';
  const top = ordered[0];
  const where = top.hit.document.route === wantedRoute ? 'the wanted page' : 'another page';
  if (top.tier < target.tier) return `${where}, tier ${TIER_NAMES[top.tier]} above ${TIER_NAMES[target.tier]}`;
  return `${where}, same tier, higher score`;
}

/** A page's last path segment ("error-codes", "troubleshooting"; "/" for the home page). */
const pageName = (route: string) => route.split('/').filter(Boolean).pop() ?? '/';

/** Which page a miss wanted and which page came first instead: "troubleshooting <- error-codes" (the same page when only the section is wrong). */
export function missPages(wantedRoute: string, topRoute: string | undefined): string {
  return `${pageName(wantedRoute)} <- ${topRoute === undefined ? 'nothing' : pageName(topRoute)}`;
}
