// Binds the site blocks' actions to the platform: router navigation, the auth dialogs, toasts.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '@runtime/auth';
import { openLogin, openRegister } from '@runtime/authDialogs';
import { toast } from '@runtime/toast';
import type { BlockHost } from '@renderers/site';

/** Opens an auth dialog, or says the user is already logged in (spec 1 §2). */
export function openAuthDialog(which: 'login' | 'register', alreadyText: string) {
  if (isLoggedIn()) return void toast.info(alreadyText);
  (which === 'login' ? openLogin : openRegister)();
}

export function usePlatformHost(): BlockHost {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return useMemo<BlockHost>(
    () => ({
      path: pathname,
      navigate: (to) => navigate(to),
      run(action) {
        if (action.kind === 'link') {
          if (action.newTab || !action.to.startsWith('/')) window.open(action.to, action.newTab ? '_blank' : '_self', 'noopener');
          else navigate(action.to);
        } else if (action.kind === 'open') {
          if (action.dialog === 'login' || action.dialog === 'register') openAuthDialog(action.dialog, t('nav.alreadyLoggedIn'));
        } else if (action.kind === 'message') {
          const text = typeof action.text === 'string' ? action.text : t(action.text.t, action.text.params);
          toast[action.level ?? 'info'](text);
        }
      },
    }),
    [navigate, pathname, t],
  );
}
