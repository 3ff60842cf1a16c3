// Screen kind "admin-list": console lists declared in JSON (super-admin accounts, codes, reports).
import { AdminListScreen } from './AdminListScreen';

export { AdminListScreen };
export { DataGrid } from './DataGrid';
export { adminListSchema, type AdminListConfig } from './config';
