// What a field prints for one participant: custom fields their default value; form fields the
// participant's property of that name (the record the registration form's bound answers fill; a person
// without a name yet prints the username), or the answer column the list row carries under the field's
// `source` (`answer:<fieldId>`), else the registration form's answer whose label it names (badge
// designs made before answers were read by field id), else the default.
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
  if (Array.isArray(v)) return v.map((x) => text(x, 'text')).join('、');
  if (type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return v.slice(0, 10);
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

export function fieldValue(f: BadgeField, person: BadgePerson | null): string {
  if (f.dataSource === 'custom' || !person) return f.defaultValue ?? '';
  const key = f.source || f.name;
  const own = text(person[key], f.type) || (key === 'name' ? text(person.username, f.type) : '');
  if (own) return own;
  const answered = text(answerNamed(person, key), f.type);
  return answered || (f.defaultValue ?? '');
}

/** A file name for one person's badge: its name and id, safe on every file system. */
export function badgeFileName(person: BadgePerson, index: number): string {
  const base = String(person.name || person.username || 'badge').replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40);
  return `${String(index + 1).padStart(4, '0')}-${base}-${person.id ?? index}.png`;
}
