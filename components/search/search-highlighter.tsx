'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { siteConfig } from '@/lib/site-config';

const CONTENT_SELECTOR = '.markdown';

/**
 * On a docs page opened from search (?q=...), marks the query's words in the content once it has
 * rendered (waiting up to the configured time), and offers a control to clear them. The query is
 * in the URL, so the marks survive a reload and a shared link.
 */
export function SearchHighlighter() {
  const query = useSearchParams().get('q') ?? '';
  const pathname = usePathname();
  const router = useRouter();
  const [marked, setMarked] = useState(0);

  useEffect(() => {
    if (!query.trim()) return;
    let frame = 0;
    let cancelled = false;
    let marks: typeof import('@/lib/search/highlight-dom') | undefined;
    let root: Element | null = null;
    const deadline = performance.now() + siteConfig.search.highlightWaitMs;
    const tryMark = () => {
      root = document.querySelector(CONTENT_SELECTOR);
      if (root) {
        const content = root;
        // The marking rule needs lunr's stemmer: loaded here, so pages without ?q= never fetch it.
        void import('@/lib/search/highlight-dom').then((module) => {
          if (cancelled) return;
          marks = module;
          setMarked(module.markMatches(content, query));
          // The target section may have rendered after the browser tried to scroll to the hash.
          if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
        });
      } else if (performance.now() < deadline) frame = requestAnimationFrame(tryMark);
    };
    tryMark();
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      if (root && marks) marks.clearMarks(root);
      setMarked(0);
    };
  }, [query, pathname]);

  if (!query.trim() || marked === 0) return null;
  const clear = () => router.replace(`${pathname}${location.hash}`, { scroll: false });
  return (
    <div className="highlight-bar" role="status">
      <span>
        {marked} match{marked === 1 ? '' : 'es'} for “{query.slice(0, 60)}”
      </span>
      <button type="button" className="highlight-clear" onClick={clear}>
        Clear highlights
      </button>
    </div>
  );
}
