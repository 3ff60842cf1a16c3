// The organizer's registration lifecycle calls inside stories (POST /api/co/registrations/{id}/
// {approve|confirm|mark-paid|cancel|restore}, GET …/events), answering like the server: a transition
// the lifecycle does not allow from the row's state is a 409 with the state named, cancel needs a
// reason, and each move is kept as an event. The list mocks hand their rows in through `rows`.
import { can, type Action } from '../src/shared/lifecycle';
import zh from '../schemas/messages/zh.json';
import type { Answerer } from './fetchStub';

type Row = Record<string, any>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MOVES: Record<string, { action: Action; to: (r: Row) => string; set?: (r: Row, body: Row) => Row }> = {
  approve: { action: 'approve', to: (r) => (Number(r.totalAmount) > 0 ? 'awaiting_payment' : 'confirmed') },
  confirm: { action: 'confirm', to: () => 'confirmed' },
  'mark-paid': { action: 'markPaid', to: () => 'confirmed', set: (_r, b) => ({ paymentStatus: 'paid', ...(b.paymentMethod ? { paymentMethod: b.paymentMethod } : {}) }) },
  cancel: { action: 'cancelByOrganizer', to: () => 'cancelled', set: (_r, b) => ({ cancelledBy: 'organizer', cancelReason: b.reason }) },
  restore: { action: 'restore', to: () => 'awaiting_payment' },
};
const DONE: Record<string, string> = { approve: '报名已审核通过', confirm: '报名已确认', 'mark-paid': '已标记为已支付，报名已确认', cancel: '报名已取消', restore: '报名已恢复' };
const label = (state: string) => (zh.form.enum.registration.registrationStatus as Record<string, string>)[state] ?? state;

/** The list mock's rows (`get`, `set`) and the row field naming each row's registration (`key`). */
export interface LifecycleRows {
  key: string;
  get(): Row[];
  set(rows: Row[]): void;
}

export function lifecycleAnswerer({ key, get, set }: LifecycleRows): Answerer {
  const events = new Map<number, Row[]>();
  const rows = {
    find: (id: number) => get().find((r) => r[key] === id),
    update: (id: number, patch: Row) => set(get().map((r) => (r[key] === id ? { ...r, ...patch } : r))),
  };
  return (method, url, body) => {
    const m = /^\/api\/co\/registrations\/(\d+)\/(approve|confirm|mark-paid|cancel|restore|events)$/.exec(url.pathname);
    if (!m) return null;
    const id = Number(m[1]);
    const row = rows.find(id);
    // another list mock's registration: let the next answerer have it
    if (!row) return null;
    if (m[2] === 'events') return json(200, { code: 200, message: 'ok', data: events.get(id) ?? [] });
    if (method !== 'POST') return json(404, { code: 404, message: '请求的资源不存在' });
    const move = MOVES[m[2]];
    const b = (body ?? {}) as Row;
    if (m[2] === 'cancel' && !String(b.reason ?? '').trim()) return json(400, { code: 400, message: '请填写原因', errors: [{ path: '/reason', message: '请填写原因' }] });
    if (!can(move.action, row.registrationStatus)) {
      return json(409, { code: 409, message: `当前报名状态为「${label(row.registrationStatus)}」，不能${(zh.lifecycle.action as Record<string, string>)[move.action]}` });
    }
    const to = move.to(row);
    events.set(id, [...(events.get(id) ?? []), { id: (events.get(id)?.length ?? 0) + 1, registrationId: id, action: move.action, fromStatus: row.registrationStatus, toStatus: to, actorType: 'organizer', actorName: '演示会务组', reason: b.reason ?? null, createdAt: '2026-11-21T03:00:00.000Z' }]);
    rows.update(id, { registrationStatus: to, ...move.set?.(row, b) });
    return json(200, { code: 200, message: DONE[m[2]], data: { id, registrationStatus: to } });
  };
}
