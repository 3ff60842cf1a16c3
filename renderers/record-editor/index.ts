// Screen kind "record-editor": create or edit one record on its own page (news, speaker editors).
import { RecordEditorScreen } from './RecordEditorScreen';

export { RecordEditorScreen };
