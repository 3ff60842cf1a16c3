// Screen kind "record-editor": create or edit one record on its own page (news, speaker editors).
import { registerRenderer } from '@runtime/registry';
import { RecordEditorScreen } from './RecordEditorScreen';

export { RecordEditorScreen };

export function register(): void {
  registerRenderer('record-editor', RecordEditorScreen);
}
