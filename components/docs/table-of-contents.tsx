'use client';
import { useEffect, useState } from 'react';
import type { Heading } from '@/lib/headings';
import { NotInYourVersion } from './not-in-your-version';

/** Release tokens of the API items among the headings, by heading id ("Your version", issue 35). */
type Since = Record<string, string>;

/** The heading the reader is in: the last one whose top has scrolled above a line near the top of the viewport. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    const update = () => {
      const line = 120;
      let current = elements[0]?.id;
      for (const el of elements) {
        if (el.getBoundingClientRect().top <= line) current = el.id;
        else break;
      }
      // At the very bottom, the last sections can never reach the line; mark the last one.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = elements.at(-1)?.id ?? current;
      setActive(current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}

function TocList({ headings, active, minDepth, since }: { headings: Heading[]; active?: string; minDepth: number; since?: Since }) {
  return (
    <ul className="toc-list">
      {headings.map((h) => (
        <li key={h.id} className={`toc-item toc-depth-${h.depth - minDepth}`} data-since={since?.[h.id]}>
          <a href={`#${h.id}`} className={h.id === active ? 'toc-link toc-link-active' : 'toc-link'} aria-current={h.id === active ? 'location' : undefined}>
            {h.text}
          </a>
          {since?.[h.id] && <NotInYourVersion since={since[h.id]} />}
        </li>
      ))}
    </ul>
  );
}

/** "desktop": the right column with scroll-spy; "mobile": a collapsible "On this page" above the content. CSS shows one. */
export function TableOfContents({ headings, minDepth, variant, since }: { headings: Heading[]; minDepth: number; variant: 'desktop' | 'mobile'; since?: Since }) {
  if (headings.length === 0) return null;
  if (variant === 'mobile') {
    return (
      <details className="toc-mobile">
        <summary>On this page</summary>
        <TocList headings={headings} minDepth={minDepth} since={since} />
      </details>
    );
  }
  return <DesktopToc headings={headings} minDepth={minDepth} since={since} />;
}

function DesktopToc({ headings, minDepth, since }: { headings: Heading[]; minDepth: number; since?: Since }) {
  const [ids] = useState(() => headings.map((h) => h.id));
  const active = useActiveHeading(ids);
  return (
    <nav className="toc-desktop" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} active={active} minDepth={minDepth} since={since} />
    </nav>
  );
}
