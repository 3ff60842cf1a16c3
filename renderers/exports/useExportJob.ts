// The latest export of a kind of a meeting, kept while the page is open: read on arrival (so leaving
// and coming back shows the running or finished export), started by start(), polled every POLL_MS
// while queued or running. The server decides one running export per scope, so a second start
// answers the running one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '@runtime/http';
import { fillPath } from '@runtime/data';
import type { ExportJobView } from './ExportJobStatus';
import type { ExportCalls } from './calls';

const POLL_MS = 1000;
const ACTIVE = new Set(['queued', 'running']);

/** A call's path with `{meetingId}` / `{id}` filled (the screen's JSON names them). */
const at = (path: string, params: Record<string, unknown>) => fillPath(path, params)?.path;

export function useExportJob(calls: ExportCalls, meetingId: number | undefined, kind: ExportJobView['kind']) {
  const [job, setJob] = useState<ExportJobView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const follow = useCallback((j: ExportJobView | null) => {
    if (!alive.current) return;
    setJob(j);
    clearTimeout(timer.current);
    if (j && ACTIVE.has(j.status)) {
      timer.current = setTimeout(() => {
        http.get<ExportJobView>(at(calls.one.path, { id: j.id })!).then(follow, () => follow(j));
      }, POLL_MS);
    }
  }, [calls.one.path]);

  useEffect(() => {
    alive.current = true;
    const list = meetingId ? at(calls.list.path, { meetingId }) : undefined;
    if (list) http.get<{ list: ExportJobView[] }>(list, { kind, size: 1 }).then((r) => follow(r.list[0] ?? null), () => {});
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [calls.list.path, meetingId, kind, follow]);

  /** Starts the export of a scope (the body beside kind); answers the job, throws the server's refusal. */
  const start = useCallback(async (scope: Record<string, unknown>) => {
    const j = await http.post<ExportJobView>(at(calls.start.path, { meetingId })!, { kind, ...scope });
    follow(j);
    return j;
  }, [calls.start.path, meetingId, kind, follow]);

  return { job, start, busy: !!job && ACTIVE.has(job.status) };
}
