// Mount once (the app shell does): shows whichever dialog openLogin()/openRegister() asked for.
import { useAuthDialog } from '@runtime/authDialogs';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';

export function AuthDialogs() {
  const which = useAuthDialog();
  return (
    <>
      <LoginDialog open={which === 'login'} />
      <RegisterDialog open={which === 'register'} />
    </>
  );
}
