// Loads the search files once per visit (the first caller starts it; everyone shares the promise).
import type lunrType from 'lunr';
import { siteConfig, withBasePath } from '../site-config';
import type { SearchDocument } from './documents';
import { expandIndex, type CompactIndex } from './compact-index';
import { setUpPipeline } from './tokenizer';

export type LoadedSearch = { lunr: typeof lunrType; index: lunrType.Index; documents: SearchDocument[] };

let loading: Promise<LoadedSearch> | undefined;

export function loadSearch(): Promise<LoadedSearch> {
  loading ??= (async () => {
    const [{ default: lunr }, documents, compact] = await Promise.all([
      import('lunr'),
      fetchJson<SearchDocument[]>(siteConfig.search.documentsFile),
      fetchJson<CompactIndex>(siteConfig.search.indexFile),
    ]);
    setUpPipeline(lunr);
    return { lunr, documents, index: lunr.Index.load(expandIndex(compact)) };
  })();
  loading.catch(() => { loading = undefined; }); // let a later attempt retry
  return loading;
}

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(withBasePath(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}
