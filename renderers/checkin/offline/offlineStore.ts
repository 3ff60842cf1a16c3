// Where the offline scanner keeps things (IndexedDB through `idb`): the meeting's list, sealed with
// AES-GCM under a key derived from the login session's token (offlineCrypto.ts listKey) — so the
// list on the device is readable only while this account is logged in here: logging out (or another
// account on the same browser) leaves bytes nobody can open, and a changed byte fails the GCM tag —
// and the journal of arrivals, which must outlive a logout until it is synced, so it holds nothing
// but what the door saw (the scanned code, the registration id, the time) and is kept as it is.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Sealed } from './offlineCrypto';

export interface JournalLine {
  entryId: string;
  meetingId: number;
  registrationId: number;
  code: string;
  scannedAt: string;
  /** set once the server has the line: what became of it */
  outcome?: 'in' | 'refused' | 'unknown';
  conflict?: boolean;
  /** 1 once the server has it */
  synced?: 0 | 1;
}

interface ScannerDb extends DBSchema {
  lists: { key: number; value: Sealed & { meetingId: number } };
  journal: { key: string; value: JournalLine; indexes: { byMeeting: number } };
}

let opened: Promise<IDBPDatabase<ScannerDb>> | null = null;
const db = () => (opened ??= openDB<ScannerDb>('conflow-scanner', 1, {
  upgrade(d) {
    d.createObjectStore('lists', { keyPath: 'meetingId' });
    d.createObjectStore('journal', { keyPath: 'entryId' }).createIndex('byMeeting', 'meetingId');
  },
}));

const DEVICE_KEY = 'conflow.scanner.device';
/** This browser's scanner id, made once: names the door in the journal and the conflict report. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = `door-${crypto.randomUUID().slice(0, 8)}`;
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return `door-${crypto.randomUUID().slice(0, 8)}`;
  }
}

// Without IndexedDB (a browser that withholds it, a test's DOM) the list and journal last for the page only.
const memory = { lists: new Map<number, Sealed & { meetingId: number }>(), journal: new Map<string, JournalLine>() };
const hasIdb = () => typeof indexedDB !== 'undefined';
/** Empties the page-only store (each story starts from a device with nothing on it). */
export function forgetPageStore() {
  memory.lists.clear();
  memory.journal.clear();
}

export async function saveList(meetingId: number, sealed: Sealed) {
  if (!hasIdb()) return void memory.lists.set(meetingId, { ...sealed, meetingId });
  await (await db()).put('lists', { ...sealed, meetingId });
}
export const loadList = async (meetingId: number) => (hasIdb() ? (await db()).get('lists', meetingId) : memory.lists.get(meetingId));

export async function addLine(line: JournalLine) {
  if (!hasIdb()) return void memory.journal.set(line.entryId, { ...line, synced: 0 });
  await (await db()).put('journal', { ...line, synced: 0 });
}
export const linesOf = async (meetingId: number): Promise<JournalLine[]> =>
  (hasIdb() ? (await db()).getAllFromIndex('journal', 'byMeeting', meetingId) : [...memory.journal.values()].filter((l) => l.meetingId === meetingId));
export async function markSynced(lines: Array<Pick<JournalLine, 'entryId' | 'outcome' | 'conflict'>>) {
  if (!hasIdb()) {
    for (const l of lines) {
      const row = memory.journal.get(l.entryId);
      if (row) memory.journal.set(l.entryId, { ...row, outcome: l.outcome, conflict: l.conflict, synced: 1 });
    }
    return;
  }
  const tx = (await db()).transaction('journal', 'readwrite');
  for (const l of lines) {
    const row = await tx.store.get(l.entryId);
    if (row) await tx.store.put({ ...row, outcome: l.outcome, conflict: l.conflict, synced: 1 });
  }
  await tx.done;
}
