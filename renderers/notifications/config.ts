// The screen configs of kind "notifications" (schemas/screens/**/notifications.json), checked at
// the boundary. `view: center` is the super admin's notification management, `view: inbox` a
// user's own notifications (the view-all page, the admin centre's section).
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const method = z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const source = z.looseObject({ method: method.optional(), path: z.string(), params: z.record(z.string(), z.unknown()).optional(), listPath: z.string().optional(), totalPath: z.string().optional() });
const call = z.object({ method, path: z.string() });
const tone = z.enum(['brand', 'green', 'amber', 'rose', 'slate']);
const filter = z.object({
  name: z.string(),
  kind: z.enum(['search', 'select', 'date', 'dateRange']),
  label: text,
  placeholder: text.optional(),
  /** `entity.prop`: the options are that property's enum, labelled form.enum.<entity>.<prop>.<value> */
  optionsFrom: z.string().optional(),
});

export const sendSchema = z.object({
  call,
  /** the composed request schema the dialog validates with (the server's) */
  schemaId: z.string(),
  width: z.number().int().positive().default(800),
  roles: z.array(z.string()),
  templates: source.optional(),
  users: source,
  /** where users come from while `users` is not available */
  usersFallback: source.optional(),
  /** the path prefix of the sources read again once sent (records, statistics, the sender's own bell) */
  refresh: z.string(),
});

/** Messages to a meeting's participants: the dialog's calls and sources, and the list of those sent. */
export const participantsSchema = z.object({
  /** roles that may send them */
  roles: z.array(z.string()),
  schemaId: z.string(),
  width: z.number().int().positive().default(800),
  send: call,
  preview: call,
  options: source,
  meetings: source,
  /** `:meetingId` filled with the chosen meeting; `search` added while the picker searches */
  people: source,
  records: source,
  /** record columns (notificationRecord properties) besides the meeting */
  columns: z.array(z.string()),
  badges: z.record(z.string(), z.record(z.string(), tone)).default({}),
  templates: source.optional(),
  /** the path prefix of the sources read again once sent (the records, statistics) */
  refresh: z.string(),
});

const center = z.object({
  kind: z.literal('notifications'),
  view: z.literal('center'),
  schemaVersion: z.literal(1),
  title: text,
  subtitle: text.optional(),
  /** the path prefix of the sources read again after a change (templates, records, statistics) */
  refresh: z.string(),
  stats: z.object({ source, cards: z.array(z.object({ field: z.string(), label: text, tone: tone.optional(), icon: z.string().optional() })) }),
  templates: z.object({
    label: text,
    entity: z.string(),
    source,
    create: call,
    update: call,
    remove: call,
    form: z.string(),
    dialogWidth: z.number().int().positive().default(600),
    filters: z.array(filter),
    card: z.object({ name: z.string(), badge: z.string(), flag: z.string(), title: z.string(), body: z.string(), time: z.string() }),
  }),
  records: z.object({
    label: text,
    entity: z.string(),
    source,
    remove: call,
    columns: z.array(z.string()),
    pageSize: z.number().int().positive().default(10),
    filters: z.array(filter),
    badges: z.record(z.string(), z.record(z.string(), tone)).default({}),
    detail: z.array(z.string()),
  }),
  send: sendSchema,
  participants: participantsSchema.optional(),
});

const inbox = z.object({
  kind: z.literal('notifications'),
  view: z.literal('inbox'),
  schemaVersion: z.literal(1),
  title: text,
  subtitle: text.optional(),
  /** page: a page of its own; panel: inside a console */
  layout: z.enum(['page', 'panel']).default('page'),
  /** the path prefix (`:userId` filled) of the sources read again after a change */
  refresh: z.string(),
  source,
  unread: source,
  read: call,
  readAll: call,
  pageSize: z.number().int().positive().default(10),
  send: sendSchema.optional(),
  /** roles that see the send-new button */
  sendRoles: z.array(z.string()).default([]),
  /** the organizer's messages to its meetings' participants (their list; send-new opens their dialog) */
  participants: participantsSchema.optional(),
});

export const notificationsScreenSchema = z.discriminatedUnion('view', [center, inbox]);
export type CenterConfig = z.infer<typeof center>;
export type InboxConfig = z.infer<typeof inbox>;
export type SendConfig = z.infer<typeof sendSchema>;
export type ParticipantsConfig = z.infer<typeof participantsSchema>;
export type FilterConfig = z.infer<typeof filter>;
export type Source = z.infer<typeof source>;
export type Call = z.infer<typeof call>;
