// Screen kind "badge-designer": the meeting settings' badge-print section (spec 2 §2.9).
import { BadgeDesignerScreen } from './BadgeDesignerScreen';

export { BadgeDesignerScreen };
export { BadgeCanvas } from './BadgeCanvas';
export { StyleForm } from './StyleForm';
export { FieldTable } from './FieldTable';
