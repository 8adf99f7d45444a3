// Messages between the page and the search worker (lib/search/worker.ts).
import type { MarkedText } from './marks';
import type { SearchHit } from './rank';

/** A hit as the search box shows it: its heading and snippet with the query's words marked (lib/search/marks.ts). */
export type ResultHit = SearchHit & { marked: { heading: MarkedText; snippet: MarkedText } };

export type WorkerRequest =
  | { type: 'load'; documentsUrl: string; indexUrl: string }
  | { type: 'query'; id: number; query: string; limit: number; perPage: number };

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  /** `read`: the part of the query the search read (paste.ts errorPart), which a result's ?q= carries. */
  | { type: 'results'; id: number; read: string; hits: ResultHit[] };
