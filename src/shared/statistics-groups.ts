// The statistics distribution's groupings, declared on entity properties with `x-group-by` (the
// registration's and the participant's; README "One schema, every face"), read by the server (the
// SQL, the check of `by`) and the screens (the choices, their words) alike:
//   true                       group by the property's value
//   { "as": "ticket" }         the grouping's name when it is not the property's
//   { "over": "submitted" }    count every submitted registration (default: the active ones)
//   { "answer": "参会身份" }    a registration form answer read when the property is empty
//   { "rule": "paymentStatus" } the value is a named SQL rule of the server's (the shown payment status)
// A missing value groups as `none`.
type Schema = Record<string, any>;

export interface Grouping {
  name: string;
  entity: string;
  prop: string;
  over: 'submitted' | 'active';
  answer?: string;
  rule?: string;
  /** the property enumerates its values (their words are its enum labels) */
  enumerated: boolean;
}

/** Entities whose properties may group, in the order the choices show. */
export const GROUPING_ENTITIES = ['registration', 'participant'] as const;

export function groupingsOf(entities: Record<string, Schema>): Grouping[] {
  const out: Grouping[] = [];
  for (const entity of GROUPING_ENTITIES) {
    for (const [prop, p] of Object.entries<Schema>(entities[entity]?.properties ?? {})) {
      const g = p['x-group-by'];
      if (!g) continue;
      const o = g === true ? {} : (g as Schema);
      out.push({ name: o.as ?? prop, entity, prop, over: o.over === 'submitted' ? 'submitted' : 'active', answer: o.answer, rule: o.rule, enumerated: Array.isArray(p.enum) });
    }
  }
  return out;
}

/** Message keys of a grouping's name, first found wins: the statistics' own, else the property's label. */
export const groupNameKeys = (g: Pick<Grouping, 'name' | 'entity' | 'prop'>) => [`statistics.by.${g.name}`, `fields.${g.entity}.${g.prop}`];

/**
 * Message keys of a group's words, first found wins: an enumerated value by its property's enum label,
 * `none` by the grouping's own word or the statistics' common one; anything else (an identity, a ticket
 * name) is shown as stored.
 */
export function groupLabelKeys(g: Grouping | undefined, by: string, key: string): string[] {
  if (key === 'none') return [`statistics.groups.${by}.none`, 'statistics.groups.none'];
  return g?.enumerated ? [`form.enum.${g.entity}.${g.prop}.${key}`] : [`statistics.groups.${by}.${key}`];
}
