import { Suspense, type ReactNode } from 'react';
import { getDocsSidebar } from '@/lib/docs-sidebar';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { CrashTest } from '@/components/layout/crash-test';
import { SearchHighlighter } from '@/components/search/search-highlighter';

// Kept mounted across docs navigations, so the sidebar's open categories and scroll survive.
export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="docs-layout">
      <aside className="docs-sidebar-column">
        <DocsSidebar categories={getDocsSidebar()} idPrefix="desktop" />
      </aside>
      <CrashTest />
      <Suspense>
        <SearchHighlighter />
      </Suspense>
      {children}
    </div>
  );
}
