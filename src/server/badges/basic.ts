// The basic badge fields (spec 2 §2.9 counts 48) as design.json `x-basic` declares them: the
// participant's properties and the registration's, from their entity schemas (a property added there
// is a field at once), then the facts that are no entity's property (meeting, stay, badge). Each has
// the key (`source`) the people call answers its value under, so the insert dialog and the export
// read one list.
import type { JsonSchema } from '../../shared/schema/compose';

export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'qrcode';

export interface BasicField {
  /** the badge field's name (2-20 characters) */
  name: string;
  /** the key the people call answers the value under */
  source: string;
  type: FieldKind;
  group: string;
  /** where an entity property comes from; facts have none */
  entity?: 'participant' | 'registration';
  property?: string;
}

export const REGISTRATION_PREFIX = 'registration.';
const NAME_MAX = 20;

export function kindOf(p: JsonSchema | undefined): FieldKind {
  if (!p) return 'text';
  if (p.type === 'integer' || p.type === 'number') return 'number';
  if (p.format === 'date-time' || p.format === 'date') return 'date';
  if (Array.isArray(p.enum)) return 'select';
  return 'text';
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface XBasic {
  groups: string[];
  participant: { exclude: string[] };
  registration: { exclude: string[] };
  facts: Array<{ name: string; source: string; type: FieldKind; group: string }>;
}

const memo = new WeakMap<object, BasicField[]>();

/** Every basic field, in the order of `x-basic.groups` (worked out once per schema set). */
export function basicFields(entities: Record<string, JsonSchema>, design: JsonSchema): BasicField[] {
  const hit = memo.get(entities);
  if (hit) return hit;
  const x = design['x-basic'] as XBasic;
  const participant = entities.participant.properties as Record<string, JsonSchema>;
  const registration = entities.registration.properties as Record<string, JsonSchema>;
  const out: BasicField[] = [];
  const own = (props: Record<string, JsonSchema>, exclude: string[]) => Object.entries(props).filter(([k, p]) => !p['x-private'] && !exclude.includes(k));
  for (const [k, p] of own(participant, x.participant.exclude)) out.push({ name: k, source: k, type: kindOf(p), group: 'participant', entity: 'participant', property: k });
  for (const [k, p] of own(registration, x.registration.exclude)) {
    const name = (k in participant ? `reg${cap(k)}` : k).slice(0, NAME_MAX);
    out.push({ name, source: `${REGISTRATION_PREFIX}${k}`, type: kindOf(p), group: 'registration', entity: 'registration', property: k });
  }
  out.push(...x.facts.map((f) => ({ ...f })));
  const sorted = x.groups.flatMap((g) => out.filter((f) => f.group === g));
  memo.set(entities, sorted);
  return sorted;
}

/** The basic fields an entity fills, by property (the people call's row presenter walks these). */
export const entityFields = (all: BasicField[], entity: 'participant' | 'registration') => all.filter((f) => f.entity === entity);
