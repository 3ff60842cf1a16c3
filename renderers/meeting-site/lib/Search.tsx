// The search box of the list blocks (news by title or source, documents by name or description):
// case-insensitive, on the loaded list.
import { useMemo, useState } from 'react';
import type { Item } from './data';

export function useSearch(items: Item[], fields: string[]) {
  const [q, setQ] = useState('');
  const shown = useMemo(() => {
    const k = q.trim().toLowerCase();
    return k ? items.filter((it) => fields.map((f) => it[f] ?? '').join(' ').toLowerCase().includes(k)) : items;
    // the fields are constant per block
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, q]);
  return { q, setQ, shown };
}

export function SearchBox({ value, onChange, label }: { value: string; onChange(v: string): void; label: string }) {
  return (
    <input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={label} aria-label={label}
      className="mx-auto mb-6 block w-full max-w-md rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-800" />
  );
}
