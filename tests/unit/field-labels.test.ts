// Every validation message names its field by a label (spec: no raw property names such as
// "specialRequirements长度不能超过200个字符"): each x-key of the request and entity schemas has a
// label in both languages, and an empty required text asks for the field (请输入用户名), not its length.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldLabel, translate } from '../../src/shared/messages';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { loadSchemas } from '../../src/server/schemas';
import { createValidator } from '../../src/shared/schema/validate';

const bundle = loadSchemas();
const messagesOf = (lang: 'zh' | 'en', id: string, data: unknown) =>
  createValidator(bundle.composed).validate(id, data).map((e) => `${e.path} ${translate(bundle.messages[lang], e.key, e.params, e.fallback)}`);

const keys = new Set<string>();
const walk = (o: unknown): void => {
  if (Array.isArray(o)) return o.forEach(walk);
  if (!o || typeof o !== 'object') return;
  const k = (o as Record<string, unknown>)['x-key'];
  if (typeof k === 'string') keys.add(k);
  Object.values(o).forEach(walk);
};
for (const dir of ['api', 'entities']) {
  const d = path.join(__dirname, '../../schemas', dir);
  for (const f of fs.readdirSync(d).filter((n) => n.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(d, f), 'utf8')));
}

describe('field labels', () => {
  it('every x-key has a label in zh and en', () => {
    const raw = (m: object) => [...keys].filter((k) => fieldLabel(m, k) === k.split('.').pop());
    expect(keys.size).toBeGreaterThan(100);
    expect({ zh: raw(zh), en: raw(en) }).toEqual({ zh: [], en: [] });
  });

  it('the fallback messages name the label', () => {
    expect(translate(zh, 'registration.specialRequirements.maxLength', { fieldKey: 'registration.specialRequirements', limit: 200 }, 'validation.maxLength')).toBe('特殊需求长度不能超过200个字符');
    expect(translate(en, 'registration.specialRequirements.maxLength', { fieldKey: 'registration.specialRequirements', limit: 200 }, 'validation.maxLength')).toBe('Special requirements must be at most 200 characters');
    expect(fieldLabel(zh, 'notificationRecord.audience.kind')).toBe(zh.fields.notificationRecord.audience);
  });

  it('an empty text asks for the field, a short one names its length', () => {
    const body = { username: '', password: 'secret1', registerMode: 'phone', phone: '13800000000', agreedToTerms: true, verificationCode: '123456' };
    expect(messagesOf('zh', 'auth.register', body)).toEqual(['/username 请输入用户名']);
    expect(messagesOf('en', 'auth.register', body)[0]).toMatch(/^\/username Please enter/);
    expect(messagesOf('zh', 'auth.register', { ...body, username: 'a' })).toEqual(['/username 用户名长度不能少于2个字符']);
  });

  it('a bank field of blanks only is a missing answer, named by its label (hotel payment methods)', () => {
    const bank = { paymentMethods: ['bankTransfer'], bankAccountName: '上海会议酒店', bankName: '招商银行', bankAccountNumber: '6225 0001' };
    expect(messagesOf('zh', 'hotels.paymentMethods', { ...bank, bankAccountName: '  ', bankName: '\t' })).toEqual(['/bankAccountName 收款户名不能为空', '/bankName 开户银行不能为空']);
    expect(messagesOf('en', 'hotels.paymentMethods', { ...bank, bankAccountNumber: '   ' })).toEqual(['/bankAccountNumber Account number is required']);
    // not asked for (no bank transfer): blanks are no answer, not an error
    expect(messagesOf('zh', 'hotels.paymentMethods', { paymentMethods: ['onArrival'], bankName: '  ' })).toEqual([]);
  });
});
