// Screen kind "admin-list": console lists declared in JSON (super-admin accounts, codes, reports).
import { registerRenderer } from '@runtime/registry';
import { AdminListScreen } from './AdminListScreen';

export { AdminListScreen };
export { DataGrid } from './DataGrid';
export { adminListSchema, type AdminListConfig } from './config';

export function register(): void {
  registerRenderer('admin-list', AdminListScreen);
}
