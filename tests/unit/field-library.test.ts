// The form builder's field library (src/shared/designer/library.ts; docs/registration.md, Field library):
// the participant's fields come from its schema (`x-library`), the other groups from
// schemas/designer/field-library.json, every text from the messages; a property marked later is offered,
// bound, checked by its rules and prefilled with no code edit, and no field is written into TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { buildLibrary, libraryFieldOf, libraryProperties, type LibraryFile } from '../../src/shared/designer/library';
import { answerTargets, targetOf } from '../../src/shared/designer/binding';
import { compileForm } from '../../src/shared/designer/compileForm';
import { lookup } from '../../src/shared/messages';
import { CATEGORIES, LIBRARY, SYSTEM_TEMPLATES } from '../../renderers/designer/form-builder/library';
import { prefill } from '../../renderers/flow/prefill';

const { entities, messages } = loadSchemas();
const file = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'designer/field-library.json'), 'utf8')) as LibraryFile;
const lib = buildLibrary(entities.participant, file, messages);
const counts = (groups: Record<string, unknown[]>) => Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.length]));

/** The participant schema with one more property, and its label in both languages. */
function withProperty(name: string, p: Record<string, unknown>, zh: string, en: string) {
  const participant = { ...entities.participant, properties: { ...entities.participant.properties, [name]: p } };
  const m = structuredClone(messages);
  m.zh.fields.participant[name] = zh;
  m.en.fields.participant[name] = en;
  return { participant, messages: m, targets: answerTargets({ ...entities, participant }) };
}

describe('the field library', () => {
  it('has the spec’s groups and counts, unique ids, and system templates of its fields', () => {
    expect(counts(lib.groups)).toEqual({ basic: 52, invoice: 8, academic: 12, transport: 16, lodging: 7, catering: 2, social: 5, questionnaire: 0, certificate: 6 });
    const ids = Object.values(lib.groups).flat().map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(lib.templates)).toEqual(['basic', 'academic', 'transport', 'hotel']);
    for (const list of Object.values(lib.templates)) for (const id of list) expect(libraryFieldOf(lib, id), id).toBeDefined();
  });

  it('the participant’s fields are its x-library properties, labelled by fields.participant, typed and limited by the property', () => {
    expect(lib.groups.basic.slice(0, 7).map((f) => f.id)).toEqual(libraryProperties(entities.participant).map(([k]) => k));
    expect(libraryFieldOf(lib, 'gender')).toMatchObject({ id: 'gender', label: '性别', en: { label: 'Gender', options: ['Male', 'Female'] }, fieldType: 'radio', options: ['男', '女'], category: 'basic' });
    expect(libraryFieldOf(lib, 'name')).toMatchObject({ label: '姓名', en: { label: 'Name' }, fieldType: 'text', minLength: 1, maxLength: 50 });
    expect(libraryFieldOf(lib, 'email')).toMatchObject({ fieldType: 'url', urlPattern: 'email' });
    const targets = answerTargets(entities);
    for (const id of ['name', 'gender', 'phone', 'email', 'workplace', 'position']) expect(targetOf(libraryFieldOf(lib, id)!, targets)?.key, id).toBe(`participant.${id}`);
  });

  it('every field bound to a participant property prefills from the profile (the rest stay empty)', () => {
    const targets = answerTargets(entities);
    const fields = Object.values(lib.groups).flat();
    const bound = fields.filter((f) => targetOf(f, targets)?.entity === 'participant');
    expect(bound.map((f) => f.id)).toEqual(['name', 'phone', 'email', 'gender', 'workplace', 'position']);
    const profile = { name: '王五', phone: '13800000000', email: 'w@example.com', gender: '女', workplace: '清华大学', position: '教授', avatar: '/a.png', company: '某公司' };
    const design = { schemaVersion: 1, formPage: { formGroups: [{ id: 'g', name: 'g', fields }] } };
    expect(prefill(design, {}, profile, targets)).toEqual({ name: '王五', phone: '13800000000', email: 'w@example.com', gender: '女', workplace: '清华大学', position: '教授' });
  });

  it('no row of the file is a participant property the schema offers or binds (those come from the schema only)', () => {
    const offered = new Set(libraryProperties(entities.participant).map(([k]) => k));
    const bound = answerTargets(entities).list.filter((t) => t.entity === 'participant');
    for (const rows of Object.values(file.groups)) for (const r of rows) {
      expect(offered.has(r.id), r.id).toBe(false);
      expect(bound.some((t) => t.ids.includes(r.id)), r.id).toBe(false);
    }
  });

  it('every label and choice of the file is in both message files', () => {
    for (const rows of Object.values(file.groups)) for (const r of rows) {
      for (const l of ['zh', 'en'] as const) {
        expect(lookup(messages[l], `designer.library.fields.${r.id}`), `${l} ${r.id}`).toBeTruthy();
        for (const o of r.options ?? []) expect(lookup(messages[l], `designer.library.options.${o}`), `${l} ${o}`).toBeTruthy();
      }
    }
    expect(libraryFieldOf(lib, 'needInvoice')).toMatchObject({ label: '是否需要发票', fieldType: 'radio', options: ['是', '否'], en: { label: 'Invoice needed', options: ['Yes', 'No'] }, category: 'invoice' });
  });

  it('the designer’s library is this one, and library.ts holds no field of its own', () => {
    expect(LIBRARY).toEqual(lib);
    expect(CATEGORIES).toEqual(Object.keys(file.groups));
    expect(SYSTEM_TEMPLATES).toEqual(file.templates);
    const source = fs.readFileSync(path.join(SCHEMA_DIR, '../renderers/designer/form-builder/library.ts'), 'utf8');
    expect(source).not.toMatch(/[\u4e00-\u9fff]/); // no Chinese label
    expect(source).not.toMatch(/\[\s*'[A-Za-z]+'\s*,\s*'(text|radio|select|url|date|number|textarea)'/); // no [id, type, …] row
  });
});

describe('a participant property marked later', () => {
  const wecom = { type: 'string', maxLength: 30, 'x-answer': true, 'x-library': { group: 'basic' } };

  it('is offered under its group with its labels, type and limit, binds to the record and is checked by its rules', () => {
    const s = withProperty('wecom', wecom, '企业微信', 'WeCom');
    const more = buildLibrary(s.participant, file, s.messages);
    expect(more.groups.basic).toHaveLength(53);
    const f = libraryFieldOf(more, 'wecom')!;
    expect(f).toMatchObject({ id: 'wecom', label: '企业微信', en: { label: 'WeCom' }, fieldType: 'text', maxLength: 30, category: 'basic' });
    expect(targetOf(f, s.targets)?.key).toBe('participant.wecom');
    const form = compileForm([{ id: 'g', name: 'g', fields: [f] }], s.targets, 'en');
    expect(form.schema.properties.wecom).toMatchObject({ title: 'WeCom', type: 'string', maxLength: 30 });
    // and the flow prefills it from the participant's profile
    const design = { schemaVersion: 1, formPage: { formGroups: [{ id: 'g', name: 'g', fields: [f] }] } };
    expect(prefill(design, {}, { wecom: 'wx-1' }, s.targets)).toEqual({ wecom: 'wx-1' });
  });

  it('takes its pattern and format through the binding, an enum’s texts from the messages, a number’s bounds', () => {
    const s = withProperty('badgeNo', { type: 'string', pattern: '^[A-Z]\\d{4}$', maxLength: 5, 'x-answer': true, 'x-library': { group: 'certificate' } }, '证号', 'Badge no.');
    const f = libraryFieldOf(buildLibrary(s.participant, file, s.messages), 'badgeNo')!;
    expect([f.category, f.maxLength]).toEqual(['certificate', 5]);
    expect(compileForm([{ id: 'g', name: 'g', fields: [f] }], s.targets).schema.properties.badgeNo).toMatchObject({ pattern: '^[A-Z]\\d{4}$', maxLength: 5 });

    const e = withProperty('seat', { type: 'string', enum: ['window', 'aisle'], 'x-answer': true, 'x-library': { group: 'transport', type: 'radio' } }, '座位', 'Seat');
    e.messages.zh.form.enum.participant.seat = { window: '靠窗', aisle: '过道' };
    e.messages.en.form.enum.participant.seat = { window: 'Window', aisle: 'Aisle' };
    const seat = libraryFieldOf(buildLibrary(e.participant, file, e.messages), 'seat')!;
    expect(seat).toMatchObject({ fieldType: 'radio', values: [{ value: 'window', text: '靠窗' }, { value: 'aisle', text: '过道' }], en: { label: 'Seat', options: ['Window', 'Aisle'] } });
    expect(seat.options).toBeUndefined();
    expect(targetOf(seat, e.targets)?.key).toBe('participant.seat');

    const n = withProperty('nights', { type: 'integer', minimum: 0, maximum: 14, 'x-answer': true, 'x-library': { group: 'lodging' } }, '晚数', 'Nights');
    const nights = libraryFieldOf(buildLibrary(n.participant, file, n.messages), 'nights')!;
    expect(nights).toMatchObject({ fieldType: 'number', min: 0, max: 14 });
    const design = { schemaVersion: 1, formPage: { formGroups: [{ id: 'g', name: 'g', fields: [nights] }] } };
    expect([prefill(design, {}, { nights: 3 }, n.targets), prefill(design, {}, { nights: 'x' }, n.targets)]).toEqual([{ nights: 3 }, {}]);
  });

  it('is not offered when unmarked, private or read-only', () => {
    for (const p of [{ type: 'string' }, { type: 'string', 'x-private': true, 'x-library': { group: 'basic' } }, { type: 'string', readOnly: true, 'x-library': { group: 'basic' } }]) {
      const s = withProperty('hidden', p, '隐藏', 'Hidden');
      expect(libraryFieldOf(buildLibrary(s.participant, file, s.messages), 'hidden')).toBeUndefined();
    }
  });
});
