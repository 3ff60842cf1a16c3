// Screen kind "staff-roles" (the admin centre's 权限管理): the organizer's sub-accounts with their roles
// per meeting. The roles, their order and labels come from schemas/entities/meeting-staff.json
// (form.enum.meetingStaff.roles.*), never from this screen.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(), path: z.string() });

export const staffRolesSchema = z.looseObject({
  kind: z.literal('staff-roles'),
  schemaVersion: z.number().int().optional(),
  title: text.optional(),
  /** GET: the sub-accounts, each with `grants: [{ meetingId, meetingTitle, roles }]` */
  list: call,
  /** the form schema and call that create a sub-account (its auth token is answered once) */
  create: call.extend({ schema: z.string() }),
  /** PUT { meetingId, roles } for sub-account {id}; an empty list removes */
  roles: call,
  remove: call,
  /** the organizer's meetings to choose from */
  meetings: call.extend({ listPath: z.string().optional() }),
});

export type StaffRolesConfig = z.infer<typeof staffRolesSchema>;

export interface Grant { meetingId: number; meetingTitle: string; roles: string[] }
export interface StaffAccount { id: number; username: string; name?: string | null; status?: string; lastLoginTime?: string | null; grants: Grant[] }
export interface MeetingOption { id: number; title: string }
