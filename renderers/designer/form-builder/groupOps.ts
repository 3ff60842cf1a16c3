// Pure edits of the form's groups (the builder's state): add, move, replace, remove.
import type { FormField, FormGroup } from '@shared/designer/fields';
import { uniqueFieldId } from '@shared/designer/fields';

export interface At { g: number; i: number }

const newGroupId = (groups: FormGroup[]) => {
  let n = groups.length + 1;
  while (groups.some((g) => g.id === `group${n}`)) n++;
  return `group${n}`;
};

export const addGroup = (groups: FormGroup[], name: string): FormGroup[] => [...groups, { id: newGroupId(groups), name, fields: [] }];

/** Add a field to group `g` (the last one; a first field creates the default group), with a free id. */
export function addField(groups: FormGroup[], field: FormField, defaultName: string, g = groups.length - 1): FormGroup[] {
  const gs = groups.length ? groups : addGroup(groups, defaultName);
  const at = g < 0 || g >= gs.length ? gs.length - 1 : g;
  const f = { ...field, id: uniqueFieldId(gs, field.id) };
  return gs.map((x, j) => (j === at ? { ...x, fields: [...x.fields, f] } : x));
}

export function moveField(groups: FormGroup[], from: At, to: At): FormGroup[] {
  const f = groups[from.g]?.fields[from.i];
  if (!f) return groups;
  const without = groups.map((x, j) => (j === from.g ? { ...x, fields: x.fields.filter((_, k) => k !== from.i) } : x));
  const i = from.g === to.g && from.i < to.i ? to.i - 1 : to.i;
  return without.map((x, j) => (j === to.g ? { ...x, fields: [...x.fields.slice(0, i), f, ...x.fields.slice(i)] } : x));
}

export const moveGroup = (groups: FormGroup[], g: number, by: -1 | 1): FormGroup[] => {
  const to = g + by;
  if (to < 0 || to >= groups.length) return groups;
  const next = [...groups];
  [next[g], next[to]] = [next[to], next[g]];
  return next;
};

export const replaceField = (groups: FormGroup[], at: At, f: FormField): FormGroup[] =>
  groups.map((x, j) => (j === at.g ? { ...x, fields: x.fields.map((y, k) => (k === at.i ? f : y)) } : x));

/** Remove a field; fields that depended on it no longer do (their rule would point at nothing). */
export function removeField(groups: FormGroup[], at: At): FormGroup[] {
  const id = groups[at.g]?.fields[at.i]?.id;
  return groups.map((x, j) => ({
    ...x,
    fields: x.fields.filter((_, k) => !(j === at.g && k === at.i)).map((f) => (f.dependsOn === id ? { ...f, dependsOn: undefined, dependsValue: undefined } : f)),
  }));
}
