// Drafts survive a reload: kept in this browser at once, and on the server (debounced) once the
// participant is logged in, so another device picks up where they stopped.
import { readItem, store, writeItem } from '@runtime/storage';
import type { FlowState } from './types';

const key = (meetingId: string | number, flowId: string | number) => `conflow.flowDraft.${meetingId}.${flowId}`;

export function readLocalDraft(meetingId: string, flowId: string | number): FlowState | null {
  try {
    const raw = readItem('local', key(meetingId, flowId));
    return raw ? (JSON.parse(raw) as FlowState) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(meetingId: string, flowId: string | number, state: FlowState | null): void {
  writeItem('local', key(meetingId, flowId), state ? JSON.stringify(state) : null);
}

/** The flow of this meeting with an unsubmitted draft in this browser (the newest key found), else null:
 *  what the site's button continues (继续报名). A state holding a registration is no draft any more. */
export function localDraftFlow(meetingId: string | number): string | null {
  const s = store('local');
  const prefix = key(meetingId, '');
  if (!s) return null;
  for (let i = s.length - 1; i >= 0; i--) {
    const k = s.key(i);
    if (!k?.startsWith(prefix)) continue;
    const state = readLocalDraft(String(meetingId), k.slice(prefix.length));
    if (state && !state.registration) return k.slice(prefix.length);
  }
  return null;
}

/** Browser storage the designer hands the unsaved design through to /preview-flow (spec 3 §7 keys). */
export const PREVIEW_KEY = 'pageDesigner_unsaved_data';
export const PREVIEW_FLAG = 'pageDesigner_has_unsaved_changes';
