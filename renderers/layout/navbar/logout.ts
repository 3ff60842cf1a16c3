// Logout: tell the server (its answer does not matter: the local session ends either way), clear
// the session, say so and go home (spec 1 §2).
import type { NavigateFunction } from 'react-router';
import { clearSession } from '@runtime/auth';
import { api } from '@runtime/api';
import { toast } from '@runtime/toast';

let loggingOut = false;
/** True while a logout call runs: its 401 (session already gone) must not open the login dialog. */
export const isLoggingOut = () => loggingOut;

export async function logout(navigate: NavigateFunction, t: (key: string) => string): Promise<void> {
  loggingOut = true;
  try {
    await api('postAuthLogout');
  } catch {
    /* an expired or revoked session cannot be logged out twice */
  } finally {
    loggingOut = false;
  }
  clearSession();
  toast.success(t('auth.logout.ok'));
  navigate('/');
}
