// A list as the current user may use it: actions whose call the server would refuse them (a staff
// account's roles, runtime/callAccess.ts) are left out, and a switch they may not flip shows its state
// locked. Reading (detail, lists, images) and navigation stay.
import type { MayCall } from '@runtime/callAccess';
import type { ActionSpec, AdminListConfig } from './config';

/** The call an action makes, when it makes one. */
export function actionCall(a: Pick<ActionSpec, 'request' | 'download' | 'exportJob' | 'upload' | 'needs' | 'import'>): [string, string] | null {
  if (a.request) return [a.request.method, a.request.path];
  // an import's work is its commit (its preview needs the same role)
  if (a.import) return [a.import.commit.method, a.import.commit.path];
  if (a.needs) return [a.needs.method, a.needs.path];
  if (a.download) return ['GET', a.download.path];
  if (a.exportJob) return [a.exportJob.calls.start.method, a.exportJob.calls.start.path];
  if (a.upload) return ['POST', a.upload.path];
  return null;
}

const reachable = (may: MayCall) => (a: Pick<ActionSpec, 'request' | 'download' | 'exportJob' | 'upload' | 'needs' | 'import'>) => {
  const call = actionCall(a);
  return !call || may(call[0], call[1]);
};

export function withinReach(c: AdminListConfig, may: MayCall): AdminListConfig {
  const keep = reachable(may);
  const batchActions = c.batchActions?.filter(keep);
  return {
    ...c,
    toolbar: c.toolbar?.filter(keep),
    rowActions: c.rowActions?.filter(keep),
    batchActions,
    // nothing left to do with a selection: no checkboxes
    selectable: c.selectable && (!c.batchActions?.length || !!batchActions?.length),
    columns: c.columns?.map((col) => (typeof col === 'object' && col.toggle && !keep(col.toggle) ? { ...col, toggle: { ...col.toggle, locked: true } } : col)),
  };
}
