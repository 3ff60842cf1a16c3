// Participant accounts on a meeting's site (spec 3 §2.3, §2.5): dialogs, the user menu and the
// "register now" path. No admin-app imports: the public site mounts these.
export { ParticipantAuthDialogs } from './ParticipantAuthDialogs';
export type { ParticipantAuthDialogsProps } from './ParticipantAuthDialogs';
export { ParticipantLoginDialog } from './LoginDialog';
export { ParticipantRegisterDialog } from './RegisterDialog';
export { ProfileCheckDialog } from './ProfileCheckDialog';
export { FlowChooserDialog } from './FlowChooserDialog';
export { ParticipantUserMenu } from './UserMenu';
export { ParticipantNotificationBell } from './NotificationBell';
export { startRegistration } from './startRegistration';
export { openParticipantLogin, openParticipantCodeLogin, openParticipantRegister, openFlowChooser, openProfileCheck, closeParticipantDialog, useParticipantDialog } from './store';
export { loginParticipant, registerParticipant, participantInfo, updateProfile, logoutParticipant, meetingFlows } from './api';
export type { Participant, Flow } from './api';
export { registrationState, localRegistrationState, type RegistrationState } from './registrationState';
