// Navigation that works inside the app's router and, for stories, without one.
import { useCallback } from 'react';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router';

const outside: NavigateFunction = ((to: unknown) => {
  if (typeof to === 'string' && typeof window !== 'undefined') console.info('[no router] navigate', to);
}) as NavigateFunction;

function useRouterNavigate(): NavigateFunction {
  return useNavigate();
}

export function useGo(): (to: string) => Promise<void> {
  const inRouter = useInRouterContext();
  // the hook is chosen once per mount: a component never moves in or out of a router
  const navigate = (inRouter ? useRouterNavigate : () => outside)();
  return useCallback(async (to: string) => void (await navigate(to)), [navigate]);
}
