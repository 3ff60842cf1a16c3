// The organizer's ticket dialog (registration settings → 门票 → 添加门票), as several stories fill it.
import type { Locator } from '@playwright/test';

/** A `datetime-local` input's text `hours` from now, on the browser's clock. */
export const localInput = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

export interface TicketInput { name: string; price: string; early: string; earlyFromHours: number; earlyToHours: number }

/** Fills the open ticket dialog and presses its save button (the caller reads what follows). */
export async function fillTicket(dialog: Locator, t: TicketInput) {
  await dialog.getByLabel(/门票名称/).fill(t.name);
  await dialog.getByLabel(/^票价/).fill(t.price);
  await dialog.getByLabel(/^早鸟价/).fill(t.early);
  await dialog.getByLabel(/早鸟开始时间/).fill(localInput(t.earlyFromHours));
  await dialog.getByLabel(/早鸟结束时间/).fill(localInput(t.earlyToHours));
  await dialog.getByRole('button', { name: /保存|确定|提交/ }).click();
}
