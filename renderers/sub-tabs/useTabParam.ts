// The open tab, kept in the URL query (`?sub=guests`) inside a router and in local state outside one
// (stories); the console's own `?tab=` stays untouched.
import { useCallback, useState } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router';

type TabParam = [string | null, (key: string) => void];

function useRouted(param: string): TabParam {
  const [search, setSearch] = useSearchParams();
  const write = useCallback(
    (key: string) => setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set(param, key);
      return next;
    }, { replace: true }),
    [setSearch, param],
  );
  return [search.get(param), write];
}

function useLocal(): TabParam {
  const [key, setKey] = useState<string | null>(null);
  return [key, setKey];
}

export function useTabParam(param: string): TabParam {
  // chosen once per mount: a component never moves in or out of a router
  return (useInRouterContext() ? useRouted : useLocal)(param);
}
