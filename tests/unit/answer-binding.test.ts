// The binding derivation (src/shared/designer/binding.ts): which record a form answer fills comes from
// the entity schemas' x-answer marks only; the form compiler adds the property's rules to a bound field.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadSchemas } from '../../src/server/schemas';
import { answerTargets, bindIssues, enumValueOf, saysYes, targetOf, withTargetRules } from '../../src/shared/designer/binding';
import { compileForm } from '../../src/shared/designer/compileForm';
import type { FormField } from '../../src/shared/designer/fields';

const { entities } = loadSchemas();
const targets = answerTargets(entities);
const field = (f: Partial<FormField>): FormField => ({ id: 'f', label: 'F', fieldType: 'text', ...f });

describe('answer targets', () => {
  it('are the properties marked x-answer, not the private, read-only or unmarked ones', () => {
    const participant = targets.list.filter((t) => t.entity === 'participant').map((t) => t.property);
    const marked = Object.entries<Record<string, unknown>>(entities.participant.properties).filter(([, p]) => p['x-answer']).map(([k]) => k);
    expect(participant).toEqual(marked);
    expect(participant).toEqual(expect.arrayContaining(['name', 'gender', 'phone', 'email', 'workplace', 'position', 'company']));
    for (const k of ['passwordHash', 'checkinCode', 'language', 'meetingId', 'role']) expect(participant).not.toContain(k);
    expect(targets.byKey.get('participant.phone')).toMatchObject({ unique: true, ids: ['phone'] });
    expect(targets.byKey.get('participant.name')!.unique).toBe(false);
  });

  it('a property marked later is a target with no code edit', () => {
    const participant = { ...entities.participant, properties: { ...entities.participant.properties, department: { type: 'string', maxLength: 10, 'x-answer': true } } };
    const more = answerTargets({ ...entities, participant });
    expect(targetOf(field({ id: 'department' }), more)?.key).toBe('participant.department');
    expect(targetOf(field({ id: 'department' }), targets)).toBeNull();
  });

  it('the invoice request is filled by the invoice library ids and asked for by needInvoice', () => {
    expect(targetOf(field({ id: 'invoiceTitle' }), targets)?.key).toBe('invoiceRequest.title');
    expect(targetOf(field({ id: 'invoiceBank' }), targets)?.key).toBe('invoiceRequest.bankName');
    expect(targetOf(field({ id: 'needInvoice', fieldType: 'radio', options: ['是', '否'] }), targets)?.key).toBe('invoiceRequest');
    // the library's professional title (职称) is not the invoice title
    expect(targetOf(field({ id: 'title', fieldType: 'select', options: ['正高级'] }), targets)).toBeNull();
    const ask = targets.byKey.get('invoiceRequest')!;
    expect([saysYes(ask, '是'), saysYes(ask, 'Yes'), saysYes(ask, '否')]).toEqual([true, true, false]);
  });

  it('a field fills its bind, else what claims its id, when its type can hold the value', () => {
    expect(targetOf(field({ id: 'x', bind: 'participant.position' }), targets)?.key).toBe('participant.position');
    expect(targetOf(field({ id: 'name', bind: '' }), targets)).toBeNull();
    expect(targetOf(field({ id: 'gender', fieldType: 'radio', options: ['男', '女'] }), targets)?.key).toBe('participant.gender');
    expect(targetOf(field({ id: 'gender', fieldType: 'checkbox', options: ['男', '女'] }), targets)).toBeNull();
    expect(targetOf(field({ id: 'phone', fieldType: 'number' }), targets)).toBeNull();
    expect(targetOf(field({ id: 'x', bind: 'participant.nope' }), targets)).toBeNull();
  });

  it('maps choices to the enum by value, text or alias', () => {
    const gender = targets.byKey.get('participant.gender')!;
    expect([enumValueOf(gender, 'F', '女'), enumValueOf(gender, 'male'), enumValueOf(gender, '保密')]).toEqual(['女', '男', undefined]);
    const type = targets.byKey.get('invoiceRequest.invoiceType')!;
    expect([enumValueOf(type, '增值税专用发票'), enumValueOf(type, '个人'), enumValueOf(type, '增值税普通发票')]).toEqual(['company', 'personal', undefined]);
  });

  it('adds the property’s rules: the record’s pattern and format win, the shorter limit holds', () => {
    const phone = targets.byKey.get('participant.phone')!;
    expect(withTargetRules({ type: 'string', maxLength: 1000 }, phone)).toEqual({ type: 'string', maxLength: 1000, pattern: '^1[3-9]\\d{9}$' });
    const email = targets.byKey.get('participant.email')!;
    expect(withTargetRules({ type: 'string', pattern: '^(https?://)?\\S+\\.\\S+$' }, email)).toEqual({ type: 'string', format: 'email', maxLength: 254 });
    const name = targets.byKey.get('participant.name')!;
    expect(withTargetRules({ type: 'string', maxLength: 20 }, name)).toMatchObject({ maxLength: 20, minLength: 1, pattern: '\\S' });
    expect(withTargetRules({ type: 'string', enum: ['男', '女'] }, targets.byKey.get('participant.gender')!)).toEqual({ type: 'string', enum: ['男', '女'] });
  });

  it('the compiled form refuses what the record would not hold', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const groups = [{ id: 'g', name: 'g', fields: [field({ id: 'phone', label: '手机' }), field({ id: 'note', label: '备注' })] }];
    const check = ajv.compile(compileForm(groups, targets).schema);
    expect(check({ phone: '13800000000', note: '12345' })).toBe(true);
    expect(check({ phone: '12345' })).toBe(false);
    expect(check.errors?.[0]).toMatchObject({ instancePath: '/phone', keyword: 'pattern' });
    // without targets (older callers) the field's own rules only
    expect(ajv.compile(compileForm(groups).schema)({ phone: '12345' })).toBe(true);
  });

  it('a design may not bind to what does not exist, with an unfit type, or twice', () => {
    const issues = bindIssues([{ id: 'g', name: 'g', fields: [
      field({ id: 'a', bind: 'participant.nope' }),
      field({ id: 'b', fieldType: 'checkbox', options: ['x'], bind: 'participant.workplace' }),
      field({ id: 'name', label: '姓名' }),
      field({ id: 'c', label: '全名', bind: 'participant.name' }),
      // claimed by id only and unfit: simply not bound
      field({ id: 'email', fieldType: 'checkbox', options: ['x'] }),
    ] }], targets);
    expect(issues.map((i) => [i.path, i.key])).toEqual([
      ['/design/formPage/formGroups/0/fields/0/bind', 'pageDesign.bind.unknown'],
      ['/design/formPage/formGroups/0/fields/1/bind', 'pageDesign.bind.type'],
      ['/design/formPage/formGroups/0/fields/3/bind', 'pageDesign.bind.twice'],
    ]);
    expect(issues[2].params).toMatchObject({ label: '全名', other: '姓名', target: { t: 'fields.participant.name' } });
  });
});

describe('profile prefill by binding', () => {
  it('fills bound fields from the profile, a choice with the option meaning the value, and nothing unbound', async () => {
    const { prefill } = await import('../../renderers/flow/prefill');
    const design = { schemaVersion: 1, formPage: { formGroups: [{ id: 'g', name: 'g', fields: [
      field({ id: 'sex', label: '性别', fieldType: 'radio', values: [{ value: 'M', text: '男' }, { value: 'F', text: '女' }], bind: 'participant.gender' }),
      field({ id: 'org', label: '单位', bind: 'participant.workplace' }),
      field({ id: 'name', label: '姓名', bind: '' }),
    ] }] } };
    expect(prefill(design, {}, { gender: '女', workplace: '清华大学', name: '王' }, targets)).toEqual({ sex: 'F', org: '清华大学' });
  });
});
