'use client';
import { useEffect } from 'react';
import { isChunkLoadError, fullLoadOnceForChunkError } from '@/lib/chunk-errors';

/** Page code that fails to load (a deploy replaced the chunks, a flaky network) gets one full page load. */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : event.error;
      if (isChunkLoadError(error)) fullLoadOnceForChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
  return null;
}
