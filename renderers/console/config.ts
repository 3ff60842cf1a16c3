// The `console` screen config (schemas/screens/admin-center.json, super-admin.json), checked with zod.
import { z } from 'zod';

const text = z.union([z.string(), z.object({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);

const navItem = z.object({
  key: z.string().min(1),
  label: text,
  icon: z.string().optional(),
  group: text.optional(),
  /** a screen name (schemas/screens/<name>.json) or an inline screen config */
  screen: z.union([z.string(), z.looseObject({ kind: z.string() })]).optional(),
  disabled: z.boolean().optional(),
  disabledMessage: text.optional(),
  /** leaves the console for this route instead of opening a tab (the settings shell's admin-center) */
  href: z.string().optional(),
  /** only these roles see the item (the admin centre's 权限管理 and finance are the organizer's, not its staff's) */
  roles: z.array(z.string()).optional(),
  /** a staff account sees the item only with one of these meeting roles (the subject's `staffRoles`: meeting-staff.json) */
  staffRoles: z.array(z.string()).optional(),
});

const menuItem = z.object({
  key: z.string().min(1),
  label: text,
  icon: z.string().optional(),
  href: z.string().optional(),
  requires: z.enum(['admin', 'superAdmin']).optional(),
  /** shown instead of navigating (the centre the user is already in) */
  message: text.optional(),
  action: z.enum(['logout']).optional(),
  /** asked first; a cancel does nothing (the settings shell's logout) */
  confirm: z.object({ title: text, message: text }).optional(),
});

export const consoleScreenSchema = z.looseObject({
  kind: z.literal('console'),
  schemaVersion: z.number().int().optional(),
  title: text,
  tabParam: z.string().default('tab'),
  /** other query parameters that also name the tab when tabParam is absent (data management reads activeTab too) */
  tabAliases: z.array(z.string()).default([]),
  /** localStorage flags that pick a tab once, then are cleared (spec 3 §2.6: 'from_partner_editor' → partners) */
  tabFlags: z.record(z.string(), z.string()).default({}),
  defaultTab: z.string(),
  headerTabs: z.boolean().default(true),
  /** roles that may see the console (the route guard checks first; this covers a session change) */
  roles: z.array(z.string()).optional(),
  denied: text.optional(),
  nav: z.array(navItem).min(1),
  userMenu: z.array(menuItem).optional(),
  bell: z.boolean().optional(),
  /** the record the console is about (one meeting): its `field` shows in the header; a failed load shows the error instead of the content */
  subject: z.object({ path: z.string(), field: z.string() }).optional(),
  footer: z.object({ defaultName: text, label: text.optional(), logout: z.boolean().default(true) }).optional(),
});

export type ConsoleScreenConfig = z.infer<typeof consoleScreenSchema>;
export type ConsoleMenuItem = z.infer<typeof menuItem>;
export type ConsoleNavConfig = z.infer<typeof navItem>;
