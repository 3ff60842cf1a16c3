// The "profile" screen config (schemas/screens/user-center.json), checked at the boundary with zod.
import { z } from 'zod';

const source = z.looseObject({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(), path: z.string() });

const navItem = z.object({
  id: z.string(),
  label: z.string(),
  /** a link elsewhere in the app */
  to: z.string().optional(),
  /** which tab it opens: "profile" or "placeholder" */
  tab: z.enum(['profile', 'placeholder']).optional(),
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
});

export type ProfileScreenConfig = z.infer<typeof profileScreenSchema>;
export type NavItem = z.infer<typeof navItem>;
