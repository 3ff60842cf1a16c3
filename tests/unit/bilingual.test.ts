// Bilingual designed texts (src/shared/bilingual.ts): the Chinese text where it always was, the English
// beside it under `en`; English falls back to Chinese. Older designs (no `en`) stay valid and read the same.
import { describe, expect, it } from 'vitest';
import { bilingualSchema, bothTexts, listIn, paramsIn, propsIn, textIn, withEn } from '../../src/shared/bilingual';
import Ajv from 'ajv';
import { compileForm } from '../../src/shared/designer/compileForm';
import { answerText, choicesOf, labelOf, type FormGroup } from '../../src/shared/designer/fields';
import { upgradeDesign } from '../../src/shared/designer/migrate';
import { checkAnswers, designIssues } from '../../src/server/registration/design-schema';

const groups: FormGroup[] = [
  {
    id: 'g', name: '基本信息', en: { name: 'About you' }, fields: [
      { id: 'name', label: '姓名', fieldType: 'text', required: true, en: { label: 'Full name', placeholder: 'As on your passport' }, placeholder: '与证件一致' },
      { id: 'diet', label: '饮食', fieldType: 'radio', options: ['素食', '清真', '无'], en: { label: 'Diet', options: ['Vegetarian', '', 'None'] } },
      { id: 'topic', label: '议题', fieldType: 'select', values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }], en: { options: ['AI'] } },
      { id: 'city', label: '城市', fieldType: 'text', required: true },
    ],
  },
];

describe('textIn / listIn / withEn', () => {
  it('reads the English text when asked for and given, else the Chinese', () => {
    const row = { type: '普通票', desc: '含午餐', en: { type: 'Standard', desc: '  ' } };
    expect(textIn(row, 'type', 'en')).toBe('Standard');
    expect(textIn(row, 'type', 'zh')).toBe('普通票');
    expect(textIn(row, 'desc', 'en')).toBe('含午餐'); // blank English falls back
    expect(textIn({ label: '城市' }, 'label', 'en')).toBe('城市');
    expect(textIn(undefined, 'label', 'en')).toBe('');
    expect(textIn({ en: 'broken' }, 'label', 'en')).toBe('');
  });

  it('reads a list by position, a missing entry falling back', () => {
    expect(listIn(['是', '否'], ['Yes'], 'en')).toEqual(['Yes', '否']);
    expect(listIn(['是', '否'], ['Yes', 'No'], 'zh')).toEqual(['是', '否']);
    expect(listIn(['是'], 'nope', 'en')).toEqual(['是']);
  });

  it('takes both-language message parameters in the language asked for', () => {
    const params = { label: bothTexts({ label: '单位', en: { label: 'Organization' } }, 'label'), limit: 5, state: { t: 'x' } };
    expect(paramsIn(params, 'en')).toEqual({ label: 'Organization', limit: 5, state: { t: 'x' } });
    expect(paramsIn(params, 'zh')).toEqual({ label: '单位', limit: 5, state: { t: 'x' } });
    expect(paramsIn({ label: { zh: '单位', en: '' } }, 'en')).toEqual({ label: '单位' });
  });

  it('sets and clears one English text, dropping an empty en', () => {
    const a = withEn({ label: '姓名' }, 'label', 'Name');
    expect(a).toEqual({ label: '姓名', en: { label: 'Name' } });
    expect(withEn(a, 'label', ' ')).toEqual({ label: '姓名' });
    expect(withEn({ label: 'x', en: { label: 'X', options: ['a'] } }, 'options', ['', ''])).toEqual({ label: 'x', en: { label: 'X' } });
  });
});

describe('the form in either language', () => {
  it('compiles titles, choice texts, placeholders and group names in the language asked for', () => {
    const en = compileForm(groups, undefined, 'en');
    expect(en.schema.properties.name.title).toBe('Full name');
    expect(en.schema.properties.city.title).toBe('城市');
    // the schema is the same in both languages; the texts shown come with the uiSchema
    expect(en.schema.properties.diet).toEqual({ ...compileForm(groups).schema.properties.diet, title: 'Diet' });
    expect(en.uiSchema.diet['ui:enumNames']).toEqual(['Vegetarian', '清真', 'None']);
    expect(en.schema.properties.topic.oneOf).toEqual([{ const: 'ai', title: '人工智能' }, { const: 'db', title: '数据库' }]);
    expect(en.uiSchema.topic.oneOf).toEqual([{ 'ui:title': 'AI' }, { 'ui:title': '数据库' }]);
    expect(compileForm(groups).uiSchema.diet['ui:enumNames']).toBeUndefined();
    expect(en.uiSchema.name['ui:placeholder']).toBe('As on your passport');
    expect(en.groups[0].name).toBe('About you');
    const zh = compileForm(groups);
    expect(zh.schema.properties.name.title).toBe('姓名');
    expect(zh.schema.properties.diet.enum).toEqual(['素食', '清真', '无']);
    expect(zh.groups[0].name).toBe('基本信息');
  });

  it('labels and answer texts read in English with a fallback', () => {
    const [name, diet, topic, city] = groups[0].fields;
    expect(labelOf(name, 'en')).toBe('Full name');
    expect(labelOf(city, 'en')).toBe('城市');
    expect(choicesOf(topic, 'en')).toEqual([['ai', 'AI'], ['db', '数据库']]);
    expect(answerText(diet, '无', 'en')).toBe('None');
    expect(answerText(diet, '无')).toBe('无');
  });

  it('the server names a missing field by its label in the caller\'s language, and stores Chinese with English beside', () => {
    const issues = checkAnswers('bi:1', groups, {}).issues;
    expect(issues.map((i) => paramsIn(i.params, 'en')?.label)).toEqual(['Full name', '城市']);
    expect(issues.map((i) => paramsIn(i.params, 'zh')?.label)).toEqual(['姓名', '城市']);
    const { data } = checkAnswers('bi:1', groups, { name: '张三', city: '北京', diet: '无', topic: 'ai' });
    expect(data.name).toEqual({ label: '姓名', value: '张三', en: { label: 'Full name' } });
    expect(data.diet).toEqual({ label: '饮食', value: '无', en: { label: 'Diet', value: 'None' } });
    expect(data.topic).toEqual({ label: '议题', value: '人工智能', raw: 'ai', en: { value: 'AI' } });
    expect(data.city).toEqual({ label: '城市', value: '北京' });
  });
});

describe('saved designs', () => {
  it('a design saved before English texts existed upgrades, stays valid and reads its Chinese in English', () => {
    const old = upgradeDesign({
      roleOptions: [{ label: '嘉宾', value: 'guest' }],
      formPage: { formGroups: [{ id: 'g', name: '信息', fields: [{ id: 'a', label: '单位', type: 'text', required: true }] }] },
      ticketPage: { timeColumns: [{ key: 't1', range: ['2026-01-01', '2026-12-31'] }], priceRows: [{ type: '普通票', prices: { t1: 100 } }] },
    });
    expect(designIssues(old)).toEqual([]);
    expect(textIn(old.chooseRolePage!.identityList[0], 'label', 'en')).toBe('嘉宾');
    expect(textIn(old.ticketPage!.priceRows[0], 'type', 'en')).toBe('普通票');
    expect(compileForm(old.formPage!.formGroups, undefined, 'en').schema.properties.a.title).toBe('单位');
  });

  it('English texts are checked like the Chinese ones: known keys, bounded lengths', () => {
    const design = (en: unknown) => ({ schemaVersion: 1, ticketPage: { priceRows: [{ type: '普通票', en }] }, formPage: { formGroups: [{ id: 'g', name: '信息', en: { name: 'Info' }, fields: [{ id: 'a', label: '单位', en: { label: 'Org', options: [] } }] }] } });
    expect(designIssues(design({ type: 'Standard', desc: 'Lunch included' }))).toEqual([]);
    expect(designIssues(design({ type: 'x'.repeat(51) })).map((i) => i.path)).toEqual(['/design/ticketPage/priceRows/0/en/type']);
    expect(designIssues(design({ price: 1 })).length).toBe(1);
  });
});

describe('site texts', () => {
  it('a marked text takes a string or { zh, en? } under its own rules', () => {
    const schema = bilingualSchema({ type: 'object', properties: { title: { 'x-bilingual': true, type: 'string', maxLength: 5, default: '嘉宾' }, n: { type: 'integer' }, list: { type: 'array', items: { type: 'object', properties: { t: { 'x-bilingual': true, type: 'string', minLength: 1 } } } } } });
    const check = new Ajv({ strict: false }).compile(schema);
    expect(schema.properties.title.default).toBe('嘉宾');
    expect([check({ title: '嘉宾' }), check({ title: { zh: '嘉宾', en: 'Guest' } }), check({ title: { zh: '嘉宾', en: '' } }), check({ list: [{ t: { zh: '开幕', en: 'Open' } }] })]).toEqual([true, true, true, true]);
    expect([check({ title: { zh: '嘉宾', en: 'Speakers' } }), check({ title: { en: 'x' } }), check({ n: { zh: '1' } }), check({ list: [{ t: { zh: '' } }] })]).toEqual([false, false, false, false]);
  });

  it('reads every { zh, en? } among props in the language shown', () => {
    const props = { title: { zh: '嘉宾', en: 'Speakers' }, sub: { zh: '更新中' }, images: [{ title: { zh: '开幕', en: 'Opening' }, src: '/a.png' }], style: { zh: 1 }, n: 4 };
    expect(propsIn(props, 'en')).toEqual({ title: 'Speakers', sub: '更新中', images: [{ title: 'Opening', src: '/a.png' }], style: { zh: 1 }, n: 4 });
    expect(propsIn(props, 'zh')).toEqual({ title: '嘉宾', sub: '更新中', images: [{ title: '开幕', src: '/a.png' }], style: { zh: 1 }, n: 4 });
  });
});
