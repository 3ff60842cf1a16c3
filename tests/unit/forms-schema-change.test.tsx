// @vitest-environment jsdom
// The promise of principle 1: a property added to user.json's x-forms.profile shows in the generated
// form (and is validated) with no other edit. Uses a modified copy of the real user.json.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeApi, type JsonSchema } from '@shared/schema/compose';
import { i18n } from '@runtime/i18n';
import { SchemaForm } from '@renderers/form/SchemaForm';
import user from '../../schemas/entities/user.json';
import profileApi from '../../schemas/api/user-profile.json';

function withExtraField(): JsonSchema {
  const copy = structuredClone(user) as JsonSchema;
  copy.properties.wechat = { type: 'string', title: 'WeChat', minLength: 6, maxLength: 20 };
  copy.properties.shirt = { type: 'string', enum: ['S', 'M', 'L'] };
  copy['x-forms'].profile.fields.push('wechat', 'shirt');
  return composeApi({ user: copy }, profileApi);
}

beforeAll(async () => void (await i18n.changeLanguage('zh')));
afterEach(() => cleanup());

describe('generated form follows the schema', () => {
  it('has no wechat field with the real schema', () => {
    render(<SchemaForm schemaId="user.profile" onSubmit={() => {}} />);
    expect(screen.queryByLabelText('WeChat', { exact: false })).toBeNull();
  });

  it('adds the new properties as fields, validated with the fallback messages', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schemaId="user.profile" schema={withExtraField()} value={{ name: '张三', gender: '女', wechat: 'abc' }} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('WeChat', { exact: false }) as HTMLInputElement;
    expect(input.value).toBe('abc');
    expect(screen.getByRole('radiogroup', { name: 'shirt' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(screen.getByText('wechat长度不能少于6个字符')).toBeTruthy(); // as the server words it: no fields.user.wechat yet
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'wx_zhangsan' } });
    fireEvent.click(screen.getByLabelText('M'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(onSubmit).toHaveBeenCalledWith({ name: '张三', gender: '女', wechat: 'wx_zhangsan', shirt: 'M' });
  });
});
