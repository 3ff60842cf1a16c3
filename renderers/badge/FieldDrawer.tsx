// The edit-field drawer (spec 2 §2.9): the field's generated form (schemas/badge/field.json, every
// rule the server checks) sliding in from the side; a name another field has is refused with
// 字段名称已存在，请使用其他名称 before anything changes.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../form/SchemaForm';
import { nameTaken, nextOrder } from './lib/fields';
import type { BadgeField } from '@shared/badge/types';

export interface FieldDrawerProps {
  open: boolean;
  schemaId: string;
  /** the field edited; null adds a new one */
  field: BadgeField | null;
  index: number | null;
  fields: BadgeField[];
  onSubmit: (field: BadgeField) => void;
  onClose: () => void;
}

export function FieldDrawer({ open, schemaId, field, index, fields, onSubmit, onClose }: FieldDrawerProps) {
  const { t } = useTranslation();
  const submit = async (v: Record<string, unknown>) => {
    const next = { ...(field ?? {}), ...v } as BadgeField;
    if (nameTaken(fields, String(next.name ?? ''), index ?? undefined)) {
      throw { errors: [{ path: '/name', message: t('badge.field.name.duplicate') }] };
    }
    onSubmit(next);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel data-testid="badge-field-drawer" className="flex h-full w-screen max-w-md flex-col overflow-y-auto bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="mb-4 text-base font-semibold text-slate-900 dark:text-white">{t(field ? 'badges.drawer.editTitle' : 'badges.drawer.addTitle')}</DialogTitle>
          <SchemaForm
            schemaId={schemaId}
            idPrefix="badge_field"
            value={(field ?? { type: 'text', dataSource: 'custom', visible: true, x: 50, y: 50, order: nextOrder(fields) }) as unknown as Record<string, unknown>}
            onSubmit={submit}
            onCancel={onClose}
            submitText={t('badges.drawer.submit')}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
