// What a field prints for one person: custom fields their default value; form fields the value the
// people call answers under the field's `source` (or its name): a participant property bare, a
// registration fact as `registration.<property>`, a stay, meeting or badge fact, a form answer as
// `answer:<fieldId>` (server: src/server/badges/people.ts). A person without a name yet prints the
// username. Designs made before these keys name a registration fact by the property alone and a form
// answer by its label: the first is looked up under `registration.`, the second is given its answer
// key once per export (withAnswerSources), and a row that still carries `formData` is searched by label.
import type { BadgeField, BadgePerson } from './types';

function formDataOf(p: BadgePerson): Record<string, unknown> {
  const fd = p.formData;
  if (typeof fd === 'string') {
    try {
      return JSON.parse(fd) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return fd && typeof fd === 'object' ? fd : {};
}

function text(v: unknown, type: BadgeField['type']): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map((x) => text(x, 'text')).filter(Boolean).join('、');
  if (type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(v)) return v.slice(0, 10);
  if (typeof v === 'object') return '';
  return String(v);
}

/** The stored answer (`{ label, value }`) whose field id or label is `key`. */
function answerNamed(person: BadgePerson, key: string): unknown {
  const fd = formDataOf(person);
  const byId = fd[key];
  const hit = byId ?? Object.values(fd).find((a) => !!a && typeof a === 'object' && (a as { label?: unknown }).label === key);
  return hit && typeof hit === 'object' && !Array.isArray(hit) && 'value' in hit ? (hit as { value: unknown }).value : hit;
}

export const REGISTRATION_PREFIX = 'registration.';

export function fieldValue(f: BadgeField, person: BadgePerson | null): string {
  if (f.dataSource === 'custom' || !person) return f.defaultValue ?? '';
  const key = f.source || f.name;
  const v = person[key] ?? (f.source ? undefined : person[`${REGISTRATION_PREFIX}${key}`]);
  const own = text(v, f.type) || (key === 'name' ? text(person.username, f.type) : '');
  if (own) return own;
  const answered = text(answerNamed(person, key), f.type);
  return answered || (f.defaultValue ?? '');
}

/**
 * The design's fields with a form answer's key as `source` where a field (of a design made before
 * answers were read by field id) names the answer by its label. Worked out once, not per badge.
 */
export function withAnswerSources(fields: BadgeField[], answers: Array<{ key: string; label: string }> | undefined): BadgeField[] {
  if (!answers?.length) return fields;
  const byLabel = new Map(answers.map((a) => [a.label, a.key]));
  return fields.map((f) => (f.source || f.dataSource === 'custom' || !byLabel.has(f.name) ? f : { ...f, source: byLabel.get(f.name) }));
}

/** A file name for one person's badge: its name and id, safe on every file system. */
export function badgeFileName(person: BadgePerson, index: number): string {
  const base = String(person.name || person.username || 'badge').replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40);
  const id = person[`${REGISTRATION_PREFIX}id`] ?? person.id ?? index;
  return `${String(index + 1).padStart(4, '0')}-${base}-${id}.png`;
}
