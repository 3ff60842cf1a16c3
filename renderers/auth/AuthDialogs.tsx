// Mount once (the app shell does): shows whichever dialog openLogin()/openRegister()/openReset() asked for.
import { closeAuthDialog, openLogin, useAuthDialog } from '@runtime/authDialogs';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

export function AuthDialogs() {
  const which = useAuthDialog();
  return (
    <>
      <LoginDialog open={which === 'login'} />
      <RegisterDialog open={which === 'register'} />
      <ResetPasswordDialog open={which === 'reset'} onClose={closeAuthDialog} onBack={openLogin} schemaId="auth.resetPassword" operation="postAuthResetPassword" okKey="auth.resetPassword.ok" />
    </>
  );
}
