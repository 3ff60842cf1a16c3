// The "profile" screen config (schemas/screens/user-center.json), checked at the boundary with zod.
import { z } from 'zod';

const source = z.looseObject({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(), path: z.string() });

const navItem = z.object({
  id: z.string(),
  label: z.string(),
  /** a link elsewhere in the app */
  to: z.string().optional(),
  /** which tab it opens */
  tab: z.enum(['profile', 'security', 'notifications', 'preferences', 'placeholder']).optional(),
});

const call = source.extend({ schema: z.string().optional() });

/** The security tab: the password change, and sub-accounts for the roles that may have them. */
const securityConfig = z.object({
  changePassword: call.extend({ schema: z.string() }),
  subAccounts: z
    .object({
      roles: z.array(z.string()),
      source,
      create: call.extend({ schema: z.string() }),
      remove: source,
      columns: z.array(z.string()),
    })
    .optional(),
});

/** The notifications tab: the user's own notifications, paged, and the mark-read calls. */
const notificationsConfig = z.object({
  source: source.extend({ listPath: z.string().optional(), totalPath: z.string().optional() }),
  pageSize: z.number().int().positive().default(10),
  read: source,
  readAll: source,
  /** the path prefix (`{userId}` filled) of the user's sources read again after a change (the bells too) */
  refresh: z.string(),
});

export const profileScreenSchema = z.looseObject({
  kind: z.literal('profile'),
  title: z.string().optional(),
  entity: z.string().default('user'),
  source,
  update: source,
  form: z.string(),
  upload: z.object({
    path: z.string(),
    field: z.string().default('avatar'),
    maxBytes: z.number().int().positive(),
    types: z.array(z.string()).min(1),
  }),
  avatarUrl: z.string(),
  sidebar: z.array(z.object({ group: z.string(), items: z.array(navItem) })),
  cards: z.array(z.object({ field: z.string(), format: z.enum(['group']).optional() })),
  security: securityConfig.optional(),
  notifications: notificationsConfig.optional(),
});

export type ProfileScreenConfig = z.infer<typeof profileScreenSchema>;
export type NavItem = z.infer<typeof navItem>;
export type SecurityConfig = z.infer<typeof securityConfig>;
export type NotificationsConfig = z.infer<typeof notificationsConfig>;
