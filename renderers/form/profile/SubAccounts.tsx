// Sub-accounts of an organizer or super admin: the list (columns from the config, cells formatted by
// the user schema), create (its token shown once) and delete after confirmation.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { DialogForm } from '@renderers/console/DialogForm';
import { confirm } from '@renderers/console/confirmStore';
import { useDataSource } from '@runtime/data';
import { fillPath } from '@runtime/data';
import { request, type Method } from '@runtime/http';
import { getSchema } from '@runtime/schemas';
import { toast } from '@runtime/toast';
import { columnsOf } from '../../table/columns';
import { formatCell } from '../../table/format';
import { buttonCls, cx } from '../theme/cls';
import type { SecurityConfig } from './config';
import { SectionCard } from './SectionCard';
import { TokenDialog, type CreatedSub } from './TokenDialog';

type Sub = Record<string, unknown> & { id: number; username: string };
type Cfg = NonNullable<SecurityConfig['subAccounts']>;

export function SubAccounts({ cfg, master, rows }: { cfg: Cfg; master: string; rows?: Sub[] }) {
  const { t } = useTranslation();
  const ds = useDataSource<Sub>(rows ? null : (cfg.source as never));
  const list = rows ?? ds.list;
  const columns = useMemo(() => columnsOf('user', getSchema('user') as JsonSchema | undefined, cfg.columns), [cfg.columns]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedSub | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);

  const create = useCallback(
    async (values: Record<string, unknown>) => {
      const answer = await request<{ user: Sub; authToken: string }>((cfg.create.method ?? 'POST') as Method, cfg.create.path, { body: values });
      toast.success(t('auth.subAccount.created'));
      setCreated({ master, username: answer.user.username, authToken: answer.authToken });
      void ds.mutate();
    },
    [cfg.create.method, cfg.create.path, master, t, ds],
  );
  const remove = async (sub: Sub) => {
    const name = String(sub.name || sub.username);
    const ok = await confirm({ title: { t: 'console.personal.sub.deleteTitle' }, message: { t: 'console.personal.sub.deleteMessage', params: { name } }, danger: true });
    if (!ok) return;
    const path = fillPath(cfg.remove.path, { id: sub.id })!.path;
    try {
      await request((cfg.remove.method ?? 'DELETE') as Method, path);
      toast.success(t('auth.subAccount.deleted'));
    } catch (err) {
      toast.error((err instanceof Error && err.message) || t('console.personal.sub.deleteFailed'));
    }
    void ds.mutate();
  };

  const status = !rows && ds.isLoading && !list.length ? 'loading' : !rows && ds.error && !list.length ? 'loadFailed' : !list.length ? 'empty' : null;
  return (
    <SectionCard testId="security-sub-accounts" title={t('console.personal.sub.title')} hint={t('console.personal.sub.hint')}
      action={<button type="button" data-testid="add-sub-account" className={buttonCls('primary')} onClick={() => setCreating(true)}>{t('console.personal.sub.add')}</button>}>
      <div className="overflow-x-auto rounded-md border border-gray-200 dark:border-gray-700">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500 dark:bg-gray-800 dark:text-gray-400">
            <tr>
              {columns.map((c) => <th key={c.key} scope="col" className="px-4 py-2.5">{t(c.label, { defaultValue: c.key })}</th>)}
              <th scope="col" className="px-4 py-2.5 text-right">{t('console.personal.sub.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {status ? (
              <tr>
                <td colSpan={columns.length + 1} role={status === 'loadFailed' ? 'alert' : 'status'} className={cx('px-4 py-8 text-center', status === 'loadFailed' ? 'text-red-600 dark:text-red-400' : 'text-gray-500 dark:text-gray-400')}>
                  {t(`console.personal.sub.${status}`)}
                </td>
              </tr>
            ) : (
              list.map((s) => (
                <tr key={s.id} data-sub={s.username} className="border-t border-gray-100 dark:border-gray-800">
                  {columns.map((c) => <td key={c.key} className="whitespace-nowrap px-4 py-2.5">{formatCell(t, c.schema, s[c.key])}</td>)}
                  <td className="px-4 py-2.5 text-right">
                    <button type="button" data-testid={`delete-sub-${s.username}`} onClick={() => remove(s)} className="text-sm font-medium text-red-600 hover:underline dark:text-red-400">
                      {t('console.personal.sub.delete')}
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DialogForm open={creating} onClose={closeCreate} title={{ t: 'console.personal.sub.createTitle' }} schemaId={cfg.create.schema} value={null} width={480}
        onSubmit={create} submitText={{ t: 'console.personal.sub.create' }} />
      <TokenDialog created={created} onClose={() => setCreated(null)} />
    </SectionCard>
  );
}
