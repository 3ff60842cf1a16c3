// Screen kind "participant-registrations": the participant centre's registrations list (mounted by
// the participant centre, or as a screen `{ kind, meetingId?, registerHref? }`).
import { MyRegistrations, MyRegistrationsScreen } from './MyRegistrations';

export { MyRegistrations };
export type { MyRegistrationsProps } from './MyRegistrations';
export { myRegistrationsApi, canUploadProof, type MyRegistration } from './api';
