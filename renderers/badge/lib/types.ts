// The shapes of a badge design as the server answers and takes it (schemas/badge/*.json).
import type { BadgeFieldBody, BadgeStyleBody } from '../../../src/generated/types.gen';

// Generated from schemas/badge/style.json and field.json by `npm run gen`: one shape, never copied.
export type BadgeStyle = BadgeStyleBody;
export type BadgeField = BadgeFieldBody;

export interface BadgeDesign {
  meetingId?: number;
  schemaVersion: number;
  style: BadgeStyle;
  fields: BadgeField[];
  saved?: boolean;
}

/** A participant row of the participant list (name, workplace, checkinCode, formData, …). */
export type BadgePerson = Record<string, unknown> & { formData?: Record<string, unknown> | string | null };

export interface Insertable {
  name: string;
  label: string;
  type: BadgeField['type'];
  group?: string;
  source?: string;
}
