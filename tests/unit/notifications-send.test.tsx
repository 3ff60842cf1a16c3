// @vitest-environment jsdom
// The send dialog: the body it sends (the first channel chosen, targets as JSON strings, the
// scheduled time), its checks with the server's own messages in zh and en, and the server's field
// messages shown under the fields.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@runtime/i18n';
import { checkSend, initialSend, toBody } from '@renderers/notifications/send/sendForm';
import { SendDialog } from '@renderers/notifications/send/SendDialog';

const ID = 'notifications.send';
const users = [{ id: 3, username: 'zhangsan', role: 'ORGANIZER' }, { id: 5, username: 'lisi', email: 'lisi@example.com', role: 'ADMIN' }];

beforeEach(async () => void (await i18n.changeLanguage('zh')));
afterEach(() => cleanup());

describe('send body and checks', () => {
  it('builds the body the server reads', () => {
    const s = { ...initialSend(), title: 't', content: 'c', channels: ['EMAIL', 'SYSTEM'], targetType: 'ROLE_BASED' as const, roles: ['ORGANIZER'] };
    expect(toBody(s, { id: 1, role: 'SUPER_ADMIN' })).toEqual({ title: 't', content: 'c', type: ['EMAIL', 'SYSTEM'], targetType: 'ROLE_BASED', targetRoles: '["ORGANIZER"]', senderId: 1, senderType: 'SUPER_ADMIN' });
    const picked = toBody({ ...s, targetType: 'SPECIFIC_USERS', userIds: [3, 5], timing: 'later', at: '2030-01-01T09:30' });
    expect(picked).toMatchObject({ targetUserIds: '[3,5]', scheduledAt: new Date('2030-01-01T09:30').toISOString() });
    expect(picked).not.toHaveProperty('targetRoles');
    expect(checkSend(ID, { ...s, timing: 'later', at: '2030-01-01T09:30' })).toEqual({});
  });

  it('answers the spec’s messages, in zh and en', async () => {
    const empty = { ...initialSend(), channels: [], targetType: 'ROLE_BASED' as const, timing: 'later' as const };
    expect(checkSend(ID, empty)).toEqual({ title: '请输入通知标题', content: '请输入通知内容', type: '请选择推送方式', targetRoles: '请选择目标角色', scheduledAt: '请选择发送时间' });
    const past = { ...initialSend(), title: 't', content: 'c', targetType: 'SPECIFIC_USERS' as const, timing: 'later' as const, at: '2000-01-01T00:00' };
    expect(checkSend(ID, past)).toEqual({ targetUserIds: '请选择目标用户', scheduledAt: '定时发送时间必须晚于当前时间' });
    await i18n.changeLanguage('en');
    expect(checkSend(ID, empty)).toMatchObject({ title: 'Please enter a notification title', type: 'Please choose a delivery type', targetRoles: 'Please choose at least one role' });
  });
});

describe('send dialog', () => {
  const open = (onSubmit = vi.fn(async () => {})) =>
    render(<SendDialog open schemaId={ID} roles={['ORGANIZER', 'ADMIN']} users={users} usersState="ready" onSubmit={onSubmit} onClose={() => {}} />);
  const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));

  it('refuses an empty send with the messages under the fields, then sends to picked users', async () => {
    const onSubmit = vi.fn(async () => {});
    open(onSubmit);
    await click(screen.getByTestId('send-submit'));
    expect(screen.getByText('请输入通知标题')).toBeTruthy();
    expect(screen.getByText('请输入通知内容')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/标题/), { target: { value: '会议通知' } });
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: '明天开会' } });
    await click(screen.getByTestId('target-SPECIFIC_USERS'));
    await click(screen.getByTestId('send-submit'));
    expect(screen.getByText('请选择目标用户')).toBeTruthy();
    await click(screen.getByTestId('pick-user-lisi'));
    expect(screen.getByTestId('picked-count').textContent).toBe('已选 1 人');
    await click(screen.getByTestId('send-submit'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '会议通知', content: '明天开会', targetType: 'SPECIFIC_USERS', userIds: [5], channels: ['SYSTEM'] }));
  });

  it('shows the server’s field messages under the fields', async () => {
    open(vi.fn(async () => Promise.reject(Object.assign(new Error('bad'), { errors: [{ path: '/targetUserIds', message: '目标用户不存在：99' }] }))));
    fireEvent.change(screen.getByLabelText(/标题/), { target: { value: 't' } });
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: 'c' } });
    await click(screen.getByTestId('target-SPECIFIC_USERS'));
    await click(screen.getByTestId('pick-user-zhangsan'));
    await click(screen.getByTestId('send-submit'));
    expect(screen.getByText('目标用户不存在：99')).toBeTruthy();
  });
});
