// Screen kind "staff-roles" bound to the server: the sub-accounts (config.list), the meetings to choose
// from (config.meetings), creating one (its token shown once), setting and removing roles per meeting,
// deleting one after confirmation.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RendererProps } from '@runtime/registry';
import { fillPath, useDataSource } from '@runtime/data';
import { request, type Method } from '@runtime/http';
import { useAuth } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { DialogForm } from '@renderers/console/DialogForm';
import { confirm } from '@renderers/console/confirmStore';
import { TokenDialog, type CreatedSub } from '@renderers/form/profile/TokenDialog';
import { staffRolesSchema, type Grant, type MeetingOption, type StaffAccount } from './config';
import { RolesDialog } from './RolesDialog';
import { StaffRolesView } from './StaffRolesView';

const message = (err: unknown, fallback: string) => (err instanceof Error && err.message) || fallback;

export function StaffRolesScreen({ config: raw }: RendererProps) {
  const config = staffRolesSchema.parse(raw);
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = useDataSource<StaffAccount>(config.list);
  const meetings = useDataSource<MeetingOption>(config.meetings);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedSub | null>(null);
  const [editing, setEditing] = useState<{ account: StaffAccount; grant?: Grant } | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);

  const create = useCallback(async (values: Record<string, unknown>) => {
    const answer = await request<{ user: StaffAccount; authToken: string }>((config.create.method ?? 'POST') as Method, config.create.path, { body: values });
    toast.success(t('auth.subAccount.created'));
    setCreated({ master: String(user?.username ?? ''), username: answer.user.username, authToken: answer.authToken });
    void list.mutate();
  }, [config.create.method, config.create.path, t, user?.username, list]);

  const setRoles = async (account: StaffAccount, meetingId: number, roles: string[]) => {
    const path = fillPath(config.roles.path, { id: account.id })!.path;
    try {
      await request((config.roles.method ?? 'PUT') as Method, path, { body: { meetingId, roles } });
      toast.success(t(roles.length ? 'staff.saved' : 'staff.removed'));
    } catch (err) {
      toast.error(message(err, t('staff.saveFailed')));
      throw err;
    } finally {
      void list.mutate();
    }
  };

  const removeGrant = async (account: StaffAccount, grant: Grant) => {
    const name = String(account.name || account.username);
    const ok = await confirm({ title: { t: 'staff.removeRoles' }, message: { t: 'staff.removeRolesConfirm', params: { name, meeting: grant.meetingTitle } }, danger: true });
    if (ok) await setRoles(account, grant.meetingId, []).catch(() => undefined);
  };

  const remove = async (account: StaffAccount) => {
    const name = String(account.name || account.username);
    if (!(await confirm({ title: { t: 'staff.delete' }, message: { t: 'staff.deleteConfirm', params: { name } }, danger: true }))) return;
    try {
      await request((config.remove.method ?? 'DELETE') as Method, fillPath(config.remove.path, { id: account.id })!.path);
      toast.success(t('auth.subAccount.deleted'));
    } catch (err) {
      toast.error(message(err, t('staff.saveFailed')));
    }
    void list.mutate();
  };

  const state = list.error ? 'error' : list.isLoading ? 'loading' : 'ready';
  return (
    <>
      <StaffRolesView title={config.title} accounts={list.list} state={state} onCreate={() => setCreating(true)}
        onAssign={(account, grant) => setEditing({ account, grant })} onRemoveGrant={removeGrant} onDelete={remove} />
      <RolesDialog account={editing?.account ?? null} grant={editing?.grant} meetings={meetings.list} onClose={() => setEditing(null)}
        onSave={(meetingId, roles) => setRoles(editing!.account, meetingId, roles)} />
      <DialogForm open={creating} onClose={closeCreate} title={{ t: 'staff.create' }} schemaId={config.create.schema} value={null} width={480}
        onSubmit={create} submitText={{ t: 'staff.create' }} />
      <TokenDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}

export default StaffRolesScreen;
