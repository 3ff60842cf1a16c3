// Screen kind "badge-designer" (schemas/screens/meeting/badges.json): the calls and export settings
// of the badge-print section, `{meetingId}` filled by the settings shell.
import { z } from 'zod';
import { exportCallsSchema } from '../exports/calls';

export const badgeScreenSchema = z.looseObject({
  kind: z.literal('badge-designer'),
  schemaVersion: z.number().int().optional(),
  design: z.object({ path: z.string() }),
  fields: z.object({ path: z.string() }),
  upload: z.object({ path: z.string() }),
  schemas: z.object({ style: z.string(), field: z.string() }),
  participants: z.object({
    /** the people call: admitted registrations by default, by state, ticket type or selection */
    path: z.string(),
    /** how many each state and ticket type prints, for the scope picker */
    scopesPath: z.string(),
    /** spec 2 §9: the badge participant list shows 10 per page */
    pageSize: z.number().int().positive().default(10),
    exportPageSize: z.number().int().positive().default(100),
    /** the most registrations a selection holds (the people call takes as many ids) */
    selectionMax: z.number().int().positive().default(500),
    codes: z.object({ method: z.enum(['POST', 'PUT']), path: z.string() }).optional(),
    /** GET with userId: one participant's check-in code, given one the first time (the current badge's QR) */
    codeOf: z.object({ path: z.string(), params: z.record(z.string(), z.string()).default({}) }).optional(),
  }),
  /** the print PDF is built on the server as an export job (renderers/exports) */
  exports: exportCallsSchema,
  export: z.object({
    /** spec 2 §9: export scale 2 */
    scale: z.number().positive().default(2),
    pdfJpegQuality: z.number().min(0.1).max(1).default(0.92),
    pdfMarginMm: z.number().min(0).default(10),
    pdfGapMm: z.number().min(0).default(4),
    zipName: z.string().default('badges.zip'),
    pdfName: z.string().default('badges.pdf'),
  }),
});

export type BadgeScreenConfig = z.infer<typeof badgeScreenSchema>;
