import { tokenProducts } from '@/lib/api-history/versions';

/**
 * "Not in v5.6.0" beside an item the reader's release lacks, in the TOC and the search results. The
 * element that holds it carries the item's release tokens (data-since); CSS shows it only when
 * one of them is newer than the reader's release (components/docs/your-version-script.tsx).
 */
export function NotInYourVersion({ since }: { since: string }) {
  return (
    <span className="version-missing version-tag">
      Not in {tokenProducts(since).map((product) => <span key={product} className="your-version" data-product={product} />)}
    </span>
  );
}
