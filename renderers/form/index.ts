// The form renderers; the app shell calls register() once at start (kinds "form" and "profile").
import { registerRenderer } from '@runtime/registry';
import { FormScreen } from './FormScreen';
import { UserCenterScreen } from './profile/UserCenterScreen';

export { SchemaForm } from './SchemaForm';
export type { SchemaFormProps } from './SchemaForm';
export { templates, widgets } from './theme';
export { FormScreen, UserCenterScreen };

export function register(): void {
  registerRenderer('form', FormScreen);
  registerRenderer('profile', UserCenterScreen);
}
