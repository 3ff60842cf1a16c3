// Participant accounts on the public site (renderers/participant, another area): the dialogs and user
// menu load with the first login/register click, or at once when the visitor is already logged in
// here, so the first load stays light.
import { useCallback, useEffect, useState } from 'react';
import { loadAllMessages } from '@runtime/i18n';
import { getParticipantSession } from '@runtime/participants';

type ParticipantUi = typeof import('@renderers/participant');
let loading: Promise<ParticipantUi> | undefined;
const load = () => (loading ??= Promise.all([import('@renderers/participant'), loadAllMessages()]).then(([m]) => m));

export function useParticipantUi(meetingId: string) {
  const [ui, setUi] = useState<ParticipantUi | null>(null);
  useEffect(() => {
    if (getParticipantSession(meetingId)) void load().then(setUi);
  }, [meetingId]);
  const open = useCallback(async (kind: 'login' | 'register') => {
    const m = await load();
    setUi(m);
    if (kind === 'login') m.openParticipantLogin();
    else m.openParticipantRegister();
  }, []);
  return { ui, open };
}
