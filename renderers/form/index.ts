// The form renderers (kinds "form" and "profile": renderers/kinds.ts) and the schema form they share.
import { FormScreen } from './FormScreen';
import { UserCenterScreen } from './profile/UserCenterScreen';

export { SchemaForm } from './SchemaForm';
export type { SchemaFormProps } from './SchemaForm';
export { templates, widgets } from './theme';
export { FormScreen, UserCenterScreen };
