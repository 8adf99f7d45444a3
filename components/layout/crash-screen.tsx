'use client';
import { useEffect } from 'react';
import { errorMessageChain } from '@/lib/error-chain';
import { fullLoadOnceForChunkError, isChunkLoadError } from '@/lib/chunk-errors';

/** What a reader sees when a page throws while rendering (SPEC §8); used by error.tsx and global-error.tsx. */
export function CrashScreen({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) fullLoadOnceForChunkError();
    else console.info('Page crashed:', error);
  }, [error]);
  return (
    <div className="crash-screen">
      <h1>This page crashed.</h1>
      <button type="button" className="button button-primary" onClick={reset}>
        Try again
      </button>
      <ol className="crash-messages" aria-label="Error messages">
        {errorMessageChain(error).map((message, i) => (
          <li key={i}><code>{message}</code></li>
        ))}
      </ol>
    </div>
  );
}
