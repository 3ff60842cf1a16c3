// What the site's registration button offers a participant (立即报名 / 继续报名 / 我的报名): a
// registration of this meeting that holds its places → the participant centre; else a draft (in this
// browser, or saved on the server from another device) → that flow; else a new registration.
import { getParticipantSession } from '@runtime/participants';
import { ACTIVE } from '@shared/lifecycle';
import { localDraftFlow } from '../flow/drafts';
import { meetingFlows } from './api';
import { send } from '../calls';
import { accountCalls } from './calls';

export type RegistrationState = { kind: 'new' } | { kind: 'continue'; flowId: string } | { kind: 'mine' };

/** Without a login only this browser's drafts are known (no call). */
export function localRegistrationState(meetingId: number | string): RegistrationState {
  const flowId = localDraftFlow(meetingId);
  return flowId ? { kind: 'continue', flowId } : { kind: 'new' };
}

const asParticipantOf = (meetingId: number | string) => ({ headers: { 'participant-token': `Bearer ${getParticipantSession(meetingId)?.jwtToken ?? ''}` } });

export async function registrationState(meetingId: number | string): Promise<RegistrationState> {
  const local = localRegistrationState(meetingId);
  if (!getParticipantSession(meetingId)) return local;
  const mine = await send<Array<{ meetingId: number; registrationStatus: string }>>(accountCalls.mine, {}, asParticipantOf(meetingId)).catch(() => []);
  if (mine.some((r) => String(r.meetingId) === String(meetingId) && (ACTIVE as string[]).includes(r.registrationStatus))) return { kind: 'mine' };
  if (local.kind === 'continue') return local;
  // a draft saved from another device: the meeting's open flows, each asked (a meeting has few)
  const flows = await meetingFlows(meetingId).catch(() => []);
  for (const f of flows) {
    const draft = await send(accountCalls.draft, {}, { params: { meetingId, flowId: f.id }, ...asParticipantOf(meetingId) }).catch(() => null);
    if (draft) return { kind: 'continue', flowId: String(f.id) };
  }
  return local;
}
