// A badge design built from the real schemas' defaults (schemas/badge/*.json) and a participant row.
import styleSchema from '../schemas/badge/style.json';
import designSchema from '../schemas/badge/design.json';
import type { BadgeDesign, BadgeField, BadgePerson, BadgeStyle } from '../renderers/badge/lib/types';

export function badgeDesign(style: Partial<BadgeStyle> = {}): BadgeDesign {
  const defaults = Object.fromEntries(Object.entries(styleSchema.properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, (p as { default: unknown }).default]));
  return { schemaVersion: 1, style: { ...(defaults as unknown as BadgeStyle), ...style }, fields: structuredClone(designSchema['x-default-fields']) as BadgeField[] };
}

export const badgePerson: BadgePerson = { id: 7, name: '王小明', workplace: '复旦大学', position: '教授', checkinCode: 'K7M2Q9XW4HBT', formData: { 参会身份: '嘉宾' } };
