// The participants an export draws, read page by page from the participant list (the server pages
// it). Missing check-in codes are generated first through the check-in area's call, so every badge's
// QR code holds a real code. The next page is asked for while the current one is drawn.
import { http } from '@runtime/http';
import type { BadgePerson } from './types';

export interface PeopleSource {
  path: string;
  exportPageSize: number;
  codes?: { method: 'POST' | 'PUT'; path: string };
  codeOf?: { path: string; params: Record<string, string> };
}

/** The person with a check-in code: one without is given one through the check-in area's call. */
export async function withCode(src: PeopleSource, person: BadgePerson | null): Promise<BadgePerson | null> {
  if (!person || person.checkinCode || !src.codeOf || !Number(person.id)) return person;
  const got = await http.get<{ checkinCode: string }>(src.codeOf.path, { ...src.codeOf.params, userId: Number(person.id) });
  return { ...person, checkinCode: got.checkinCode };
}

interface Page {
  list: BadgePerson[];
  total: number;
  totalPages: number;
}

export async function firstPage(src: PeopleSource, signal?: AbortSignal): Promise<Page> {
  if (src.codes) await http.request(src.codes.method, src.codes.path, { signal });
  return http.get<Page>(src.path, { page: 0, size: src.exportPageSize }, { signal });
}

/** Pages after the first, fetched one ahead of the consumer. */
export async function* pages(src: PeopleSource, first: Page, signal?: AbortSignal): AsyncGenerator<BadgePerson[]> {
  let next: Promise<Page> | null = null;
  const fetchPage = (page: number) => http.get<Page>(src.path, { page, size: src.exportPageSize }, { signal });
  for (let p = 0; p < first.totalPages; p++) {
    const cur: Page = p === 0 ? first : await next!;
    next = p + 1 < first.totalPages ? fetchPage(p + 1) : null;
    yield cur.list;
  }
}
