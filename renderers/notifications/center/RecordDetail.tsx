// One notification record in full: the fields the screen lists, labelled and formatted like the
// table; the target lists read back from their JSON.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { getSchema } from '@runtime/schemas';
import { buttonCls } from '../../form/theme/cls';
import { enumLabel } from '../../form/theme/labels';
import { formatCell } from '../../table/format';
import { Modal } from '../Modal';
import type { RecordRow } from './RecordsTable';

function list(v: unknown): unknown[] | null {
  try {
    const x = typeof v === 'string' ? JSON.parse(v) : v;
    return Array.isArray(x) ? x : null;
  } catch {
    return null;
  }
}

function show(t: TFunction, entity: string, field: string, v: unknown): string {
  const items = field === 'targetRoles' || field === 'targetUserIds' ? list(v) : null;
  if (items) return items.map((x) => (field === 'targetRoles' ? enumLabel(t, 'user.role', x) : `#${x}`)).join(', ') || '-';
  const schema = getSchema(entity)?.properties?.[field];
  return formatCell(t, schema && { ...schema, 'x-key': `${entity}.${field}` }, v);
}

export function RecordDetail({ entity, fields, record, onClose }: { entity: string; fields: string[]; record: RecordRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!record} onClose={onClose} width={640} title={t('notifications.records.detailTitle')} testId="record-detail"
      footer={<button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('http.close')}</button>}>
      {record && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[9rem_1fr]">
          {fields.map((f) => (
            <div key={f} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{t(`fields.${entity}.${f}`)}</dt>
              <dd className={`min-w-0 break-words ${f === 'content' ? 'whitespace-pre-line' : ''}`}>{show(t, entity, f, record[f])}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
