// The shapes of a badge design as the server answers and takes it (schemas/badge/*.json).
import type { BadgeFieldBody, BadgeStyleBody } from '../../generated/types.gen';

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

/**
 * One badge's values, as the people call answers them (src/server/badges/people.ts): participant
 * properties bare, `registration.<property>`, `stay.<fact>`, `answer:<fieldId>`, and the shared
 * meeting and badge facts merged in by the export.
 */
export type BadgePerson = Record<string, unknown> & { formData?: Record<string, unknown> | string | null };

export interface Insertable {
  name: string;
  label: string;
  type: BadgeField['type'];
  group?: string;
  source?: string;
}

/** GET …/badges/meeting/{id}/fields */
export interface FieldsAnswer {
  basic: Insertable[];
  basicGroups: Array<{ name: string; label: string; count: number }>;
  custom: Insertable[];
  groups: Array<{ name: string; fields: Insertable[] }>;
  customFrom: 'flows' | 'registrations';
}

/** GET …/badges/meeting/{id}/people */
export interface PeopleAnswer {
  list: BadgePerson[];
  total: number;
  page: number;
  size: number;
  totalPages: number;
  /** `after` for the following page; null at the end */
  next: number | null;
  /** what every badge shares: the meeting's facts, the print date */
  shared: Record<string, unknown>;
  /** the form fields' answer keys and labels (first page only) */
  answers?: Array<{ key: string; label: string }>;
}

/** GET …/badges/meeting/{id}/scopes */
export interface ScopesAnswer {
  admitted: number;
  states: Array<{ state: string; label: string; count: number }>;
  /** per ticket type: the admitted registrations (`count`) and the registrations of each state */
  tickets: Array<{ name: string; count: number; states: Record<string, number> }>;
}

/**
 * Whose badges an export prints: registrations in `state` (`admitted`, the default: confirmed and
 * checked in; or one registration state), of one ticket type when `ticket` is set, only the selected
 * registration ids when `ids` is set.
 */
export interface Scope {
  state: string;
  ticket: string;
  ids?: number[];
}
