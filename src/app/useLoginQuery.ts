// `?login=1` on any URL opens the login dialog (the HTTP client's 401 hook sends users there);
// the parameter is then dropped so a reload or a shared link does not open it again. The dialog comes
// with the reason: a session ended elsewhere (password reset, logout on another device) must not look
// like the page simply forgot the user.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isLoggedIn } from '@runtime/auth';
import { openLogin } from '@runtime/authDialogs';
import { t } from '@runtime/i18n';
import { toast } from '@runtime/toast';

export function useLoginQuery() {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('login') === '1';
  useEffect(() => {
    if (!wanted) return;
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('login');
      return next;
    }, { replace: true });
    if (isLoggedIn()) return;
    toast.warning(t('errors.tokenExpired')); // spec 3 §8: 401 → 登录已过期，请重新登录 and the login
    openLogin();
  }, [wanted, setSearch]);
}
