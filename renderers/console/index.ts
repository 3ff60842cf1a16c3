// The shared console renderers (admin centre, super-admin console and the areas inside them), and
// screen kind "console". renderers/kinds.ts loads ConsoleScreen when a console screen opens.
import { ConsoleScreen } from './ConsoleScreen';

export { ConsoleLayout } from './ConsoleLayout';
export { ConsoleScreen };
export { StatCard, StatGrid, type StatCardProps, type StatTone } from './StatCard';
export { FilterBar, SEARCH_DEBOUNCE_MS, type FilterBarProps, type FilterField } from './FilterBar';
export { confirm, type ConfirmOptions } from './confirmStore';
export { ConfirmDialog, ConfirmHost } from './ConfirmDialog';
export { DialogForm, type DialogFormProps } from './DialogForm';
export { ConsoleIcon } from './icons';
export { ConsoleFooter } from './ConsoleFooter';
export { ConsoleUserMenu } from './ConsoleUserMenu';
export type { ConsoleLayoutProps, ConsoleNavItem, Text } from './types';
export type { ConsoleScreenConfig } from './config';
