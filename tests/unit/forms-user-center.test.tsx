// @vitest-environment jsdom
// The personal centre against a stubbed fetch, through the real runtime (http, data sources, toasts):
// profile cards, edit dialog (success, server field error), avatar checks and upload, placeholders.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { i18n } from '@runtime/i18n';
import { getToasts, toast } from '@runtime/toast';
import { UserCenterScreen } from '@renderers/form/profile/UserCenterScreen';
import config from '../../schemas/screens/user-center.json';
import { jsonResponse, stubFetch, type Call } from './runtime-helpers';

let me: Record<string, unknown>;
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'ok', data });
function server(c: Call) {
  const path = new URL(c.url, 'http://x').pathname;
  if (path === '/api/user/info') return ok(me);
  if (path === '/api/files/upload') return jsonResponse({ code: 200, message: 'ok', data: { filename: 'new.png' }, filename: 'new.png', success: true });
  if (path === '/api/user/update') {
    const body = JSON.parse(String(c.init.body));
    if (body.phone === '13900000000') return jsonResponse({ code: 400, message: '该手机号已注册', errors: [{ path: '/phone', message: '该手机号已注册' }] }, 400);
    me = { ...me, ...body };
    return ok(me);
  }
  return jsonResponse({ code: 404, message: 'not found' }, 404);
}

const toastTexts = () => getToasts().map((t) => t.text);
const dialog = () => within(screen.getByRole('dialog'));
const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));
let calls: Call[];

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  me = { id: 7, username: 'zhangsan', role: 'ORGANIZER', name: '张三', gender: '男', phone: '13800138000', email: null, idNumber: null, organizerId: null, avatar: null };
  calls = stubFetch(server).calls;
  toast.clear();
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><UserCenterScreen config={config} /></SWRConfig>);
  await screen.findByRole('heading', { name: '张三' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('user centre', () => {
  it('shows the info cards', () => {
    const card = (f: string) => document.querySelector(`[data-card="${f}"] dd`)!.textContent;
    expect(card('gender')).toBe('男');
    expect(card('email')).toBe('未填写');
    expect(card('organizerId')).toBe('未分配');
    expect(card('role')).toBe('会务组');
  });

  it('edits the profile with the generated form and refetches', async () => {
    await click(screen.getByRole('button', { name: '编辑资料' }));
    fireEvent.change(dialog().getByLabelText('姓名', { exact: false }), { target: { value: '李四' } });
    await click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTexts()).toContain('个人资料更新成功'));
    const update = calls.find((c) => c.url.includes('/api/user/update'))!;
    expect(JSON.parse(String(update.init.body))).toEqual({ name: '李四', gender: '男', phone: '13800138000' });
    expect(await screen.findByRole('heading', { name: '李四' })).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/api/user/info')).length).toBeGreaterThan(1);
  });

  it('refreshes the profile from the server (刷新成功)', async () => {
    const reads = () => calls.filter((c) => c.url.includes('/api/user/info')).length;
    const before = reads();
    me = { ...me, name: '王五' }; // changed elsewhere
    await click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(toastTexts()).toContain('刷新成功'));
    expect(reads()).toBe(before + 1);
    expect(await screen.findByRole('heading', { name: '王五' })).toBeTruthy();
  });

  it('shows the server message and the field error when the update fails', async () => {
    await click(screen.getByRole('button', { name: '编辑资料' }));
    fireEvent.change(dialog().getByLabelText('手机号', { exact: false }), { target: { value: '13900000000' } });
    await click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTexts()).toContain('该手机号已注册'));
    expect(dialog().getByText('该手机号已注册')).toBeTruthy();
  });

  it('checks the avatar file, uploads it and saves it on the user', async () => {
    await click(screen.getByRole('button', { name: '更换头像' }));
    await click(dialog().getByRole('button', { name: '保存头像' }));
    expect(dialog().getByText('请先选择头像文件')).toBeTruthy();
    const input = screen.getByTestId('avatar-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(dialog().getByText('上传头像图片只能是 JPG 或 PNG 格式!')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(dialog().getByText('上传头像图片大小不能超过 2MB!')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await click(dialog().getByRole('button', { name: '保存头像' }));
    await waitFor(() => expect(toastTexts()).toContain('头像更新成功!'));
    const upload = calls.find((c) => c.url.includes('/api/files/upload'))!;
    expect((upload.init.body as FormData).get('avatar')).toBeInstanceOf(File);
    const update = calls.find((c) => c.url.includes('/api/user/update'))!;
    expect(JSON.parse(String(update.init.body))).toEqual({ avatar: 'new.png' });
    await waitFor(() => expect(document.querySelector('img[src="/api/files/avatars/new.png"]')).toBeTruthy());
  });

  it('opens the other sections as closable placeholder tabs', async () => {
    await click(screen.getByRole('button', { name: '帮助中心' }));
    expect(screen.getByRole('tab', { name: '帮助中心' })).toBeTruthy();
    expect(screen.getByText('该功能将在后续版本中提供。')).toBeTruthy();
    await click(screen.getByRole('button', { name: '关闭 帮助中心' }));
    expect(screen.queryByRole('tab', { name: '帮助中心' })).toBeNull();
    expect(screen.getByRole('heading', { name: '张三' })).toBeTruthy();
  });
});
