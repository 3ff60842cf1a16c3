// The form compiler (src/shared/designer/compileForm.ts): what the participant's form accepts is what
// the design says, checked with Ajv as the client does; dependent fields count only while shown.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { compileForm } from '../../src/shared/designer/compileForm';
import formField from '../../schemas/designer/form-field.json';
import { changeType, FIELD_TYPES, shownAnswers, answerText, uniqueFieldId, type FormGroup } from '../../src/shared/designer/fields';
import { upgradeDesign } from '../../src/shared/designer/migrate';

const groups: FormGroup[] = [
  {
    id: 'g1', name: '基本信息', fields: [
      { id: 'name', label: '姓名', fieldType: 'text', required: true, maxLength: 20 },
      { id: 'needInvoice', label: '是否需要发票', fieldType: 'radio', options: ['是', '否'], required: true },
      { id: 'invoiceTitle', label: '发票抬头', fieldType: 'text', required: true, dependsOn: 'needInvoice', dependsValue: '是' },
      { id: 'topics', label: '关注议题', fieldType: 'checkbox', values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }], required: true },
      { id: 'age', label: '年龄', fieldType: 'number', min: 18, max: 99 },
      { id: 'cv', label: '简历', fieldType: 'file', required: true },
      { id: 'site', label: '主页', fieldType: 'url', urlPattern: 'https' },
    ],
  },
];

function check(data: Record<string, unknown>) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(compileForm(groups).schema);
  validate(data);
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}:${e.keyword}:${(e.params as any).missingProperty ?? ''}`);
}

const good = { name: '张三', needInvoice: '否', topics: ['ai'], cv: '/api/registrations/files/a.pdf' };

describe('compileForm', () => {
  it('accepts a complete answer and requires the required fields', () => {
    expect(check(good)).toEqual([]);
    const errs = check({});
    for (const id of ['name', 'needInvoice', 'topics', 'cv']) expect(errs).toContain(`/:required:${id}`);
    expect(errs.some((e) => e.includes('invoiceTitle'))).toBe(false);
  });

  it('requires a dependent field only while it is shown', () => {
    expect(check({ ...good, needInvoice: '是' })).toContain('/:required:invoiceTitle');
    expect(check({ ...good, needInvoice: '是', invoiceTitle: '某公司' })).toEqual([]);
  });

  it('checks options, lengths, ranges, url pattern and at least one checked box', () => {
    expect(check({ ...good, needInvoice: '也许' }).some((e) => e.startsWith('/needInvoice'))).toBe(true);
    expect(check({ ...good, name: 'x'.repeat(21) })).toContain('/name:maxLength:');
    expect(check({ ...good, age: 17 })).toContain('/age:minimum:');
    expect(check({ ...good, age: 100 })).toContain('/age:maximum:');
    expect(check({ ...good, topics: ['cooking'] }).some((e) => e.startsWith('/topics/0'))).toBe(true);
    expect(check({ ...good, topics: [] })).toContain('/topics:minItems:');
    expect(check({ ...good, site: 'http://x.org' })).toContain('/site:pattern:');
    expect(check({ ...good, site: 'https://x.org' })).toEqual([]);
  });

  it('keys answers by field id, draws choices with their text, and orders fields as designed', () => {
    const { schema, uiSchema, groups: g } = compileForm(groups);
    expect(Object.keys(schema.properties)).toEqual(groups[0].fields.map((f) => f.id));
    expect(schema.properties.topics.items.oneOf[0]).toEqual({ const: 'ai', title: '人工智能' });
    expect(uiSchema.topics['ui:widget']).toBe('checkboxes');
    expect(uiSchema.cv['ui:widget']).toBe('flowFile');
    expect(uiSchema['ui:order'][0]).toBe('name');
    expect(g[0]).toEqual({ id: 'g1', name: '基本信息', fields: groups[0].fields.map((f) => f.id) });
  });

  it('a signature is a file answer drawn on its own pad, full width, required like any field', () => {
    const { schema, uiSchema } = compileForm([{ id: 'g', name: '确认', fields: [{ id: 'sig', label: '本人签名', fieldType: 'signature', required: true }] }]);
    expect(schema.properties.sig).toEqual({ title: '本人签名', type: 'string', maxLength: 2500 });
    expect(schema.required).toEqual(['sig']);
    expect(uiSchema.sig['ui:widget']).toBe('flowSignature');
    expect(uiSchema.sig['ui:options'].span).toBe(24);
  });

  it('the builder offers exactly the types a saved design may hold (schemas/designer/form-field.json)', () => {
    expect([...FIELD_TYPES]).toEqual(formField.$defs.fieldType.enum);
  });

  it('an empty design compiles to an empty form', () => {
    expect(compileForm(undefined).schema).toEqual({ type: 'object', properties: {}, required: [] });
  });
});

describe('field rules', () => {
  it('a type change resets type settings; choice types get two default options when they had none', () => {
    const text = { id: 'a', label: 'A', fieldType: 'text' as const, maxLength: 30, required: true };
    const radio = changeType(text, 'radio');
    expect(radio).toMatchObject({ id: 'a', label: 'A', required: true, fieldType: 'radio', options: ['选项1', '选项2'] });
    expect(radio.maxLength).toBeUndefined();
    expect(changeType({ ...radio, options: ['x'] }, 'select').options).toEqual(['x']);
    const num = changeType(radio, 'number');
    expect(num.options).toBeUndefined();
    expect(num).toMatchObject({ min: 0, max: 999999, step: 1 });
  });

  it('hidden answers are dropped and answers read as text', () => {
    expect(shownAnswers(groups, { ...good, invoiceTitle: 'x' })).not.toHaveProperty('invoiceTitle');
    expect(shownAnswers(groups, { ...good, needInvoice: '是', invoiceTitle: 'x' })).toHaveProperty('invoiceTitle', 'x');
    expect(answerText(groups[0].fields[3], ['ai', 'db'])).toBe('人工智能、数据库');
  });

  it('new field ids never collide', () => {
    expect(uniqueFieldId(groups, 'name')).toBe('name_2');
    expect(uniqueFieldId(groups, '公司')).toMatch(/^[A-Za-z_][\w-]*$/);
  });

  it('old designs are upgraded to schemaVersion 1', () => {
    const d = upgradeDesign({ roleOptions: [{ label: '嘉宾', value: 'guest' }], formPage: { formGroups: [{ id: 'g', name: 'G', fields: [{ id: 'a', label: 'A', type: 'date' }] }] } });
    expect(d.schemaVersion).toBe(1);
    expect(d.chooseRolePage.identityList[0].value).toBe('guest');
    expect(d.formPage.formGroups[0].fields[0]).toEqual({ id: 'a', label: 'A', fieldType: 'date' });
    expect(upgradeDesign({ schemaVersion: 1, ticketPage: { skipPage: true } }).ticketPage.skipPage).toBe(true);
  });
});
