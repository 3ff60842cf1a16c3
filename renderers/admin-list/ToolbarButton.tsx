// One button of a list's toolbar: its icon and label, danger-toned when the action says so.
import { useText } from '@renderers/site';
import { ConsoleIcon } from '../console/icons';
import { buttonCls } from '../form/theme/cls';
import type { ActionSpec } from './config';

export function ToolbarButton({ action, disabled, onClick }: { action: ActionSpec; disabled?: boolean; onClick(): void }) {
  const tx = useText();
  return (
    <button type="button" data-action={action.key} disabled={disabled} onClick={onClick} className={buttonCls(action.tone === 'danger' ? 'danger' : 'primary')}>
      {action.icon && <ConsoleIcon name={action.icon} className="h-4 w-4" />}
      {tx(action.label)}
    </button>
  );
}
