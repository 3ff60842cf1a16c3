// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { useDataSource, mutateSource, optimistic } from '../../src/runtime/data';
import { jsonResponse, stubFetch } from './runtime-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// the default cache (mutateSource and optimistic work on it); no dedupe so revalidation refetches
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ dedupingInterval: 0 }}>{children}</SWRConfig>;

describe('useDataSource', () => {
  it('fetches the source, reads the list, revalidates by path prefix, updates optimistically', async () => {
    let title = 'a';
    const { calls } = stubFetch(() => jsonResponse({ code: 200, data: { content: [{ id: 1, title }], totalElements: 1 } }));
    const src = { path: '/api/news/list', listPath: 'content', totalPath: 'totalElements' };
    const { result } = renderHook(() => useDataSource<{ id: number; title: string }>(src, { meetingId: 3 }), { wrapper });
    await waitFor(() => expect(result.current.list).toEqual([{ id: 1, title: 'a' }]));
    expect(result.current.total).toBe(1);
    expect(calls[0].url).toMatch(/^\/api\/news\/list\?meetingId=3&_t=/);

    title = 'b';
    await act(() => mutateSource('/api/other'));
    expect(calls).toHaveLength(1);
    await act(() => mutateSource('/api/news'));
    await waitFor(() => expect(result.current.list[0].title).toBe('b'));
    expect(calls).toHaveLength(2);

    // the optimistic value shows while the action runs; a failing action rolls it back
    let fail!: (e: Error) => void;
    const pending = optimistic<any>(result.current.key, (d) => void (d.content[0].title = 'c'), () => new Promise((_, rej) => (fail = rej)));
    await waitFor(() => expect(result.current.list[0].title).toBe('c'));
    await act(async () => {
      fail(new Error('no'));
      await pending.catch(() => {});
    });
    await waitFor(() => expect(result.current.list[0].title).toBe('b'));
  });
});
