// The search worker: fetches the two search files, rebuilds the lunr index and answers queries,
// all off the page's main thread, so search costs a page nothing until the reader uses it.
import lunr from 'lunr';
import type { SearchDocument } from './documents';
import { expandIndex, type CompactIndex } from './compact-index';
import { snippet, wordMatcher } from './marks';
import type { ResultHit, WorkerRequest, WorkerResponse } from './protocol';
import { unpackDocuments, type ShippedDocuments } from './shipped';
import { errorPart } from './paste';
import { searchRead } from './query';
import { setUpPipeline, termForms } from './tokenizer';

type Loaded = { index: lunr.Index; documents: SearchDocument[] };
let loaded: Promise<Loaded> | undefined;
let loadedFrom = '';

const reply = (message: WorkerResponse) => postMessage(message);

/** Heading and snippet of each hit with the query's words marked: the stemmer is here, not on the page. */
function withMarks(hits: ReturnType<typeof searchRead>, read: string): ResultHit[] {
  const matches = wordMatcher(read, termForms(lunr), { asTyped: true });
  return hits.map((hit) => ({
    ...hit,
    marked: { heading: snippet(hit.document.heading || hit.document.title, matches, 200), snippet: snippet(hit.document.content, matches) },
  }));
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

async function load(documentsUrl: string, indexUrl: string): Promise<Loaded> {
  const [shipped, compact] = await Promise.all([fetchJson<ShippedDocuments>(documentsUrl), fetchJson<CompactIndex>(indexUrl)]);
  setUpPipeline(lunr);
  // A document's lunr ref is its position in the file, which therefore leaves the id out.
  return { documents: unpackDocuments(shipped), index: lunr.Index.load(expandIndex(compact)) };
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    // Other URLs (new search files under `npm run dev`, ?v=...) replace the index; queries wait for it.
    const from = `${request.documentsUrl} ${request.indexUrl}`;
    if (!loaded || from !== loadedFrom) loaded = load(request.documentsUrl, request.indexUrl);
    loadedFrom = from;
    loaded.then(() => reply({ type: 'ready' }), (error: Error) => {
      loaded = undefined; // a later load may succeed
      reply({ type: 'failed', message: error.message });
    });
  } else if (loaded) {
    loaded.then(({ index, documents }) => {
      // Any query string is safe (query.ts builds lunr queries with its API, never its syntax);
      // the catch is for the unforeseen, so one bad query never leaves the box waiting.
      // A paste is cut to the part that names its error once, here, off the page's thread.
      let read = '';
      let hits: ResultHit[] = [];
      try {
        read = errorPart(request.query);
        hits = withMarks(searchRead(lunr, index, documents, read, request.limit, request.perPage), read);
      } catch { hits = []; }
      reply({ type: 'results', id: request.id, read, hits });
    }, () => reply({ type: 'results', id: request.id, read: '', hits: [] }));
  }
});
