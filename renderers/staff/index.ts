// Screen kind "staff-roles": the admin centre's 权限管理 (staff sub-accounts and their roles per
// meeting). renderers/kinds.ts loads its screen when it opens.
import { StaffRolesScreen } from './StaffRolesScreen';

export { StaffRolesScreen };
export { StaffRolesView, RoleBadge, type StaffRolesViewProps } from './StaffRolesView';
export { RolesDialog, type RolesDialogProps } from './RolesDialog';
export { staffRolesSchema, type StaffRolesConfig } from './config';
export { staffRoles } from './roles';
