// @vitest-environment jsdom
// The generated profile form (user.profile): labels and validation messages in zh and en, exactly
// the server's messages; server field errors under their fields; clean submitted data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@runtime/i18n';
import { SchemaForm } from '@renderers/form/SchemaForm';

const bad = { name: '张', phone: '123', email: 'not-an-email', idNumber: '12345' };
const good = { name: '张三', gender: '男', phone: '13800138000', email: 'zs@example.com', idNumber: '11010519491231002X' };

const submit = (label: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name: label })));

beforeEach(async () => void (await i18n.changeLanguage('zh')));
afterEach(() => cleanup());

describe('profile form', () => {
  it('shows the profile fields, labelled from fields.<x-key>, and not the API-only avatar', () => {
    render(<SchemaForm schemaId="user.profile" onSubmit={() => {}} />);
    for (const label of ['姓名', '手机号', '邮箱', '身份证号']) expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /性别/ })).toBeTruthy();
    expect(screen.queryByText('头像')).toBeNull();
  });

  it('shows every validation message in Chinese', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schemaId="user.profile" value={bad} onSubmit={onSubmit} />);
    await submit('保存');
    for (const m of ['姓名长度在 2 到 20 个字符', '请选择性别', '请输入正确的手机号码', '请输入正确的邮箱地址', '请输入正确的身份证号'])
      expect(screen.getByText(m)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('姓名', { exact: false }), { target: { value: '' } });
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
  });

  it('shows every validation message in English, and follows a language switch', async () => {
    render(<SchemaForm schemaId="user.profile" value={bad} onSubmit={() => {}} />);
    await submit('保存');
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    await act(async () => void (await i18n.changeLanguage('en')));
    for (const m of ['The name must be 2 to 20 characters', 'Please choose a gender', 'Please enter a valid mobile number', 'Please enter a valid e-mail address', 'Please enter a valid ID number'])
      expect(screen.getByText(m)).toBeTruthy();
    expect(screen.getByLabelText('Name', { exact: false })).toBeTruthy();
    expect(screen.queryByText('请输入正确的手机号码')).toBeNull();
  });

  it('submits clean data, and shows server field errors under their fields', async () => {
    const onError = vi.fn();
    const onSubmit = vi.fn().mockRejectedValue(Object.assign(new Error('请求参数错误'), { errors: [{ path: '/phone', message: '该手机号已注册' }] }));
    render(<SchemaForm schemaId="user.profile" value={{ ...good, avatar: 'a.png', organizerId: null }} onSubmit={onSubmit} onError={onError} />);
    await submit('保存');
    expect(onSubmit).toHaveBeenCalledWith(good);
    expect(await screen.findByText('该手机号已注册')).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    fireEvent.change(screen.getByLabelText('手机号', { exact: false }), { target: { value: '13900139000' } });
    expect(screen.queryByText('该手机号已注册')).toBeNull();
  });

  it('shows server errors given up front', () => {
    render(<SchemaForm schemaId="user.profile" value={good} serverErrors={[{ path: '/email', message: '该邮箱已注册' }]} onSubmit={() => {}} />);
    expect(screen.getByText('该邮箱已注册')).toBeTruthy();
  });
});
