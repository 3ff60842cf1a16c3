// Screen kinds "participant-center" (the participant centre) and "participant-entry" (a meeting's
// participant entry page).
import { registerRenderer } from '@runtime/registry';
import { ParticipantCenterScreen } from './CenterScreen';
import { ParticipantEntryScreen } from './EntryScreen';

export { ParticipantCenterScreen, ParticipantEntryScreen };

export function register(): void {
  registerRenderer('participant-center', ParticipantCenterScreen);
  registerRenderer('participant-entry', ParticipantEntryScreen);
}
