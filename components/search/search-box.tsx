'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { siteConfig } from '@/lib/site-config';
import { groupByPage, highlightPattern, search, snippet, type SearchHit } from '@/lib/search/query';
import { loadSearch, type LoadedSearch } from '@/lib/search/client-index';
import { navigationStarted } from '@/components/layout/progress-bar';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const noSubscribe = () => () => {};

function resultHref(hit: SearchHit, query: string): string {
  const anchor = hit.document.anchor ? `#${hit.document.anchor}` : '';
  return `${hit.document.route}?q=${encodeURIComponent(query.trim())}${anchor}`;
}

function Marked({ parts }: { parts: ReturnType<typeof snippet> }) {
  return <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

/** Navbar search: a combobox over the prebuilt lunr index, loaded after first paint. */
export function SearchBox() {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [loaded, setLoaded] = useState<LoadedSearch>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shortcut = useSyncExternalStore(noSubscribe, () => (isMac() ? '⌘+K' : 'Ctrl+K'), () => 'Ctrl+K');

  useEffect(() => {
    // After first paint and idle time, so loading the index never delays the page.
    const start = () => loadSearch().then(setLoaded, () => setFailed(true));
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    const handle = idle(start);
    return () => (window.cancelIdleCallback ?? clearTimeout)(handle as number);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        inputRef.current?.focus();
      } else if (event.key === '/' && !typing) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const hits = useMemo(
    () => (loaded && query.trim() ? search(loaded.lunr, loaded.index, loaded.documents, query, siteConfig.search.maxHits) : []),
    [loaded, query],
  );
  const groups = groupByPage(hits);
  const ordered = groups.flatMap((g) => g.hits);
  const pattern = highlightPattern(query);
  const showPanel = open && query.trim() !== '' && loaded !== undefined;

  const choose = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    inputRef.current?.blur();
    const href = resultHref(hit, query);
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
    } else if (event.key === 'Escape' && showPanel) {
      event.preventDefault(); // first Esc closes the results; a second one clears the box natively
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const placeholder = loaded ? 'Search' : failed ? 'Search unavailable' : 'Loading...';

  return (
    <div className="search" onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false); }}>
      <svg className="search-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
      </svg>
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
        readOnly={!loaded}
        value={query}
        maxLength={500}
        onChange={(e) => { setQuery(e.target.value); setActive(0); setOpen(true); }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      {loaded && !query && <kbd className="search-hint" aria-hidden="true">{shortcut}</kbd>}
      <div className="search-panel" hidden={!showPanel}>
        <div id={listId} role="listbox" aria-label="Search results">
          {groups.map((group) => (
            <div key={group.route} role="group" aria-label={group.title} className="search-group">
              <div className="search-group-title" aria-hidden="true">{group.title}</div>
              {group.hits.map((hit) => {
                const i = ordered.indexOf(hit);
                return (
                  <div
                    key={hit.document.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className="search-option"
                    onMouseMove={() => setActive(i)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(hit)}
                  >
                    <span className="search-option-heading">
                      {hit.document.parentHeading && <span className="search-option-parent">{hit.document.parentHeading} › </span>}
                      <Marked parts={snippet(hit.document.heading || hit.document.title, pattern, 200)} />
                    </span>
                    <span className="search-option-snippet">
                      <Marked parts={snippet(hit.document.content, pattern)} />
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {showPanel && ordered.length === 0 && (
          <p className="search-empty" role="status">No results for “{query.trim().slice(0, 80)}”. Try another word or an API name such as os.execCommand.</p>
        )}
      </div>
    </div>
  );
}
