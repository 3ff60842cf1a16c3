// The table renderers; the app shell calls register() once at start.
import { registerRenderer } from '@runtime/registry';
import { TableScreen } from './TableScreen';

export { SchemaTable } from './SchemaTable';
export type { SchemaTableProps } from './SchemaTable';
export { formatCell, formatDate } from './format';
export { TableScreen };

export function register(): void {
  registerRenderer('table', TableScreen);
}
