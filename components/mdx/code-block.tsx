'use client';
import { useRef, useState, type ComponentProps } from 'react';

/** A highlighted <pre> from rehype-pretty-code with a copy button; highlighting itself happened at build time. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = preRef.current?.querySelector('code')?.innerText ?? preRef.current?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text.replace(/\n$/, ''));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch { /* clipboard denied: leave the button as it was */ }
  };
  return (
    <div className="code-block">
      <pre ref={preRef} {...props} />
      <button type="button" className="copy-button" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" aria-live="polite">{copied ? 'Copied to clipboard' : ''}</span>
    </div>
  );
}
