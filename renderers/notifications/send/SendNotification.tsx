// The send dialog bound to the server: templates to start from, users to pick (the accounts list,
// or the public user list while that is not available), the send call, its toasts and refreshes.
import { useTranslation } from 'react-i18next';
import { useAuth } from '@runtime/auth';
import { mutateSource, useDataSource } from '@runtime/data';
import { toast } from '@runtime/toast';
import type { SendConfig } from '../config';
import { run } from '../lib';
import { SendDialog, type TemplateChoice } from './SendDialog';
import { toBody, type SendState } from './sendForm';
import type { PickUser } from './UserPicker';

function useUsers(config: SendConfig, open: boolean) {
  const main = useDataSource<PickUser>(open ? config.users : null, undefined, { revalidateOnFocus: false, shouldRetryOnError: false });
  const useFallback = !!main.error && !!config.usersFallback;
  const fallback = useDataSource<PickUser>(open && useFallback ? config.usersFallback : null, undefined, { revalidateOnFocus: false, shouldRetryOnError: false });
  const src = useFallback ? fallback : main;
  const users = src.list.filter((u) => u && typeof u.id === 'number' && u.status !== 'disabled');
  const state: 'loading' | 'error' | 'ready' = src.error ? 'error' : src.isLoading || (!src.data && !src.error) ? 'loading' : 'ready';
  return { users, state };
}

export function SendNotification({ config, open, onClose }: { config: SendConfig; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { users, state } = useUsers(config, open);
  const templates = useDataSource<TemplateChoice>(open ? config.templates : null, undefined, { revalidateOnFocus: false, shouldRetryOnError: false });

  const submit = async (s: SendState) => {
    if (!user) return void toast.error(t('notifications.loginFirst'));
    try {
      await run(config.call, {}, toBody(s, { id: user.id, role: String(user.role) }));
    } catch (err) {
      const fieldErrors = (err as { errors?: unknown[] }).errors;
      if (!fieldErrors?.length) toast.error(t('notifications.sendFailed'));
      throw err;
    }
    toast.success(t('notifications.sent'));
    onClose();
    void mutateSource(config.refresh); // records, statistics, and the sender's own bell
  };

  return (
    <SendDialog open={open} onClose={onClose} onSubmit={submit} schemaId={config.schemaId} width={config.width} roles={config.roles}
      templates={templates.list} users={users} usersState={state} />
  );
}
