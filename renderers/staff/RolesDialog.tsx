// Roles of one sub-account on one meeting: the meeting (fixed when editing a grant) and a checkbox per
// role of the schema, each with what it opens. Saving no role is refused here (removing is its own action).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@renderers/form/profile/Modal';
import { buttonCls, choiceCls, cx, errorCls, inputCls, labelCls } from '@renderers/form/theme/cls';
import type { Grant, MeetingOption, StaffAccount } from './config';
import { roleHint, roleLabel, staffRoles } from './roles';

export interface RolesDialogProps {
  /** the sub-account whose roles are edited; null: closed */
  account: StaffAccount | null;
  /** the grant being changed; absent: a new meeting is chosen */
  grant?: Grant | null;
  meetings: MeetingOption[];
  onSave: (meetingId: number, roles: string[]) => Promise<void>;
  onClose: () => void;
}

export function RolesDialog({ account, grant, meetings, onSave, onClose }: RolesDialogProps) {
  const { t } = useTranslation();
  const [meetingId, setMeetingId] = useState<number | ''>('');
  const [roles, setRoles] = useState<string[]>([]);
  const [error, setError] = useState<'meetingRequired' | 'rolesRequired' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setMeetingId(grant?.meetingId ?? '');
    setRoles(grant?.roles ?? []);
    setError(null);
  }, [account, grant]);
  // meetings the account has no roles on yet, and the one being edited
  const taken = new Set((account?.grants ?? []).map((g) => g.meetingId));
  const choices = grant ? meetings.filter((m) => m.id === grant.meetingId) : meetings.filter((m) => !taken.has(m.id));
  const toggle = (role: string) => setRoles((rs) => (rs.includes(role) ? rs.filter((r) => r !== role) : [...rs, role]));
  const save = async () => {
    if (meetingId === '') return setError('meetingRequired');
    if (!roles.length) return setError('rolesRequired');
    setBusy(true);
    try {
      await onSave(meetingId, staffRoles().filter((r) => roles.includes(r)));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const name = account ? String(account.name || account.username) : '';
  return (
    <Modal open={!!account} onClose={onClose} title={t('staff.assignTitle', { name })}>
      <div className="space-y-4" data-testid="roles-dialog">
        <label className="block">
          <span className={labelCls}>{t('staff.meeting')}</span>
          <select data-testid="roles-meeting" className={inputCls(error === 'meetingRequired')} value={meetingId} disabled={!!grant}
            onChange={(e) => { setMeetingId(e.target.value ? Number(e.target.value) : ''); setError(null); }}>
            <option value="">{t('staff.chooseMeeting')}</option>
            {choices.map((m) => <option key={m.id} value={m.id}>{m.title}</option>)}
          </select>
          {error === 'meetingRequired' && <p role="alert" className={errorCls}>{t('staff.meetingRequired')}</p>}
        </label>
        <fieldset>
          <legend className={labelCls}>{t('staff.roles')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {staffRoles().map((role) => (
              <label key={role} className={cx('flex cursor-pointer gap-3 rounded-lg border p-3 text-sm',
                roles.includes(role) ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/10' : 'border-gray-200 dark:border-gray-700')}>
                <input type="checkbox" data-testid={`role-${role}`} className={cx(choiceCls, 'mt-0.5 rounded')} checked={roles.includes(role)} onChange={() => { toggle(role); setError(null); }} />
                <span>
                  <span className="block font-medium">{t(roleLabel(role))}</span>
                  <span className="block text-xs text-gray-500 dark:text-gray-400">{t(roleHint(role))}</span>
                </span>
              </label>
            ))}
          </div>
          {error === 'rolesRequired' && <p role="alert" className={errorCls}>{t('staff.rolesRequired')}</p>}
        </fieldset>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('staff.cancel')}</button>
          <button type="button" data-testid="roles-save" className={buttonCls('primary')} disabled={busy} onClick={save}>{t('staff.save')}</button>
        </div>
      </div>
    </Modal>
  );
}
