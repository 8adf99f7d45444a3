import type { ReactNode } from 'react';

/**
 * The page's main landmark and the skip link's target (SkipLink). Each page renders its own, so on a
 * docs page it holds the article alone and the sidebar stays outside it: the skip link then skips
 * the sidebar as well as the navbar. tabIndex -1 lets the link move focus, not only the scroll position.
 */
export function Main({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
