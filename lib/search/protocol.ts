// Messages between the page and the search worker (lib/search/worker.ts).
import type { SearchHit } from './rank';

export type WorkerRequest =
  | { type: 'load'; documentsUrl: string; indexUrl: string }
  | { type: 'query'; id: number; query: string; limit: number; perPage: number };

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'results'; id: number; hits: SearchHit[] };
