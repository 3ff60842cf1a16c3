// The payments area's 银行流水 tab (schemas/screens/meeting/bank-statement.json): matched lines with
// confidence badges in each state, select-all-high-confidence and confirm, the empty tab, in zh/en and
// light/dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatementScreen } from '../renderers/statements/StatementScreen';
import screen from '../schemas/screens/meeting/bank-statement.json';
import { withStatementApi } from './Payments.BankStatement.mock';

const meta = {
  title: 'Payments/BankStatement',
  component: StatementScreen,
  decorators: [withStatementApi()],
  args: { config: screen },
} satisfies Meta<typeof StatementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]').length).toBe(6));
    await expect(canvasElement.querySelector('[data-line="1"] [data-confidence]')?.getAttribute('data-confidence')).toBe('high');
    await expect(canvasElement.querySelector('[data-line="2"] [data-confidence]')?.getAttribute('data-confidence')).toBe('medium');
    await expect(canvasElement.querySelector('[data-line="3"] [data-confidence]')?.getAttribute('data-confidence')).toBe('low');
  },
};
export const English: Story = { ...Lines, globals: { locale: 'en' } };
export const Dark: Story = { ...Lines, globals: { theme: 'dark' } };

export const SelectHighAndConfirm: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]').length).toBe(6));
    await userEvent.click(canvasElement.querySelector('[data-testid="select-high"]')!);
    // only the high-confidence line (the medium and the conflict stay unticked)
    await expect(canvasElement.querySelector<HTMLButtonElement>('[data-testid="confirm-selected"]')!.textContent).toContain('1');
    await userEvent.click(canvasElement.querySelector('[data-testid="confirm-selected"]')!);
    const dialog = await within(document.body).findByTestId('confirm-dialog');
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(canvasElement.querySelector('[data-line="1"]')?.getAttribute('data-status')).toBe('confirmed'));
  },
};

export const FilterAndPages: Story = {
  decorators: [withStatementApi({ more: 150 })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // 156 lines: a page of 100, then the rest
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]').length).toBe(100));
    await expect(c.getByTestId('statement-status').textContent).toContain('151');
    await userEvent.click(c.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]').length).toBe(56));
    await userEvent.selectOptions(c.getByTestId('statement-status'), 'suggested');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]').length).toBe(3));
    await expect(c.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  },
};
export const FilterAndPagesDark: Story = { ...FilterAndPages, globals: { theme: 'dark' } };

export const Empty: Story = {
  decorators: [withStatementApi({ empty: true })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="statement-empty"]')).toBeTruthy());
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
