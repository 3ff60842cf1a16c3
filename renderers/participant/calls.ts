// The participant account's calls. Its dialogs, user menu and bell are mounted by hosts that have no
// screen of their own (the meeting frame, the public site's pages, the flow's login card), so the
// calls are declared once, in the participant centre's screen (`account`), and read from there.
import center from '../../schemas/screens/participant-center.json';
import { callsOf } from '../calls';

export const accountCalls = callsOf(center.account);
