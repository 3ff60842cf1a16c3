// Drafts survive a reload: kept in this browser at once, and on the server (debounced) once the
// participant is logged in, so another device picks up where they stopped.
import { readItem, writeItem } from '@runtime/storage';
import type { FlowState } from './types';

const key = (meetingId: string, flowId: string | number) => `conflow.flowDraft.${meetingId}.${flowId}`;

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

/** Browser storage the designer hands the unsaved design through to /preview-flow (spec 3 §7 keys). */
export const PREVIEW_KEY = 'pageDesigner_unsaved_data';
export const PREVIEW_FLAG = 'pageDesigner_has_unsaved_changes';
