import type { ReactNode } from 'react';

/**
 * A code block with a copy button, for pages written in TSX; doc articles get the same markup from
 * lib/mdx/rehype-site-elements.ts. The button works through components/layout/content-enhancer.tsx.
 */
export function CodeBlock({ children }: { children: ReactNode }) {
  return (
    <div className="code-block">
      <pre tabIndex={0}>{children}</pre>
      <button type="button" className="copy-button" aria-label="Copy code to clipboard">Copy</button>
      <span className="visually-hidden" aria-live="polite" />
    </div>
  );
}
