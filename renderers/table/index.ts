// The table renderers (kind "table": renderers/kinds.ts).
import { TableScreen } from './TableScreen';

export { SchemaTable } from './SchemaTable';
export type { SchemaTableProps } from './SchemaTable';
export { formatCell, formatDate, formatWallClock } from './format';
export { TableScreen };
