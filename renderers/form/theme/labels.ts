// Labels come from the messages, keyed by the `x-key` the composed schemas carry on each property.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

type S = { 'x-key'?: string; title?: string } | undefined;

export function fieldLabel(t: TFunction, schema: S, fallback = ''): string {
  const key = schema?.['x-key'];
  return key ? (t(`fields.${key}`, { defaultValue: schema?.title ?? fallback }) as string) : (schema?.title ?? fallback);
}

/** An enum value's label: `form.enum.<x-key>.<value>`, else the option's own title (a designed form's value/text pair), else the value. */
export function enumLabel(t: TFunction, xKey: string | undefined, value: unknown, title?: string): string {
  const v = String(value);
  const own = title || v;
  return xKey ? (t(`form.enum.${xKey}.${v}`, { defaultValue: own }) as string) : own;
}

/** An option's own words: the message keys a composed enum names for it (`x-enum-labels`: statistics groupings), else its title. */
export function optionTitle(t: TFunction, schema: object | undefined, value: unknown, title?: string): string | undefined {
  const keys = (schema as { 'x-enum-labels'?: Record<string, string[]> } | undefined)?.['x-enum-labels']?.[String(value)];
  return keys ? (t(keys, { defaultValue: title ?? String(value) }) as string) : title;
}

export function useFieldLabel(schema: S, fallback = ''): string {
  const { t } = useTranslation();
  return fieldLabel(t, schema, fallback);
}

/** A field's hint under its label: `form.help.<x-key>`, empty when there is none. */
export function useFieldHelp(schema: S): string {
  const { t } = useTranslation();
  const key = schema?.['x-key'];
  return key ? (t(`form.help.${key}`, { defaultValue: '' }) as string) : '';
}
