// Screen kind "hotel-list": a meeting's hotels as cards with their room types nested (spec 2 §2.5).
// Every request path and form is named here, so the screen JSON decides what is called.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);
const source = z.looseObject({ path: z.string(), listPath: z.string().optional() });

export const hotelListSchema = z.looseObject({
  kind: z.literal('hotel-list'),
  title: text.optional(),
  /** the meeting the hotels belong to (`{meetingId}` in the settings shell) */
  meetingId: z.string(),
  source,
  /** used while the search box has text, with `keyword` */
  searchSource: source,
  stats: z.looseObject({ source, cards: z.array(z.looseObject({ label: text, value: z.string() })) }).optional(),
  paths: z.object({
    create: z.string(),
    hotel: z.string(),
    toggle: z.string(),
    batch: z.string(),
    rooms: z.string(),
    room: z.string(),
    roomToggle: z.string(),
    roomMove: z.string(),
    roomBatch: z.string(),
    /** PUT a hotel's accepted payment methods for the hotel fee */
    payments: z.string().optional(),
    upload: z.string(),
    /** the upload limits in force, for the image field's hint */
    uploadLimits: z.string().optional(),
  }),
  forms: z.object({ simple: z.string(), full: z.string(), update: z.string(), room: z.string(), roomUpdate: z.string(), payments: z.string().optional() }),
  /** the facts under each card's header (one table-config format's columns); none: hotel.json's x-list */
  columns: z.array(z.union([z.string(), z.looseObject({ key: z.string(), label: z.string().optional() })])).optional(),
  /** the sub-tab that lists guests ("view guests") */
  guestsTab: z.string().optional(),
});
export type HotelListConfig = z.infer<typeof hotelListSchema>;

export type Row = Record<string, any>;
