// The people an export draws, from the people call (src/server/badges/people.ts: admitted
// registrations by default, or a ticket type, a state, a selection), read page by page by keyset;
// the next page is asked for while the current one is drawn. Missing check-in codes are generated
// first through the check-in area's call, so every badge's QR code holds a real code.
import { http } from '@runtime/http';
import { REGISTRATION_PREFIX } from '@shared/badge/values';
import type { BadgePerson, PeopleAnswer, Scope } from '@shared/badge/types';

export interface PeopleSource {
  path: string;
  exportPageSize: number;
  codes?: { method: 'POST' | 'PUT'; path: string };
  codeOf?: { path: string; params: Record<string, string> };
}

export const ADMITTED_SCOPE = 'admitted';
/** the key a person's registration id is answered under (what a selection holds) */
export const REG_ID = `${REGISTRATION_PREFIX}id`;

/** The people call's query for a scope (the admitted state is the call's default). */
export function scopeQuery(scope: Scope): Record<string, string> {
  return {
    ...(scope.state && scope.state !== ADMITTED_SCOPE ? { state: scope.state } : {}),
    ...(scope.ticket ? { ticket: scope.ticket } : {}),
    ...(scope.ids ? { ids: scope.ids.join(',') } : {}),
  };
}

/** The person with a check-in code: one without is given one through the check-in area's call (by participant id). */
export async function withCode(src: PeopleSource, person: BadgePerson | null): Promise<BadgePerson | null> {
  if (!person || person.checkinCode || !src.codeOf || !Number(person.id)) return person;
  const got = await http.get<{ checkinCode: string }>(src.codeOf.path, { ...src.codeOf.params, userId: Number(person.id) });
  return { ...person, checkinCode: got.checkinCode };
}

export async function firstPage(src: PeopleSource, scope: Scope, signal?: AbortSignal): Promise<PeopleAnswer> {
  if (src.codes) await http.request(src.codes.method, src.codes.path, { signal });
  return http.get<PeopleAnswer>(src.path, { ...scopeQuery(scope), size: src.exportPageSize }, { signal });
}

/** Every page from the first on, each person with the shared facts and their badge number. */
export async function* pages(src: PeopleSource, scope: Scope, first: PeopleAnswer, signal?: AbortSignal): AsyncGenerator<BadgePerson[]> {
  let cur = first;
  let serial = 0;
  for (;;) {
    const next = cur.next !== null ? http.get<PeopleAnswer>(src.path, { ...scopeQuery(scope), size: src.exportPageSize, after: cur.next }, { signal }) : null;
    // a page fetched ahead and then abandoned (cancel) must not surface as an unhandled rejection
    next?.catch(() => {});
    yield cur.list.map((p) => ({ ...first.shared, ...p, 'badge.serial': ++serial }));
    if (!next) return;
    cur = await next;
  }
}
