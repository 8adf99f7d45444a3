'use client';
import { useRef, useState } from 'react';
import { withBasePath } from '@/lib/site-config';

/** How long the button shows the outcome before it reads "Copy page" again. */
const OUTCOME_MS = 2000;
const LABELS = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' } as const;
const ANNOUNCEMENTS = { idle: '', copied: 'Page copied as Markdown', failed: 'Could not copy the page' } as const;

/**
 * Copies the page's Markdown twin (published next to it as <route>.md) to the clipboard. The
 * button itself says what happened, where the reader is looking, and a live region tells screen
 * readers; both go back after a moment.
 */
export function CopyPageButton({ markdownPath }: { markdownPath: string }) {
  const [outcome, setOutcome] = useState<keyof typeof LABELS>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = async () => {
    let next: keyof typeof LABELS = 'copied';
    try {
      const response = await fetch(withBasePath(markdownPath));
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
    } catch {
      next = 'failed';
    }
    setOutcome(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome('idle'), OUTCOME_MS);
  };
  return (
    <div className="copy-page">
      <button type="button" className="copy-page-button" onClick={copy} aria-label={outcome === 'idle' ? 'Copy page as Markdown' : LABELS[outcome]} data-outcome={outcome}>
        {LABELS[outcome]}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">{ANNOUNCEMENTS[outcome]}</span>
    </div>
  );
}
