// The participant's own profile, as the schemas name it: the login name, then every field of the
// profile request (participants.profile, composed from participant.x-forms.edit), so a property added
// to the participant's form shows on the card and fills the edit dialog with no edit here.
import type { TFunction } from 'i18next';
import { getSchema, type JsonSchema } from '@runtime/schemas';
import { fieldLabel } from '../form/theme/labels';
import { formatCell } from '../table/format';

const profileSchema = (): JsonSchema => getSchema('participants.profile') ?? { properties: {} };

/** The fields the profile form edits. */
export const profileFields = (): string[] => Object.keys(profileSchema().properties ?? {});

/** What the card lists: the login name (set by the organizer, shown not edited) and the form's fields. */
export function cardFields(): Array<{ name: string; schema: JsonSchema | undefined }> {
  const own = profileSchema().properties ?? {};
  return ['username', ...profileFields()].map((name) => ({ name, schema: own[name] ?? getSchema('participant')?.properties?.[name] }));
}

export const profileLabel = (t: TFunction, name: string, schema: JsonSchema | undefined) => fieldLabel(t, schema, name);

/** A profile field's label by its name (the missing fields the profile check names). */
export const labelOfField = (t: TFunction, name: string) =>
  profileLabel(t, name, profileSchema().properties?.[name] ?? getSchema('participant')?.properties?.[name]);

/** A value as the card shows it (an enum by its label), '' when there is none. */
export function profileValue(t: TFunction, schema: JsonSchema | undefined, v: unknown): string {
  return v === null || v === undefined || v === '' ? '' : formatCell(t, schema, v);
}

/** The dialog's starting values: the stored value of each form field. */
export function profileValues(p: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(profileFields().filter((k) => p[k] !== null && p[k] !== undefined && p[k] !== '').map((k) => [k, p[k]]));
}
