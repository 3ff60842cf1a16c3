// Every participant dialog of one meeting's site, mounted once (a site navbar or a host page):
// login, register, password reset, the profile check and the flow chooser. Messages load on mount, since the
// participant texts are not on the first load.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadAllMessages } from '@runtime/i18n';
import { ParticipantLoginDialog } from './LoginDialog';
import { ParticipantRegisterDialog } from './RegisterDialog';
import { ProfileCheckDialog } from './ProfileCheckDialog';
import { FlowChooserDialog } from './FlowChooserDialog';
import { closeParticipantDialog, openParticipantLogin, useParticipantDialog } from './store';
import { ResetPasswordDialog } from '../auth/ResetPasswordDialog';
import { pendingMissing } from './startRegistration';
import type { Participant } from './api';
import { accountCalls } from './calls';

export interface ParticipantAuthDialogsProps {
  meetingId: number | string;
  adminId?: number | string;
  /** where a path goes (the host's router); default: a full navigation */
  navigate?: (path: string) => void;
  onLoggedIn?: (p: Participant) => void;
  /** the meeting frame's own mount: drawn only while no page has mounted the dialogs (one dialog, not two) */
  fallback?: boolean;
}

// how many page mounts there are (the flow's login card, the participant centre, the entry page)
let pageMounts = 0;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const countPageMounts = (by: number) => ((pageMounts += by), listeners.forEach((l) => l()));

export function ParticipantAuthDialogs({ meetingId, adminId, navigate = (p) => window.location.assign(p), onLoggedIn, fallback }: ParticipantAuthDialogsProps) {
  const open = useParticipantDialog();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadAllMessages().then(() => setReady(true));
  }, []);
  useEffect(() => {
    if (fallback) return;
    countPageMounts(1);
    return () => countPageMounts(-1);
  }, [fallback]);
  const pageHasThem = useSyncExternalStore(subscribe, () => pageMounts > 0, () => false);
  if (!ready || (fallback && pageHasThem)) return null;
  return (
    <>
      <ParticipantLoginDialog key={open === 'codeLogin' ? 'code' : 'password'} open={open === 'login' || open === 'codeLogin'} initialTab={open === 'codeLogin' ? 'code' : 'password'} meetingId={meetingId} onLoggedIn={onLoggedIn} />
      <ParticipantRegisterDialog open={open === 'register'} meetingId={meetingId} adminId={adminId} onLoggedIn={onLoggedIn} />
      <ResetPasswordDialog open={open === 'reset'} onClose={closeParticipantDialog} onBack={openParticipantLogin} name="participant-reset"
        schemaId="participants.resetPassword" url={accountCalls.resetPassword.path} extra={{ meetingId }} okKey="participantAccount.resetPassword.ok" />
      <ProfileCheckDialog open={open === 'complete'} missing={pendingMissing()} onCompleteNow={() => navigate(`/participant-center/${meetingId}?edit=1`)} />
      <FlowChooserDialog open={open === 'flows'} meetingId={meetingId} onChoose={(flowId) => navigate(`/meeting/${meetingId}/register/${flowId}`)} />
    </>
  );
}
