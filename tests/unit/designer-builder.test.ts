// The form builder's pure edits (renderers/designer/form-builder/groupOps.ts) and the flow's profile
// pre-fill (the field library: field-library.test.ts).
import { describe, expect, it } from 'vitest';
import { addField, addGroup, moveField, moveGroup, removeField } from '../../renderers/designer/form-builder/groupOps';
import { prefill } from '../../renderers/flow/prefill';
import type { FormGroup } from '../../src/shared/designer/fields';

const ids = (gs: FormGroup[]) => gs.map((g) => g.fields.map((f) => f.id));
const two = (): FormGroup[] => [
  { id: 'g1', name: 'A', fields: [{ id: 'a', label: 'a' }, { id: 'b', label: 'b' }, { id: 'c', label: 'c' }] },
  { id: 'g2', name: 'B', fields: [{ id: 'd', label: 'd', dependsOn: 'a', dependsValue: 'x' }] },
];

describe('form builder edits', () => {
  it('the first field creates the default group; later fields go to the last group with free ids', () => {
    const one = addField([], { id: 'name', label: '姓名' }, '新分组');
    expect(one).toEqual([{ id: 'group1', name: '新分组', fields: [{ id: 'name', label: '姓名' }] }]);
    const more = addField(addGroup(one, '新分组'), { id: 'name', label: '姓名' }, '新分组');
    expect(ids(more)).toEqual([['name'], ['name_2']]);
    expect(more[1].id).toBe('group2');
  });

  it('moves a field within a group (down and up) and across groups', () => {
    expect(ids(moveField(two(), { g: 0, i: 0 }, { g: 0, i: 2 }))).toEqual([['b', 'a', 'c'], ['d']]);
    expect(ids(moveField(two(), { g: 0, i: 2 }, { g: 0, i: 0 }))).toEqual([['c', 'a', 'b'], ['d']]);
    expect(ids(moveField(two(), { g: 0, i: 1 }, { g: 1, i: 1 }))).toEqual([['a', 'c'], ['d', 'b']]);
    expect(ids(moveField(two(), { g: 1, i: 0 }, { g: 0, i: 0 }))).toEqual([['d', 'a', 'b', 'c'], []]);
    expect(moveField(two(), { g: 0, i: 9 }, { g: 1, i: 0 })).toEqual(two());
  });

  it('moves groups within bounds', () => {
    expect(moveGroup(two(), 0, 1).map((g) => g.id)).toEqual(['g2', 'g1']);
    expect(moveGroup(two(), 0, -1).map((g) => g.id)).toEqual(['g1', 'g2']);
  });

  it('removing a field drops the rules that depended on it', () => {
    const out = removeField(two(), { g: 0, i: 0 });
    expect(ids(out)).toEqual([['b', 'c'], ['d']]);
    expect(out[1].fields[0]).toEqual({ id: 'd', label: 'd', dependsOn: undefined, dependsValue: undefined });
  });
});

describe('profile pre-fill', () => {
  const design = { schemaVersion: 1, formPage: { formGroups: [{ id: 'g', name: 'g', fields: [{ id: 'name', label: '姓名' }, { id: 'gender', label: '性别', fieldType: 'radio', options: ['男', '女'] }, { id: 'phone', label: '手机' }, { id: 'note', label: '备注' }] }] } };
  it('fills empty profile fields only, choices only with a valid option, and not when autoFill is off', () => {
    const profile = { name: '王小明', gender: 'M', phone: '13800000000', note: 'x' };
    expect(prefill(design, { phone: '139' }, profile)).toEqual({ name: '王小明', phone: '139' });
    expect(prefill(design, {}, { gender: '女' })).toEqual({ gender: '女' });
    expect(prefill({ ...design, formPage: { ...design.formPage, autoFill: false } }, {}, profile)).toEqual({});
  });
});
