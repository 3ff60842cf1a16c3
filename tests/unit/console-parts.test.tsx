// @vitest-environment jsdom
// confirm() (true on OK, false on cancel or Escape, one host draws), the debounced FilterBar, and
// DialogForm (schema messages, extra required fields, server field errors, closes on success).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@runtime/i18n';
import { ApiError } from '@runtime/http';
import { ConfirmHost, DialogForm, FilterBar, confirm, type FilterField } from '@renderers/console';

const click = (el: Element) => act(async () => void fireEvent.click(el));

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('confirm()', () => {
  it('resolves false on cancel, true on OK, false on Escape; a second host stays silent', async () => {
    render(<><ConfirmHost /><ConfirmHost /></>);
    let p = confirm({ title: '提示', message: '确定要删除该会议吗？此操作不可恢复', danger: true });
    expect(await screen.findAllByTestId('confirm-dialog')).toHaveLength(1);
    expect(screen.getByText('确定要删除该会议吗？此操作不可恢复')).toBeTruthy();
    await click(screen.getByTestId('confirm-cancel'));
    expect(await p).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());

    p = confirm({ title: { t: 'console.confirm.title' }, message: 'ok?' });
    await click(await screen.findByRole('button', { name: '确定' }));
    expect(await p).toBe(true);

    p = confirm({ title: 'x', message: 'esc?' });
    await screen.findByText('esc?');
    await act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(await p).toBe(false);
  });
});

describe('FilterBar', () => {
  const fields: FilterField[] = [
    { name: 'search', kind: 'search', label: '搜索' },
    { name: 'status', kind: 'select', label: '状态', options: [{ value: 'active', label: '正常' }] },
    { name: 'range', kind: 'dateRange', label: '日期', names: ['startDate', 'endDate'] },
  ];

  it('applies a search after the debounce, selects and dates at once, and refreshes', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onRefresh = vi.fn();
    render(<FilterBar fields={fields} value={{ status: 'active' }} onChange={onChange} onRefresh={onRefresh} />);
    fireEvent.change(screen.getByLabelText('搜索'), { target: { value: 'che' } });
    fireEvent.change(screen.getByLabelText('搜索'), { target: { value: 'chen' } });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ status: 'active', search: 'chen' });
    fireEvent.change(screen.getByLabelText('状态'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ status: undefined });
    fireEvent.change(screen.getByLabelText('日期 开始日期'), { target: { value: '2024-01-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ status: 'active', startDate: '2024-01-01', endDate: undefined });
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('DialogForm', () => {
  it('shows the schema’s messages, requires the extra fields, then submits and closes', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    render(<DialogForm open title="修改登录密码" schemaId="user.changePassword" required={['confirmPassword']} value={null} onSubmit={onSubmit} onClose={onClose} />);
    const dialog = within(screen.getByTestId('dialog-form'));
    await click(await dialog.findByRole('button', { name: '保存' })); // the form loads with the dialog's first opening
    expect(dialog.getByText('请输入原密码')).toBeTruthy();
    expect(dialog.getByText('请输入密码')).toBeTruthy();
    expect(dialog.getByText('确认密码不能为空')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('原密码', { exact: false }), { target: { value: 'old-pass-1' } });
    fireEvent.change(dialog.getByLabelText(/^密码/), { target: { value: '12345' } });
    fireEvent.change(dialog.getByLabelText('确认密码', { exact: false }), { target: { value: '54321' } });
    await click(dialog.getByRole('button', { name: '保存' }));
    expect(dialog.getByText('密码长度不能少于6位')).toBeTruthy();
    expect(dialog.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/^密码/), { target: { value: 'new-pass-1' } });
    fireEvent.change(dialog.getByLabelText('确认密码', { exact: false }), { target: { value: 'new-pass-1' } });
    await click(dialog.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a rejection’s field errors under their fields and stays open', async () => {
    const onClose = vi.fn();
    const onSubmit = async () => {
      throw new ApiError(400, '原密码错误', { errors: [{ path: '/oldPassword', message: '原密码错误' }] });
    };
    render(<DialogForm open title="t" schemaId="user.changePassword" value={{ oldPassword: 'x', newPassword: 'new-pass-1' }} onSubmit={onSubmit} onClose={onClose} />);
    await click(await screen.findByRole('button', { name: '保存' }));
    expect(within(screen.getByTestId('dialog-form')).getByText('原密码错误')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
