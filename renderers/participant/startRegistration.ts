// "Register now" (spec 3 §4, §5): log in first; then the profile must be complete, else the
// profile check; then the flow chooser. The server's own profile answer decides what is missing.
import { getParticipantSession } from '@runtime/participants';
import { participantInfo } from './api';
import { missingOf } from './rules';
import { openFlowChooser, openParticipantLogin, openProfileCheck } from './store';

let missing: string[] = [];
/** what the profile check lists (set just before it opens) */
export const pendingMissing = () => missing;

export async function startRegistration(meetingId: number | string): Promise<void> {
  if (!getParticipantSession(meetingId)) return openParticipantLogin();
  let p: Record<string, unknown>;
  try {
    p = (await participantInfo()) as unknown as Record<string, unknown>;
  } catch {
    return openParticipantLogin();
  }
  missing = Array.isArray(p.missingFields) ? (p.missingFields as string[]) : missingOf(p);
  if (missing.length) openProfileCheck();
  else openFlowChooser();
}
