'use client';

/**
 * Lets the browser tests prove the crash screen works on a real page: it throws while rendering
 * as long as sessionStorage holds "crash-test", so a test can crash a page, clear the key and
 * check that "Try again" recovers. Readers never set that key, so for them this renders nothing.
 */
export function CrashTest() {
  if (typeof window !== 'undefined' && sessionStorage.getItem('crash-test')) {
    throw new Error('Rendering the test page failed', { cause: new Error('The component could not read its data') });
  }
  return null;
}
