// Screen kinds "participant-center" (the participant centre) and "participant-entry" (a meeting's
// participant entry page).
import { ParticipantCenterScreen } from './CenterScreen';
import { ParticipantEntryScreen } from './EntryScreen';

export { ParticipantCenterScreen, ParticipantEntryScreen };
