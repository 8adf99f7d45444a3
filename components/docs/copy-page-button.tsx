'use client';
import { useState } from 'react';
import { withBasePath } from '@/lib/site-config';

/** Copies the page's Markdown twin (published next to it as <route>.md) to the clipboard. */
export function CopyPageButton({ markdownPath }: { markdownPath: string }) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      const response = await fetch(withBasePath(markdownPath));
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus('Page copied as Markdown');
    } catch {
      setStatus('Could not copy the page');
    }
    setTimeout(() => setStatus(''), 3000);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: '-0.5rem 0 1rem' }}>
      <button type="button" className="copy-page-button" onClick={copy} aria-label="Copy page as Markdown"
        style={{ padding: '0.25rem 0.7rem', fontSize: '0.85rem', border: '1px solid var(--color-border)', borderRadius: 6, background: 'var(--color-bg)', color: 'var(--color-text)', cursor: 'pointer' }}>
        Copy page
      </button>
      <span role="status" aria-live="polite" style={{ fontSize: '0.85rem', color: 'var(--color-text-muted)' }}>{status}</span>
    </div>
  );
}
