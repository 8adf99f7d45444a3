'use client';
import { useEffect, useState } from 'react';
import type { Heading } from '@/lib/headings';
import { BreakableText } from './breakable-text';
import { NotInYourVersion } from './not-in-your-version';

/** Release tokens of the API items among the headings, by heading id ("Your version", issue 35). */
type Since = Record<string, string>;

/**
 * Where the reader's eyes are: a line a quarter of the way down the view below the navbar. A heading
 * that has reached it starts the section being read. On the page's last screen, where the last
 * headings can no longer scroll up to it, the line sweeps down to the bottom of the view as the page
 * nears its end, so each short closing section is marked in turn and the last one at the bottom.
 */
function readingLine(): number {
  const view = window.innerHeight;
  const top = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  const line = top + (view - top) / 4;
  const left = document.documentElement.scrollHeight - view - window.scrollY;
  const sweep = Math.min(1, Math.max(0, 1 - left / (view - line)));
  return line + (view - line) * sweep;
}

/** The heading of the section being read: the last one at or above the reading line. */
function useActiveHeading(idList: string): string | undefined {
  const [active, setActive] = useState<string | undefined>(idList.split(' ')[0]);
  useEffect(() => {
    const elements = idList.split(' ').map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    const update = () => {
      const line = readingLine();
      let current = elements[0]?.id;
      for (const el of elements) {
        if (el.getBoundingClientRect().top <= line + 1) current = el.id;
        else break;
      }
      setActive(current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [idList]);
  return active;
}

function TocList({ headings, active, minDepth, since }: { headings: Heading[]; active?: string; minDepth: number; since?: Since }) {
  return (
    <ul className="toc-list">
      {headings.map((h) => (
        <li key={h.id} className={`toc-item toc-depth-${h.depth - minDepth}`} data-since={since?.[h.id]}>
          <a href={`#${h.id}`} className={h.id === active ? 'toc-link toc-link-active' : 'toc-link'} aria-current={h.id === active ? 'location' : undefined}>
            <BreakableText text={h.text} />
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
  const active = useActiveHeading(headings.map((h) => h.id).join(' '));
  return (
    <nav className="toc-desktop" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} active={active} minDepth={minDepth} since={since} />
    </nav>
  );
}
