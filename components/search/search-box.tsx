'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ClipboardEvent } from 'react';
import { siteConfig } from '@/lib/site-config';
import type { ResultHit } from '@/lib/search/protocol';
import { groupByPage } from '@/lib/search/query';
import { querySearch, refreshSearchFiles, searchStatus, startSearch, subscribeSearchStatus, type SearchAnswer } from '@/lib/search/client-index';
import { navigationStarted } from '@/components/layout/progress-bar';
import { SearchResults, resultHref } from './search-results';
import { useSearchSheet } from './use-search-sheet';
// Rewritten by `npm run dev` once new search files are written (scripts/content-version.ts).
import { searchVersion } from '@/.cache/search-version';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const noSubscribe = () => () => {};

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
    </svg>
  );
}

/**
 * Starts the search worker once the page has loaded and the browser is idle (or, on a page that is
 * never idle, a few seconds later: a browser may otherwise hold idle callbacks back indefinitely).
 * Not under `npm run dev`, where search waits for the writer's intent: there the first start has
 * Next compile the worker and the tab parse the index, and a save in those seconds showed in the
 * open tab 2-3.8 s later instead of 1.4-1.6 s (issue 17).
 */
function useStartWhenIdle() {
  useEffect(() => {
    if (process.env.NODE_ENV === 'development') return;
    let handle: number | undefined;
    const options = { timeout: siteConfig.search.idleStartTimeoutMs };
    const idle = () => { handle = (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1)))(startSearch, options) as number; };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      if (handle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(handle);
    };
  }, []);
}

/**
 * Navbar search: a combobox over the prebuilt lunr index. The index lives in a Web Worker that
 * starts on the first sign of intent (hover, focus, Ctrl+K) or when the page is idle.
 */
export function SearchBox() {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { sheet, triggerRef, narrow, openSheet, closeSheet } = useSearchSheet(inputRef);
  const listId = useId();
  const status = useSyncExternalStore(subscribeSearchStatus, searchStatus, () => 'idle' as const);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string } & SearchAnswer>({ query: '', read: '', hits: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shortcut = useSyncExternalStore(noSubscribe, () => (isMac() ? '⌘+K' : 'Ctrl+K'), () => 'Ctrl+K');
  const ready = status === 'ready';
  useStartWhenIdle();
  const edit = (next: string) => {
    setQuery(next);
    setActive(0);
    setOpen(true);
  };
  // The box is one line: the browser would join a pasted log's lines with spaces and cut it at
  // maxLength, so the line that names the error, often the last, never reached the search. The
  // query keeps the paste as it was, up to what the search reads (lib/search/paste.ts picks its part).
  const keepPastedLines = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    const input = e.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    if (!pasted.includes('\n') && input.value.length - (end - start) + pasted.length <= input.maxLength) return;
    e.preventDefault();
    edit((query.slice(0, start) + pasted + query.slice(end)).slice(0, siteConfig.search.maxPasteChars));
  };
  // A new search version reaches the open tab as a Fast Refresh of this module, which renders the
  // box again with it (a dependency in render scope: the refresh does not re-run effects by itself).
  const filesVersion = searchVersion;
  useEffect(() => refreshSearchFiles(filesVersion), [filesVersion]);

  // The page's JavaScript starts after its first paint (lib/deferred-scripts.ts): keep what the
  // reader focused and typed before that instead of dropping it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setQuery(input.value);
    if (document.activeElement === input) {
      startSearch();
      setOpen(true);
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
      if (((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        if (narrow()) openSheet();
        else inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [narrow, openSheet]);

  // Ask the worker for every change of the query, once more when it becomes ready, and under
  // `npm run dev` once more when new search files came (the load message refreshSearchFiles posted
  // above reaches the worker first, so this query waits for them); a late answer to an older query
  // is dropped.
  useEffect(() => {
    if (!ready || !query.trim()) return;
    let current = true;
    querySearch(query).then((answer) => { if (current) setResults({ query, ...answer }); });
    return () => { current = false; };
  }, [query, ready, filesVersion]);

  const hits = query.trim() && results.query === query ? results.hits : [];
  const ordered = groupByPage(hits).flatMap((g) => g.hits);
  const answered = results.query === query;
  // The sheet keeps its results while the reader scrolls or taps beside them.
  const showPanel = (open || sheet) && ready && query.trim() !== '' && answered;

  const choose = (hit: ResultHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    closeSheet(false);
    inputRef.current?.blur();
    const href = resultHref(hit, results.read);
    navigationStarted(new URL(href, location.href));
    router.push(href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (ordered.length) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : ordered.length - 1)) % ordered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(ordered[active]);
    } else if (event.key === 'Escape' && showPanel && !sheet) {
      event.preventDefault(); // first Esc closes the results; a second one clears the box natively
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const placeholder = ready ? 'Search' : status === 'failed' ? 'Search unavailable' : 'Loading...';

  // In the sheet, Escape closes it, and Tab and Shift+Tab stay inside: on its field and its Close
  // button (the results are reached with the arrow keys).
  const onSheetKeyDown = (event: React.KeyboardEvent) => {
    if (!sheet) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeSheet(true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === inputRef.current ? closeRef.current : inputRef.current)?.focus();
    }
  };

  return (
    <div className="search" data-sheet={sheet || undefined} onPointerEnter={startSearch} onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false); }}>
      <button ref={triggerRef} type="button" className="icon-button search-trigger" aria-label="Open search" aria-haspopup="dialog" aria-expanded={sheet} onClick={openSheet}>
        <SearchIcon />
      </button>
      {/* On a wide screen the two wrappers are display: contents, and the field sits in the navbar. */}
      <div className="search-sheet" role={sheet ? 'dialog' : undefined} aria-modal={sheet || undefined} aria-label={sheet ? 'Search' : undefined} onKeyDown={onSheetKeyDown}>
        <div className="search-bar">
          <SearchIcon className="search-icon" />
          <input
            ref={inputRef}
            className="search-input"
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded={showPanel}
            aria-controls={listId}
            aria-activedescendant={showPanel && ordered.length ? optionId(active) : undefined}
            placeholder={placeholder}
            value={query.replace(/\r?\n/g, ' ')} // as the browser shows a paste in one line
            maxLength={500}
            onChange={(e) => edit(e.target.value)}
            onPaste={keepPastedLines}
            onFocus={() => { startSearch(); setOpen(true); }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          {ready && !query && <kbd className="search-hint" aria-hidden="true">{shortcut}</kbd>}
          <button ref={closeRef} type="button" className="search-close" onClick={() => closeSheet(true)}>Close</button>
        </div>
        <div className="search-panel" hidden={!showPanel}>
          <div id={listId} role="listbox" aria-label="Search results">
            <SearchResults hits={ordered} read={results.read} active={active} optionId={optionId} onActivate={setActive} onChoose={choose} />
          </div>
          {showPanel && ordered.length === 0 && (
            <p className="search-empty" role="status">No results for “{query.trim().slice(0, 80)}”. Try another word or an API name such as os.execCommand.</p>
          )}
        </div>
      </div>
    </div>
  );
}
