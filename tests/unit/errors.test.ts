import { describe, expect, it, vi } from 'vitest';
import { errorMessageChain } from '@/lib/error-chain';
import { fullLoadOnceForChunkError, isChunkLoadError, setPendingNavigation } from '@/lib/chunk-errors';

describe('errorMessageChain', () => {
  it('lists the message and every cause', () => {
    const error = new Error('outer', { cause: new Error('middle', { cause: 'root string' }) });
    expect(errorMessageChain(error)).toEqual(['outer', 'middle', 'root string']);
  });
  it('stops at a cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorMessageChain(a)).toEqual(['a', 'b']);
  });
});

describe('chunk load errors', () => {
  it('recognises chunk failures and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('loads the target once, then refuses to loop', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const load = vi.fn();
    setPendingNavigation('http://localhost/docs/api/os');
    expect(fullLoadOnceForChunkError(storage, 1_000_000, load)).toBe(true);
    expect(load).toHaveBeenCalledWith('http://localhost/docs/api/os');
    expect(fullLoadOnceForChunkError(storage, 1_005_000, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fullLoadOnceForChunkError(storage, 1_020_000, load)).toBe(true);
  });
});
