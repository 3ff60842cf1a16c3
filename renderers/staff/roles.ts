// The staff roles as the entity schema declares them (enum order), and their label keys.
import { getSchema } from '@runtime/schemas';

type Items = { enum?: string[] };

/** checkin, finance, editor, viewer: the order the server stores them in */
export function staffRoles(): string[] {
  const roles = getSchema('meetingStaff')?.properties?.roles as { items?: Items } | undefined;
  return roles?.items?.enum ?? [];
}

export const roleLabel = (role: string) => `form.enum.meetingStaff.roles.${role}`;
export const roleHint = (role: string) => `staff.roleHints.${role}`;

/** each role's badge colour */
export const ROLE_TONE: Record<string, string> = {
  checkin: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  finance: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  editor: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/30',
  viewer: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-700/40 dark:text-slate-300 dark:ring-slate-400/30',
};
