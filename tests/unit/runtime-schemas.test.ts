import { beforeAll, describe, expect, it } from 'vitest';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { getSchema, validator, fieldMessage, validateMessages, schemas } from '../../src/runtime/schemas';
import { loadScreen, screenNames, ScreenNotFoundError } from '../../src/runtime/screens';
import { format } from '../../src/shared/messages';
import { loadLanguage } from '../../src/runtime/i18n';

// only zh is bundled: another language's messages are there once loaded (setLanguage does it)
beforeAll(() => loadLanguage('en', true));

describe('client schema registry', () => {
  it('holds composed entities and request schemas', () => {
    expect(getSchema('user')?.properties?.phone?.['x-key']).toBe('user.phone');
    expect(getSchema('auth.login')?.properties?.phone?.['x-key']).toBe('user.phone'); // x-from expanded
    expect(getSchema('nope')).toBeUndefined();
    expect(Object.keys(schemas).length).toBeGreaterThan(5);
  });

  it('translates validation errors in either language', () => {
    const [err] = validator.validate('user', { username: 'alice', role: 'ORGANIZER', phone: 'abc' }).filter((e) => e.path === '/phone');
    expect(err.key).toBe('user.phone.pattern');
    expect(fieldMessage(err, 'zh')).toBe(zh.user.phone.pattern);
    expect(fieldMessage(err, 'en')).toBe(en.user.phone.pattern);
    expect(validateMessages('user', { phone: 'abc' }, 'en').phone).toBe(en.user.phone.pattern);
  });

  it('falls back to validation.<keyword> with the field label', () => {
    const err = { path: '/username', key: 'no.such.minLength', fallback: 'validation.minLength', params: { fieldKey: 'user.username', limit: 2 } };
    expect(fieldMessage(err, 'zh')).toBe(format(zh.validation.minLength, { field: zh.fields.user.username, limit: 2 }));
    expect(fieldMessage(err, 'en')).toBe(format(en.validation.minLength, { field: en.fields.user.username, limit: 2 }));
  });
});

describe('screens', () => {
  it('every screen config loads with a kind', async () => {
    for (const name of screenNames()) expect(typeof (await loadScreen(name)).kind, name).toBe('string');
  });
  it('an unknown screen is a ScreenNotFoundError', async () => {
    await expect(loadScreen('no/such/screen')).rejects.toBeInstanceOf(ScreenNotFoundError);
  });
});
