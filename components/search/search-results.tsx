import type { MouseEvent } from 'react';
import type { MarkedText } from '@/lib/search/marks';
import type { ResultHit } from '@/lib/search/protocol';
import { groupByPage } from '@/lib/search/query';
import type { SearchHit } from '@/lib/search/rank';
import { withBasePath } from '@/lib/site-config';
import { NotInYourVersion } from '@/components/docs/not-in-your-version';

/**
 * The result's address: its page and section, with the query for the target page to highlight:
 * `read`, the part of the query the search read (of a pasted log, the lines that name the error,
 * at most 200 characters), which is all the highlight reads too (marks.ts).
 */
export function resultHref(hit: SearchHit, read: string): string {
  const anchor = hit.document.anchor ? `#${hit.document.anchor}` : '';
  return `${hit.document.route}?q=${encodeURIComponent(read.trim())}${anchor}`;
}

function Marked({ parts }: { parts: MarkedText }) {
  return <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

type Props = {
  hits: ResultHit[];
  /** The part of the query the search read: see resultHref. */
  read: string;
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (hit: ResultHit) => void;
};

/**
 * Results grouped by page. Each option holds a real link, so a reader can open a result in a new
 * tab, copy or hover its address; a plain click is handed to onChoose for a client-side navigation.
 * The links are out of the tab order: the combobox moves through them with the arrow keys. Only
 * the heading is drawn as a link; the snippet is plain text with the query's words marked.
 */
export function SearchResults({ hits, read, active, optionId, onActivate, onChoose }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, hit: ResultHit) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // the browser's: new tab, window, download
    event.preventDefault();
    onChoose(hit);
  };
  let index = 0;
  return groupByPage(hits).map((group) => (
    <div key={group.route} role="group" aria-label={group.title} className="search-group">
      <div className="search-group-title" aria-hidden="true">{group.title}</div>
      {group.hits.map((hit) => {
        const i = index++;
        return (
          <div key={hit.document.id} id={optionId(i)} role="option" aria-selected={i === active} className="search-option" data-since={hit.document.since} onMouseMove={() => onActivate(i)}>
            <a
              href={withBasePath(resultHref(hit, read))}
              tabIndex={-1}
              className="search-option-link"
              onMouseDown={(e) => { if (e.button === 0) e.preventDefault(); }} // keep focus in the box
              onClick={(e) => onClick(e, hit)}
            >
              <span className="search-option-heading">
                {hit.document.parentHeading && <span className="search-option-parent">{hit.document.parentHeading} › </span>}
                <Marked parts={hit.marked.heading} />
                {hit.document.since && <> <NotInYourVersion since={hit.document.since} /></>}
              </span>
              <span className="search-option-snippet">
                <Marked parts={hit.marked.snippet} />
              </span>
            </a>
          </div>
        );
      })}
    </div>
  ));
}
