// The design being edited: loaded from the server, changed locally (immer), saved whole. A save's
// field errors come back with their paths (/style/…, /fields/{i}/…) for the forms to show.
import { useCallback, useEffect, useState } from 'react';
import { produce, type Draft } from 'immer';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { ApiError, http, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import type { PathMessage } from '../form/errors';
import type { BadgeDesign } from '@shared/badge/types';

export function useDesign(path: string) {
  const { t } = useTranslation();
  const ds = useDataSource<BadgeDesign>({ path }, undefined, { revalidateOnFocus: false });
  const [design, setDesign] = useState<BadgeDesign | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<PathMessage[]>([]);

  useEffect(() => {
    if (ds.data && !design) setDesign(ds.data as BadgeDesign);
  }, [ds.data, design]);

  const edit = useCallback((recipe: (d: Draft<BadgeDesign>) => void) => {
    setDesign((cur) => (cur ? produce(cur, recipe) : cur));
    setDirty(true);
  }, []);

  const save = useCallback(async (next: BadgeDesign) => {
    setSaving(true);
    try {
      const saved = await http.put<BadgeDesign>(path, { schemaVersion: next.schemaVersion ?? 1, style: next.style, fields: next.fields });
      setDesign(saved);
      setDirty(false);
      setErrors([]);
      await ds.mutate(saved, { revalidate: false });
      toast.success(t('badges.saved'));
    } catch (err) {
      const list = err instanceof ApiError ? ((err.errors ?? []) as PathMessage[]) : [];
      setErrors(list);
      const message = err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : err instanceof Error ? err.message : '';
      toast.error(t('badges.saveFailed', { message }));
    } finally {
      setSaving(false);
    }
  }, [path, ds, t]);

  return { design, error: ds.error, dirty, saving, errors, edit, save, setDesign };
}
