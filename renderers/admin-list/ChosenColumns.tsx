// The field-config button and dialog of a list whose visible columns the user chooses (config
// `columnConfig`). A choice the user saved wins over the screen's `columns`; until one is saved the
// screen's columns show (or its entity's x-list), never the server's defaults, and resetting goes back
// to them. A configured column keeps its badge or labels from the screen, any other choosable key
// shows as a plain column.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '@runtime/schemas';
import { useText } from '@renderers/site';
import { ConsoleIcon } from '../console/icons';
import { buttonCls } from '../form/theme/cls';
import { fieldLabel } from '../form/theme/labels';
import type { AdminListConfig, ColumnSpec } from './config';
import { ColumnConfigDialog } from './ColumnConfigDialog';
import { useColumnConfig } from './useColumnConfig';

const keyOf = (s: ColumnSpec) => (typeof s === 'string' ? s : s.key);

/**
 * The columns shown: the user's saved choice, each keeping the screen's badge or labels (an answer
 * column headed by the server's label); until one is saved, the screen's own (never the server's defaults).
 */
export function chosenSpecs(own: ColumnSpec[] | undefined, answer: { columns?: string[]; saved?: boolean; labels?: Record<string, string> }): ColumnSpec[] | undefined {
  if (!answer.columns || !answer.saved) return own;
  const byKey = new Map((own ?? []).map((s) => [keyOf(s), s]));
  return answer.columns.map((k) => byKey.get(k) ?? (answer.labels?.[k] ? { key: k, text: answer.labels[k] } : k));
}

export function useChosenColumns(c: AdminListConfig, schema: JsonSchema | undefined) {
  const { t } = useTranslation();
  const tx = useText();
  const cc = useColumnConfig(c.columnConfig);
  const [open, setOpen] = useState(false);
  const specs = useMemo(() => chosenSpecs(c.columns, cc), [cc.columns, cc.saved, cc.labels, c.columns]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!c.columnConfig) return { specs, button: null, dialog: null };
  const label = (k: string) => cc.labels[k] ?? fieldLabel(t, schema?.properties?.[k] ?? { 'x-key': `${c.entity}.${k}` }, k);
  const button = (
    <button type="button" data-testid="column-config-open" className={buttonCls('secondary')} disabled={!cc.columns} onClick={() => setOpen(true)}>
      <ConsoleIcon name="settings" className="h-4 w-4" />
      {tx(c.columnConfig.label)}
    </button>
  );
  const dialog = (
    <ColumnConfigDialog open={open} available={cc.available} value={(specs ?? []).map(keyOf)} defaults={(c.columns ?? []).map(keyOf)} label={label} onSave={cc.save} onClose={() => setOpen(false)}
      texts={{
        title: t('adminList.columns.title'), hint: t('adminList.columns.hint'), reset: t('adminList.columns.reset'), cancel: t('adminList.columns.cancel'),
        save: t('adminList.columns.save'), up: t('adminList.columns.up'), down: t('adminList.columns.down'), failed: t('adminList.columns.failed'), count: (n) => t('adminList.columns.count', { count: n }),
      }} />
  );
  return { specs, button, dialog };
}
