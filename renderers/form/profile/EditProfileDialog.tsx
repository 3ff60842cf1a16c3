// The edit-profile dialog: the generated SchemaForm of the profile form (user.x-forms.profile),
// so a property added there shows here with no edit.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type Method } from '@runtime/http';
import { toast } from '@runtime/toast';
import { SchemaForm } from '../SchemaForm';
import { Modal } from './Modal';

export interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  user: Record<string, unknown>;
  formId: string;
  update: { method?: Method; path: string };
  onSaved: (patch: Record<string, unknown>) => void;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : '');

export function EditProfileDialog({ open, onClose, user, formId, update, onSaved }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const save = useCallback(
    async (data: Record<string, unknown>) => {
      const answer = await request<Record<string, unknown> | null>(update.method ?? 'POST', update.path, { body: data });
      toast.success(t('userCenter.profile.updated'));
      onSaved(answer && typeof answer === 'object' ? answer : data);
      onClose();
    },
    [update.method, update.path, t, onSaved, onClose],
  );
  const failed = useCallback((err: unknown) => toast.error(messageOf(err) || t('userCenter.profile.updateFailed')), [t]);
  return (
    <Modal open={open} onClose={onClose} title={t('userCenter.profile.editTitle')}>
      <SchemaForm schemaId={formId} idPrefix="profile" value={user} onSubmit={save} onError={failed} onCancel={onClose} />
    </Modal>
  );
}
