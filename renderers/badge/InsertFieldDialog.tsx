// The insert-field dialog (spec 2 §2.9): the basic fields (48 today: participant and registration
// properties from their schemas, meeting, stay and badge facts) under their group headings, custom
// fields and custom groups (every form field of the meeting's flows, read by field id), as the server
// lists them. A field already on the badge shows as inserted; a group inserts each of its fields not
// yet there.
import { useMemo, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { buttonCls, cx, inputCls } from '../form/theme/cls';
import type { BadgeField, FieldsAnswer, Insertable } from '@shared/badge/types';

export interface InsertFieldDialogProps {
  open: boolean;
  path: string;
  fields: BadgeField[];
  onInsert: (items: Insertable[]) => void;
  onClose: () => void;
}

const tabCls = ({ selected }: { selected: boolean }) =>
  cx('rounded-md px-3 py-1.5 text-sm font-medium outline-none', selected ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800');

export function InsertFieldDialog({ open, path, fields, onInsert, onClose }: InsertFieldDialogProps) {
  const { t } = useTranslation();
  const ds = useDataSource<FieldsAnswer>(open ? { path } : null);
  const data = ds.data as FieldsAnswer | undefined;
  const [q, setQ] = useState('');
  const has = useMemo(() => new Set(fields.map((f) => f.name)), [fields]);
  const match = (f: Insertable) => !q.trim() || f.label.includes(q.trim()) || f.name.toLowerCase().includes(q.trim().toLowerCase());

  const rows = (items: Insertable[]) => items.filter(match).map((f) => (
    <li key={`${f.group ?? ''}:${f.name}`} className="flex items-center justify-between gap-3 py-2">
      <span className="min-w-0">
        <span className="block truncate text-sm text-slate-800 dark:text-slate-100">{f.label}</span>
        <span className="block truncate font-mono text-xs text-slate-500 dark:text-slate-400">{f.name} · {t(`badges.types.${f.type}`)}</span>
      </span>
      <button type="button" data-testid={`insert-${f.name}`} className={cx(buttonCls(has.has(f.name) ? 'secondary' : 'primary'), 'px-2 py-1 text-xs')} disabled={has.has(f.name)} onClick={() => onInsert([f])}>
        {has.has(f.name) ? t('badges.insert.added') : t('badges.insert.insert')}
      </button>
    </li>
  ));
  const list = (items: Insertable[]) => (
    <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
      {rows(items)}
      {items.length === 0 && <li className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('badges.insert.emptyCustom')}</li>}
    </ul>
  );
  // the basic fields under their group headings (participant, registration, meeting, stay, badge)
  const basic = (d: FieldsAnswer) => (
    <div className="max-h-80 overflow-y-auto" data-testid="badge-insert-basic">
      {d.basicGroups.map((g) => {
        const items = rows(d.basic.filter((f) => f.group === g.name));
        return items.length === 0 ? null : (
          <section key={g.name} data-group={g.name}>
            <h4 className="sticky top-0 bg-white py-1 text-xs font-semibold text-slate-500 dark:bg-slate-900 dark:text-slate-400">{t('badges.insert.group', { label: g.label, count: g.count })}</h4>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">{items}</ul>
          </section>
        );
      })}
    </div>
  );

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="badge-insert-dialog" className="w-full max-w-xl rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-base font-semibold text-slate-900 dark:text-white">{t('badges.insert.title')}</DialogTitle>
          <input className={cx(inputCls(), 'mt-3')} placeholder={t('badges.insert.search')} aria-label={t('badges.insert.search')} value={q} onChange={(e) => setQ(e.target.value)} />
          {!data ? (
            <p role="status" className="py-6 text-sm text-slate-500">{t('http.loading')}</p>
          ) : (
            <TabGroup className="mt-3">
              <TabList className="flex gap-2">
                <Tab className={tabCls}>{t('badges.insert.basic', { count: data.basic.length })}</Tab>
                <Tab className={tabCls}>{t('badges.insert.custom', { count: data.custom.length })}</Tab>
                <Tab className={tabCls}>{t('badges.insert.groups', { count: data.groups.length })}</Tab>
              </TabList>
              {data.customFrom === 'registrations' && data.custom.length > 0 && <p className="mt-2 text-xs text-amber-700 dark:text-amber-300">{t('badges.insert.fromRegistrations')}</p>}
              <TabPanels className="mt-2">
                <TabPanel>{basic(data)}</TabPanel>
                <TabPanel>{list(data.custom)}</TabPanel>
                <TabPanel>
                  <ul className="max-h-80 space-y-3 overflow-y-auto">
                    {data.groups.map((g) => (
                      <li key={g.name} className="rounded-lg p-3 ring-1 ring-slate-200 dark:ring-slate-700">
                        <div className="flex items-center justify-between">
                          <span className="text-sm font-medium text-slate-800 dark:text-slate-100">{g.name} ({g.fields.length})</span>
                          <button type="button" className={cx(buttonCls('primary'), 'px-2 py-1 text-xs')} disabled={g.fields.every((f) => has.has(f.name))} onClick={() => onInsert(g.fields.filter((f) => !has.has(f.name)))}>
                            {t('badges.insert.insertGroup')}
                          </button>
                        </div>
                        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{g.fields.map((f) => f.label).join('、')}</p>
                      </li>
                    ))}
                    {data.groups.length === 0 && <li className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('badges.insert.emptyCustom')}</li>}
                  </ul>
                </TabPanel>
              </TabPanels>
            </TabGroup>
          )}
          <div className="mt-4 flex justify-end">
            <button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('http.close')}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
