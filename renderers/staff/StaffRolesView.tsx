// The 权限管理 list: each sub-account with its meetings and roles (one line per meeting, a badge per
// role), and the actions: new sub-account, assign roles, change or remove a meeting's roles, delete.
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { buttonCls, cx } from '@renderers/form/theme/cls';
import { panelCls } from '@renderers/console/cls';
import { ConsoleIcon } from '@renderers/console/icons';
import type { Grant, StaffAccount } from './config';
import { ROLE_TONE, roleLabel } from './roles';

export type ListState = 'loading' | 'error' | 'ready';

export interface StaffRolesViewProps {
  title?: string | { t: string };
  accounts: StaffAccount[];
  state: ListState;
  onCreate: () => void;
  onAssign: (account: StaffAccount, grant?: Grant) => void;
  onRemoveGrant: (account: StaffAccount, grant: Grant) => void;
  onDelete: (account: StaffAccount) => void;
}

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return <span data-role={role} className={cx('inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset', ROLE_TONE[role] ?? ROLE_TONE.viewer)}>{t(roleLabel(role))}</span>;
}

export function StaffRolesView({ title, accounts, state, onCreate, onAssign, onRemoveGrant, onDelete }: StaffRolesViewProps) {
  const { t } = useTranslation();
  const tx = useText();
  const status = state === 'loading' && !accounts.length ? 'loading' : state === 'error' && !accounts.length ? 'error' : !accounts.length ? 'empty' : null;
  const link = 'text-sm font-medium text-brand-600 hover:underline dark:text-brand-400';
  return (
    <section className="space-y-4 p-4 sm:p-6" data-testid="staff-roles">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-slate-100">
            <ConsoleIcon name="key" className="h-5 w-5 text-brand-600 dark:text-brand-400" />
            {title ? tx(title) : t('staff.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-500 dark:text-slate-400">{t('staff.subtitle')}</p>
        </div>
        <button type="button" data-testid="staff-create" className={buttonCls('primary')} onClick={onCreate}>{t('staff.create')}</button>
      </header>
      <div className={cx(panelCls, 'overflow-x-auto')}>
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2.5">{t('staff.columns.account')}</th>
              <th scope="col" className="px-4 py-2.5">{t('staff.columns.meetings')}</th>
              <th scope="col" className="px-4 py-2.5 text-right">{t('staff.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {status ? (
              <tr>
                <td colSpan={3} role={status === 'error' ? 'alert' : 'status'} className={cx('px-4 py-10 text-center', status === 'error' ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}>
                  {status === 'loading' ? t('http.loading') : status === 'error' ? t('staff.loadFailed') : (
                    <>
                      <span className="block font-medium text-slate-700 dark:text-slate-200">{t('staff.empty')}</span>
                      <span className="mt-1 block text-xs">{t('staff.emptyHint')}</span>
                    </>
                  )}
                </td>
              </tr>
            ) : accounts.map((a) => (
              <tr key={a.id} data-staff={a.username} className="border-t border-slate-100 align-top dark:border-slate-800">
                <td className="whitespace-nowrap px-4 py-3">
                  <span className="block font-medium text-slate-900 dark:text-slate-100">{a.name || a.username}</span>
                  {a.name && <span className="block text-xs text-slate-500 dark:text-slate-400">{a.username}</span>}
                </td>
                <td className="px-4 py-3">
                  {a.grants.length ? (
                    <ul className="space-y-2">
                      {a.grants.map((g) => (
                        <li key={g.meetingId} data-grant={g.meetingId} className="flex flex-wrap items-center gap-2">
                          <span className="mr-1 text-slate-700 dark:text-slate-200">{g.meetingTitle}</span>
                          {g.roles.map((r) => <RoleBadge key={r} role={r} />)}
                          <button type="button" className={cx(link, 'ml-1')} data-testid={`edit-grant-${a.username}-${g.meetingId}`} onClick={() => onAssign(a, g)}>{t('staff.assign')}</button>
                          <button type="button" className="text-sm font-medium text-red-600 hover:underline dark:text-red-400" data-testid={`remove-grant-${a.username}-${g.meetingId}`} onClick={() => onRemoveGrant(a, g)}>{t('staff.removeRoles')}</button>
                        </li>
                      ))}
                    </ul>
                  ) : <span className="text-slate-400 dark:text-slate-500">{t('staff.noRoles')}</span>}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <div className="flex justify-end gap-3">
                    <button type="button" className={link} data-testid={`assign-${a.username}`} onClick={() => onAssign(a)}>{t('staff.assign')}</button>
                    <button type="button" className="text-sm font-medium text-red-600 hover:underline dark:text-red-400" data-testid={`delete-staff-${a.username}`} onClick={() => onDelete(a)}>{t('staff.delete')}</button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
