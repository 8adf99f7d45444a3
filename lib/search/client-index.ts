// The page's side of search: starts the worker (lib/search/worker.ts) once, on first intent or
// when the browser is idle, and turns queries into promises of hits.
import { siteConfig, withBasePath } from '../site-config';
import type { ResultHit, WorkerRequest, WorkerResponse } from './protocol';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

let worker: Worker | undefined;
let status: Status = 'idle';
/** Under `npm run dev`, the search files' version after the last content check (see refreshSearchFiles). */
let filesVersion: string | undefined;
let nextId = 0;
/** What the worker answers to a query: its hits, and the part of the query it read (a result's ?q=). */
export type SearchAnswer = { read: string; hits: ResultHit[] };

const pending = new Map<number, (answer: SearchAnswer) => void>();
const listeners = new Set<() => void>();

function setStatus(next: Status) {
  status = next;
  listeners.forEach((notify) => notify());
}

export function searchStatus(): Status {
  return status;
}

/** For useSyncExternalStore: called whenever the status changes. */
export function subscribeSearchStatus(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Starts loading the search files in the worker; safe to call any number of times. */
export function startSearch() {
  if (status === 'loading' || status === 'ready') return;
  setStatus('loading');
  worker ??= createWorker();
  loadFiles();
}

function loadFiles() {
  const url = (file: string) => {
    const absolute = new URL(withBasePath(file), location.href);
    if (process.env.NODE_ENV === 'development' && filesVersion) absolute.searchParams.set('v', filesVersion);
    return absolute.href;
  };
  post({ type: 'load', documentsUrl: url(siteConfig.search.documentsFile), indexUrl: url(siteConfig.search.indexFile) });
}

/**
 * `npm run dev` only: the writer's content check rewrote the search files (scripts/dev.ts), so a
 * search that has already loaded them fetches them again; one not started yet will get the new
 * ones anyway. The build's module holds a constant version, and this is left out of its bundle.
 */
export function refreshSearchFiles(version: string) {
  if (process.env.NODE_ENV !== 'development' || version === filesVersion) return;
  const first = filesVersion === undefined;
  filesVersion = version;
  if (!first && (status === 'loading' || status === 'ready')) loadFiles();
}

/** The ranked hits for a query and the part of it the search read; no hits before the index is ready. */
export function querySearch(query: string): Promise<SearchAnswer> {
  if (status !== 'ready' || !worker) return Promise.resolve({ read: '', hits: [] });
  const id = ++nextId;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    post({ type: 'query', id, query, limit: siteConfig.search.maxHits, perPage: siteConfig.search.maxHitsPerPage });
  });
}

function createWorker(): Worker {
  const created = new Worker(new URL('./worker.ts', import.meta.url));
  created.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    if (message.type === 'ready') setStatus('ready');
    else if (message.type === 'failed') setStatus('failed');
    else {
      pending.get(message.id)?.({ read: message.read, hits: message.hits });
      pending.delete(message.id);
    }
  });
  created.addEventListener('error', () => setStatus('failed'));
  return created;
}

function post(message: WorkerRequest) {
  worker?.postMessage(message);
}
