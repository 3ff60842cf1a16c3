// Mounts the auth dialogs (renderers/auth) once, downloading them only when one is first opened:
// the hand-built forms and captcha are not needed to read the home page (nor their messages).
import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '@runtime/authDialogs';
import { loadAllMessages } from '@runtime/i18n';

const AuthDialogs = lazy(() => Promise.all([import('@renderers/auth'), loadAllMessages()]).then(([m]) => ({ default: m.AuthDialogs })));

export function AuthDialogsMount() {
  const open = useAuthDialog();
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
