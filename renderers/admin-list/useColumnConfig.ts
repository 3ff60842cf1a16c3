// Visible columns kept on the server per user (and meeting): GET answers { columns, available,
// defaults }; saving sends { columns } and refreshes. Until it answers, the screen's own columns show.
import { useCallback } from 'react';
import { http } from '@runtime/http';
import { useDataSource } from '@runtime/data';

export interface ColumnConfigSource {
  path: string;
  method?: 'PUT' | 'POST';
}

interface Answer {
  columns: string[];
  available: string[];
  defaults: string[];
  /** false while the user has saved no choice: the screen's own columns apply */
  saved?: boolean;
  /** headers of keys that are not the entity's (answer columns: their form field's label) */
  labels?: Record<string, string>;
}

const NO_LABELS: Record<string, string> = {};

export function useColumnConfig(source: ColumnConfigSource | undefined) {
  const ds = useDataSource<never>(source ? { method: 'GET', path: source.path } : null, undefined, { revalidateOnFocus: false });
  const data = ds.data as Answer | undefined;
  const save = useCallback(
    async (columns: string[]) => {
      if (!source) return;
      const saved = await http.request(source.method ?? 'PUT', source.path, { body: { columns } });
      await ds.mutate(saved as never, { revalidate: false });
    },
    [source, ds],
  );
  return { columns: data?.columns, saved: !!data?.saved, available: data?.available ?? [], defaults: data?.defaults ?? [], labels: data?.labels ?? NO_LABELS, error: ds.error, save };
}
