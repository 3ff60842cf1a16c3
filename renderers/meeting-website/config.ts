// Screen kind "meeting-website" (schemas/screens/meeting/website.json): the calls and link shapes of
// the settings shell's website section, `{meetingId}` filled by the shell (runtime/screenParams).
import { z } from 'zod';

export const websiteScreenSchema = z.looseObject({
  kind: z.literal('meeting-website'),
  schemaVersion: z.number().int().optional(),
  /** GET: { websiteStatus, websiteViews, websiteLastUpdate, previewToken, adminId } */
  source: z.string(),
  /** PUT { websiteStatus } */
  statusCall: z.string(),
  /** POST: a preview token when the meeting has none */
  tokenCall: z.string(),
  /** the public link after the origin; `{adminId}`, `{meetingId}`, `{previewToken}` from the answer */
  link: z.string(),
  /** added to the link for the mobile one */
  mobileSuffix: z.string().default(''),
  /** where the edit-website button goes */
  editTo: z.string(),
  /** POST: the editor's save; the edit button is offered only to whom may make it (runtime/callAccess) */
  editCall: z.string().optional(),
  /** the website settings form (meeting.website): GET the meeting, PUT the form, the uiSchema, the short link's shape */
  form: z.object({
    source: z.string(),
    saveCall: z.string(),
    shortLink: z.string(),
    uiSchema: z.record(z.string(), z.unknown()).optional(),
  }).optional(),
});

export type WebsiteScreenConfig = z.infer<typeof websiteScreenSchema>;

export interface WebsiteInfo {
  meetingId: number;
  title?: string;
  websiteStatus: 'active' | 'draft';
  websiteViews: number;
  websiteLastUpdate: string | null;
  /** the meeting's IANA time zone: websiteLastUpdate is wall clock there */
  timeZone?: string;
  previewToken: string | null;
  adminId: number;
  /** the short address /s/{url}, once the website form set one */
  url?: string | null;
}

/** `{origin}/{adminId}/p/{meetingId}/{token}` from the configured shape; null until there is a token. */
export function publicLink(shape: string, info: Pick<WebsiteInfo, 'adminId' | 'meetingId' | 'previewToken'>, origin: string): string | null {
  if (!info.previewToken) return null;
  const values: Record<string, unknown> = { adminId: info.adminId, meetingId: info.meetingId, previewToken: info.previewToken };
  return origin + shape.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(values[k] ?? '')));
}
