// Participant accounts on the public site (renderers/participant, another area): the dialogs and user
// menu load with the first login/register click, or at once when the visitor is already logged in
// here, so the first load stays light. The registration button's state (立即报名 / 继续报名 / 我的报名)
// comes from this browser's drafts without a login, and from the participant's calls with one.
import { useCallback, useEffect, useState } from 'react';
import { loadAllMessages } from '@runtime/i18n';
import { getParticipantSession, useParticipantToken } from '@runtime/participants';
import { localDraftFlow } from '@renderers/flow/drafts';
import { hydrating } from './hydration';

type ParticipantUi = typeof import('@renderers/participant');
let loading: Promise<ParticipantUi> | undefined;
const load = () => (loading ??= Promise.all([import('@renderers/participant'), loadAllMessages()]).then(([m]) => m));

export type RegistrationState = { kind: 'new' } | { kind: 'continue'; flowId: string } | { kind: 'mine' };
const local = (meetingId: string): RegistrationState => {
  const flowId = localDraftFlow(meetingId);
  return flowId ? { kind: 'continue', flowId } : { kind: 'new' };
};

const sameState = (a: RegistrationState, b: RegistrationState) => (a.kind === b.kind && (a.kind !== 'continue' || a.flowId === (b as typeof a).flowId) ? a : b);

export function useParticipantUi(meetingId: string) {
  const [ui, setUi] = useState<ParticipantUi | null>(null);
  const token = useParticipantToken(meetingId);
  // hydrating the server's HTML: its first render is the server's (no drafts there); the effect below reads this browser's
  const [registration, setRegistration] = useState<RegistrationState>(() => (hydrating() ? { kind: 'new' } : local(meetingId)));
  useEffect(() => {
    // the same state kept as is: no second render of the whole site after it hydrates
    if (!token) return setRegistration((s) => sameState(s, local(meetingId)));
    let live = true;
    void load().then((m) => {
      if (!live) return;
      setUi(m);
      return m.registrationState(meetingId).then((s) => live && setRegistration(s));
    });
    return () => void (live = false);
  }, [meetingId, token]);
  const open = useCallback(async (kind: 'login' | 'register') => {
    const m = await load();
    setUi(m);
    if (kind === 'login') m.openParticipantLogin();
    else m.openParticipantRegister();
  }, []);
  /** the registration button: the centre, the draft's flow, or a new registration (the flow itself
   *  for a visitor: it asks for the login when the answers need one) */
  const register = useCallback(async () => {
    const go = (path: string) => window.location.assign(path);
    if (registration.kind === 'mine') return go(`/participant-center/${meetingId}`);
    if (registration.kind === 'continue') return go(`/meeting/${meetingId}/register/${registration.flowId}`);
    if (!getParticipantSession(meetingId)) return go(`/meeting/${meetingId}/register`);
    const m = await load();
    setUi(m);
    await m.startRegistration(meetingId);
  }, [meetingId, registration]);
  return { ui, open, registration, register };
}
