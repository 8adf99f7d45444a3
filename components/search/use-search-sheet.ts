'use client';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { startSearch } from '@/lib/search/client-index';

/**
 * Full-screen search on a phone (issue 36). Up to the mobile breakpoint the navbar has no room for a
 * field a query can be read in (it was 97 px wide, under a results panel that covered it), so it
 * shows a button instead that opens the search as a sheet over the page, as DocSearch does: the
 * field across the top, the results scrolling below it. The sheet is a modal dialog; closing it
 * (Escape, "Close") gives focus back to the button, and it closes when the window grows past the
 * breakpoint, where the field is back in the navbar.
 */
export function useSearchSheet(inputRef: RefObject<HTMLInputElement | null>) {
  const [sheet, setSheet] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  /** The page is narrow enough for the sheet: the navbar shows its button. */
  const narrow = useCallback(() => triggerRef.current?.offsetParent != null, []);
  const openSheet = useCallback(() => {
    returnFocus.current = false;
    startSearch();
    setSheet(true);
  }, []);
  /** Closes the sheet; `backToTrigger` when the reader dismissed it, rather than chose a result. */
  const closeSheet = useCallback((backToTrigger: boolean) => {
    returnFocus.current = backToTrigger;
    setSheet(false);
  }, []);

  useEffect(() => {
    if (!sheet) return;
    const trigger = triggerRef.current;
    inputRef.current?.focus();
    document.body.style.overflow = 'hidden';
    const onResize = () => { if (!narrow()) closeSheet(false); };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      document.body.style.overflow = '';
      if (returnFocus.current) trigger?.focus();
    };
  }, [sheet, inputRef, narrow, closeSheet]);

  return { sheet, triggerRef, narrow, openSheet, closeSheet };
}
