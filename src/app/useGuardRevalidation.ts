// When the session changes under an open page (logout in another tab, token expiry), run the
// route guards again so a guarded screen is left at once.
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useAuth } from '@runtime/auth';

export function useGuardRevalidation() {
  const { loggedIn, user } = useAuth();
  const { revalidate } = useRevalidator();
  const first = useRef(true);
  const role = user?.role;
  useEffect(() => {
    if (first.current) return void (first.current = false);
    revalidate();
  }, [loggedIn, role, revalidate]);
}
