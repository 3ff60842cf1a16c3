// A badge design built from the real schemas' defaults (schemas/badge/*.json) and a person as the
// people call answers one (participant properties bare, registration facts and answers by key).
import styleSchema from '../schemas/badge/style.json';
import designSchema from '../schemas/badge/design.json';
import type { BadgeDesign, BadgeField, BadgePerson, BadgeStyle } from '../src/shared/badge/types';

export function badgeDesign(style: Partial<BadgeStyle> = {}): BadgeDesign {
  const defaults = Object.fromEntries(Object.entries(styleSchema.properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, (p as { default: unknown }).default]));
  return { schemaVersion: 1, style: { ...(defaults as unknown as BadgeStyle), ...style }, fields: structuredClone(designSchema['x-default-fields']) as BadgeField[] };
}

export const badgePerson: BadgePerson = {
  id: 7, 'registration.id': 107, name: '王小明', workplace: '复旦大学', position: '教授', checkinCode: 'K7M2Q9XW4HBT',
  'registration.selectedTicketName': '标准票', 'registration.registrationStatus': '已确认', 'answer:diet': '素食',
};
