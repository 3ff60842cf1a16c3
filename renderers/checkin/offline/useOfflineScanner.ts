// The offline scanner's state: the meeting's list (downloaded, verified, sealed into IndexedDB, read
// back and verified again on every start), the door's verdicts from it, the journal of arrivals, and
// the sync that sends the journal home — by hand, and by itself when the browser comes back online.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getToken } from '@runtime/auth';
import { ApiError, http, serverMessage } from '@runtime/http';
import { importPublicKey, listKey, seal, unseal, verifyText } from './offlineCrypto';
import { indexOf, judge, type Index, type OfflineList, type Page, type Verdict } from './offlineList';
import { addLine, deviceId, linesOf, loadList, markSynced, saveList, type JournalLine } from './offlineStore';

export interface OfflinePaths { bundle: string; sync: string; conflicts: string }
export type ListState = 'loading' | 'none' | 'ready' | 'tampered';

const SYNC_BATCH = 500;
const errorText = (e: unknown) => (e instanceof ApiError ? (serverMessage(e.body) ?? e.message) : String(e));

/** The pages' signatures checked with the key they came with, and the pages joined into one list. */
async function listOf(meetingId: number, pages: Page[]): Promise<{ list: OfflineList; key: CryptoKey } | null> {
  const key = await importPublicKey(pages[0].publicKey);
  const list: OfflineList = { meetingId, publicKey: pages[0].publicKey, version: '', attendees: [], revoked: [], pages };
  for (const p of pages) {
    if (p.publicKey !== list.publicKey || !(await verifyText(key, p.payload, p.signature))) return null;
    const body = JSON.parse(p.payload) as { meetingId: number; version: string; attendees: OfflineList['attendees']; revoked: OfflineList['revoked'] };
    if (body.meetingId !== meetingId) return null;
    list.version ||= body.version;
    list.attendees.push(...body.attendees);
    list.revoked.push(...body.revoked);
  }
  return { list, key };
}

export function useOfflineScanner(meetingId: number, paths: OfflinePaths) {
  const device = useRef(deviceId()).current;
  const [online, setOnline] = useState(() => navigator.onLine);
  const [state, setState] = useState<ListState>('loading');
  const [index, setIndex] = useState<Index | null>(null);
  const [lines, setLines] = useState<JournalLine[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState<'download' | 'sync' | null>(null);
  const [error, setError] = useState('');
  const [synced, setSynced] = useState(0);

  const sealKey = useCallback(async () => {
    const token = getToken();
    return token ? listKey(token, device, meetingId) : null;
  }, [device, meetingId]);
  const reloadLines = useCallback(async () => setLines((await linesOf(meetingId)).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))), [meetingId]);

  useEffect(() => {
    void (async () => {
      await reloadLines();
      const stored = await loadList(meetingId);
      const key = stored && await sealKey();
      if (!stored || !key) return setState('none');
      const pages = await unseal<Page[]>(key, stored);
      // another session's list cannot be opened: download it again
      if (!pages) return setState('none');
      const ok = await listOf(meetingId, pages);
      if (!ok) return setState('tampered');
      setIndex(indexOf(ok.list, ok.key));
      setState('ready');
    })();
  }, [meetingId, reloadLines, sealKey]);

  const download = async () => {
    setBusy('download');
    setError('');
    try {
      const pages: Page[] = [];
      for (let after: number | null = 0; after !== null;) {
        const page: Page = await http.get<Page>(paths.bundle, { after });
        pages.push(page);
        after = (JSON.parse(page.payload) as { next: number | null }).next;
      }
      const ok = await listOf(meetingId, pages);
      if (!ok) return setState('tampered');
      const key = await sealKey();
      if (key) await saveList(meetingId, await seal(key, pages));
      setIndex(indexOf(ok.list, ok.key));
      setState('ready');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const scan = async (text: string) => {
    if (!index || !text.trim()) return;
    const at = new Map(lines.map((l) => [l.registrationId, l.scannedAt]));
    const v = await judge(index, text, (id) => at.get(id));
    if (v.kind === 'admitted') {
      await addLine({ entryId: crypto.randomUUID(), meetingId, registrationId: v.attendee[0], code: v.code, scannedAt: new Date().toISOString() });
      await reloadLines();
    }
    setVerdict(v);
  };

  const sync = useCallback(async () => {
    const pending = (await linesOf(meetingId)).filter((l) => !l.synced);
    if (!pending.length) return;
    setBusy('sync');
    setError('');
    try {
      for (let i = 0; i < pending.length; i += SYNC_BATCH) {
        const entries = pending.slice(i, i + SYNC_BATCH).map((l) => ({ entryId: l.entryId, code: l.code, scannedAt: l.scannedAt }));
        const r = await http.post<{ lines: Array<Pick<JournalLine, 'entryId' | 'outcome' | 'conflict'>> }>(paths.sync, { deviceId: device, entries });
        await markSynced(r.lines);
      }
      setSynced((n) => n + 1);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
      await reloadLines();
    }
  }, [device, meetingId, paths.sync, reloadLines]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  return { device, online, state, index, lines, verdict, busy, error, synced, download, scan, sync, dismiss: () => setVerdict(null) };
}
