// Screen kind "crud-table" (a server-paged list with filters, row actions and a create/edit dialog,
// all declared in JSON); the admin centre's meetings screen is one. renderers/kinds.ts loads it.
import { CrudScreen } from './CrudScreen';

export { CrudScreen };
export { CrudTable } from './CrudTable';
export { RecordDialog } from './RecordDialog';
export { SizePager } from './SizePager';
export { crudScreenSchema, type CrudScreenConfig } from './config';
