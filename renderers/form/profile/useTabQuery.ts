// The personal centre's `?tab=` (the bell's "view all" opens /user-center?tab=notifications); outside
// a router (stories) there is no query and selecting a tab writes nothing.
import { useCallback } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router';

type TabQuery = [string | null, (id: string) => void];

function useRouted(): TabQuery {
  const [search, setSearch] = useSearchParams();
  const write = useCallback(
    (id: string) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', id);
        return next;
      }, { replace: true }),
    [setSearch],
  );
  return [search.get('tab'), write];
}

const none: TabQuery = [null, () => {}];
const useNone = () => none;

export function useTabQuery(): TabQuery {
  // chosen once per mount: a component never moves in or out of a router
  return (useInRouterContext() ? useRouted : useNone)();
}
