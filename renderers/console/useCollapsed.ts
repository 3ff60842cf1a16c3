// The sidebar's collapsed state, persisted as '1'/'0' so the console opens as it was left.
import { useCallback, useState } from 'react';
import { readItem, writeItem } from '@runtime/storage';

export const COLLAPSE_KEY = 'conflow.console.collapsed';

export function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readItem('local', COLLAPSE_KEY) === '1');
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      writeItem('local', COLLAPSE_KEY, c ? '0' : '1');
      return !c;
    });
  }, []);
  return [collapsed, toggle];
}
