// Mounts the auth dialogs (renderers/auth) once, downloading them only when one is first opened:
// the hand-built forms and captcha are not needed to read the home page.
import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '@runtime/authDialogs';

const AuthDialogs = lazy(() => import('@renderers/auth').then((m) => ({ default: m.AuthDialogs })));

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
