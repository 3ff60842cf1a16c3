// Screen kind "page-designer": the registration page designer (admin only, its own chunk).
import { registerRenderer } from '@runtime/registry';
import { DesignerScreen } from './DesignerScreen';

export { DesignerScreen };
export { FormBuilder } from './form-builder/FormBuilder';

export function register(): void {
  registerRenderer('page-designer', DesignerScreen);
}
