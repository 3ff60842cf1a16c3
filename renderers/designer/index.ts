// Screen kind "page-designer": the registration page designer (admin only, its own chunk).
import { DesignerScreen } from './DesignerScreen';

export { DesignerScreen };
export { FormBuilder } from './form-builder/FormBuilder';
