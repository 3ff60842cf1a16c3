// The screen configs of kinds "participant-center" (schemas/screens/participant-center.json) and
// "participant-entry" (participant-entry.json), checked at the boundary: the centre's sections in
// order (a section left out is not drawn) and each screen's calls.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string().startsWith('/') });

export const centerSchema = z.looseObject({
  kind: z.literal('participant-center'),
  schemaVersion: z.literal(1),
  title: text,
  sections: z.array(z.object({ name: z.enum(['profile', 'registrations', 'waitlist', 'roomWaitlist']), title: text.optional() })).min(1),
  /** the registrations section's list, proof upload and cancel; the waiting lists' list, claim and leave; a room type's line joined from a registration (its flow's hotels read through flowData) */
  calls: z.object({
    registrations: call, proof: call, cancel: call, waitlist: call.optional(), waitlistClaim: call.optional(), waitlistLeave: call.optional(),
    flowData: call.optional(), waitlistJoinRoom: call.optional(),
  }),
  /** the participant account's calls (renderers/participant/calls.ts reads them) */
  account: z.record(z.string(), call),
});

export const entrySchema = z.looseObject({
  kind: z.literal('participant-entry'),
  schemaVersion: z.literal(1),
  title: text,
  /** the meeting whose name heads the page (`{meetingId}`) */
  calls: z.object({ meeting: call }),
});

export type CenterConfig = z.infer<typeof centerSchema>;
export type EntryConfig = z.infer<typeof entrySchema>;
