// Version arithmetic shared by the build and the browser (no Node imports): the order of releases,
// and the "release tokens" that say on which of the reader's releases an item is missing.
//
// A token names a release the reader can choose: "f6.9.0" (framework v6.9.0), "c5.1.1" (client
// 5.1.1), "n11.7.2" (neu v11.7.2). The build gives each item the tokens of the releases that
// brought it (data-since) or removed it (data-gone); a reader on release R lacks the item exactly
// when one of its tokens is newer than R. So the browser compares the reader's choice with
// tokens and never needs the API data itself.

export type Product = 'framework' | 'client' | 'cli';
export type Versions = Partial<Record<Product, string>>;
export const PRODUCTS: Product[] = ['framework', 'client', 'cli'];

const TOKEN_LETTER: Record<Product, string> = { framework: 'f', client: 'c', cli: 'n' };
const TOKEN_PRODUCT: Record<string, Product> = { f: 'framework', c: 'client', n: 'cli' };

/** Orders "4.9.0" before "4.10.0"; a tag's leading "v" is ignored. */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** The releases a reader can choose, newest first, per product (lib/api-history/releases.ts reads them from the release notes). */
export type ChoosableReleases = Record<Product, string[]>;

/**
 * Below this version of a product nothing is ever marked: the oldest release a reader can choose,
 * or the first release the data was derived from when that is later (neu: the data starts at the
 * v8.0.1 tag, v8.0.0 has none, so an item "added in 8.0.1" was there from the start as far as
 * anyone can tell, and is not marked missing for a reader on v8.0.0).
 */
export type Floors = Record<Product, string>;

/**
 * The token of `version` for a reader who chooses among `releases`: the oldest choosable release at
 * or after it (an item of neu v8.1.0 is missing on v8.0.0 and present on v9.0.0, the next release
 * a reader can pick), or undefined at or below the floor. Newer than every release: the newest.
 */
export function releaseToken(product: Product, version: string, releases: ChoosableReleases, floors: Floors): string | undefined {
  if (compareVersions(version, floors[product]) <= 0) return undefined;
  const list = releases[product];
  const release = [...list].reverse().find((r) => compareVersions(r, version) >= 0) ?? list[0];
  return `${TOKEN_LETTER[product]}${release}`;
}

/** Tokens of a set of versions (an item's `added`, a change's `in`), `first` product's first, space-separated; '' when none. */
export function tokensOf(versions: Versions, releases: ChoosableReleases, floors: Floors, first?: Product): string {
  const order = first ? [first, ...PRODUCTS.filter((p) => p !== first)] : PRODUCTS;
  return order.flatMap((p) => (versions[p] ? [releaseToken(p, versions[p]!, releases, floors)] : [])).filter(Boolean).join(' ');
}

export function tokenProduct(token: string): Product {
  return TOKEN_PRODUCT[token[0]];
}

/** The products of an item's tokens, in the order the tokens name them ("f4.1.0 c3.1.0" -> framework, client). */
export function tokenProducts(tokens: string): Product[] {
  return tokens.split(' ').filter(Boolean).map(tokenProduct);
}

/** True when one of `tokens` is a release newer than the reader's release of its product. */
export function hasNewerToken(tokens: string, yours: Record<Product, string>): boolean {
  return tokens.split(' ').some((token) => token && compareVersions(token.slice(1), yours[tokenProduct(token)]) > 0);
}
