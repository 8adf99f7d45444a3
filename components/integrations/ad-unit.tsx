'use client';
import { useEffect, useRef } from 'react';

declare global {
  interface Window { adsbygoogle?: unknown[] }
}

type Props = { client: string; slot: string; scriptUrl: string; width: number; height: number };

/**
 * A fixed-size AdSense unit. The box has its final size in the server HTML, so the ad filling it
 * later moves nothing; the script is added after hydration with `async`, so it never blocks a paint.
 */
export function AdUnit({ client, slot, scriptUrl, width, height }: Props) {
  const ref = useRef<HTMLModElement>(null);
  const requested = useRef(false);
  useEffect(() => {
    const unit = ref.current;
    // A hidden column (narrow screens) has no room for an ad; AdSense would report an error.
    if (!unit || requested.current || unit.offsetParent === null) return;
    requested.current = true;
    if (!document.querySelector(`script[src^="${scriptUrl}"]`)) {
      const script = document.createElement('script');
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.src = `${scriptUrl}?client=${encodeURIComponent(client)}`;
      document.head.appendChild(script);
    }
    (window.adsbygoogle = window.adsbygoogle || []).push({});
  }, [client, scriptUrl]);
  return (
    <aside aria-label="Advertisement" style={{ width, height, marginTop: '1.5rem', overflow: 'hidden' }}>
      <ins ref={ref} className="adsbygoogle" style={{ display: 'inline-block', width, height }} data-ad-client={client} data-ad-slot={slot} />
    </aside>
  );
}
