// Change password: old, new and confirm (the server checks the match too). Success revokes every
// session on the server, so the local one is cleared and the user goes home to log in again.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '@renderers/console/DialogForm';
import { clearSession } from '@runtime/auth';
import { request, type Method } from '@runtime/http';
import { toast } from '@runtime/toast';
import { buttonCls } from '../theme/cls';
import type { SecurityConfig } from './config';
import { SectionCard } from './SectionCard';
import { useGo } from './useGo';

const REQUIRED = ['confirmPassword'];

export function ChangePassword({ call, initialOpen = false }: { call: SecurityConfig['changePassword']; initialOpen?: boolean }) {
  const { t } = useTranslation();
  const go = useGo();
  const [open, setOpen] = useState(initialOpen);
  const close = useCallback(() => setOpen(false), []);
  const submit = useCallback(
    async (values: Record<string, unknown>) => {
      await request((call.method ?? 'POST') as Method, call.path, { body: values });
      // the server answers auth.passwordChange.changed: the same key, in the same language
      toast.success(t('auth.passwordChange.changed'));
      await go('/'); // leave the guarded page first, so clearing the session is not a "please log in" bounce
      clearSession();
    },
    [call.method, call.path, t, go],
  );
  return (
    <SectionCard testId="security-password" title={t('console.personal.security.password')} hint={t('console.personal.security.passwordHint')}
      action={<button type="button" data-testid="change-password" className={buttonCls('primary')} onClick={() => setOpen(true)}>{t('console.personal.security.change')}</button>}>
      <DialogForm open={open} onClose={close} title={{ t: 'console.personal.security.changeTitle' }} schemaId={call.schema} required={REQUIRED}
        width={480} value={null} onSubmit={submit} submitText={{ t: 'console.personal.security.submit' }} />
    </SectionCard>
  );
}
