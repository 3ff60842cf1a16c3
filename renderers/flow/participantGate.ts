// The flow's calls that need the participant's login for the meeting (the submission, a form's file).
// Without one the visitor is told so plainly — not "login expired" to someone never logged in — and the
// login opens on its code tab (a proven phone logs in or makes the account), every answer kept in the
// flow's state. When the server says a login is gone, the flow forgets it and offers the same.
import { ApiError } from '@runtime/http';
import { clearParticipantSession, getParticipantSession } from '@runtime/participants';
import { openParticipantCodeLogin } from '../participant/store';

export function participantGate(meetingId: string, loggedOut: () => void, neededText: string) {
  const offerLogin = () => {
    loggedOut();
    openParticipantCodeLogin();
  };
  return async function asParticipant<T>(call: () => Promise<T>): Promise<T> {
    if (!getParticipantSession(meetingId)) {
      offerLogin();
      throw new ApiError(401, neededText);
    }
    try {
      return await call();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        clearParticipantSession(meetingId);
        offerLogin();
      }
      throw e;
    }
  };
}
