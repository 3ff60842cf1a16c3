// A stand-in for one meeting's hotel API inside stories: hotels with room types, moves, toggles,
// guests and invoices answered from fixtures like the server would, so the hotel screens render
// without a server. Other paths go to the next fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';

export const MEETING_ID = 9;
type Row = Record<string, any>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });

const room = (id: number, hotelId: number, sortOrder: number, over: Row): Row => ({
  id, hotelId, meetingId: MEETING_ID, sortOrder, price: 388, stock: 20, area: 30, bedType: 'king', capacity: 2, breakfast: 'none',
  cancellationPolicy: 'free', facilities: [], images: [], status: 'active', ...over,
});
export const hotelsFixture = (): Row[] => [
  {
    id: 1, meetingId: MEETING_ID, name: '西湖国宾馆', status: 'active', address: '杭州市西湖区杨公堤 18 号', frontDeskPhone: '0571-87979889',
    earliestCheckin: '14:00', latestCheckout: '12:00', bookingStartTime: '2026-12-01', bookingEndTime: '2026-12-20', images: [],
    roomTypes: [room(11, 1, 0, { name: '湖景大床房', price: 1288, stock: 8, breakfast: 'included', facilities: ['WiFi', '浴缸', '湖景'] }), room(12, 1, 1, { name: '园景双床房', price: 888, bedType: 'double', facilities: ['WiFi'] })],
  },
  {
    id: 2, meetingId: MEETING_ID, name: '会议中心酒店', status: 'inactive', address: '杭州市萧山区奔竞大道 353 号', frontDeskPhone: '0571-83838888',
    earliestCheckin: '15:00', latestCheckout: '12:00', bookingStartTime: '2026-12-05', bookingEndTime: '2026-12-18', images: [], roomTypes: [],
  },
];
const guestsFixture = (): Row[] => [
  { registrationId: 1, participantId: 1, name: '张三', phone: '13800000001', company: '甲公司', hotelId: 1, hotelName: '西湖国宾馆', roomTypeId: 11, roomTypeName: '湖景大床房', checkinDate: '2026-12-10', checkoutDate: '2026-12-12', nights: 2, specialRequests: '无烟房', hotelFee: 2576, paymentStatus: 'approved' },
  { registrationId: 2, participantId: 2, name: '李四', phone: '13800000002', company: '乙大学', hotelId: 1, hotelName: '西湖国宾馆', roomTypeId: 12, roomTypeName: '园景双床房', checkinDate: '2026-12-11', checkoutDate: '2026-12-12', nights: 1, specialRequests: '', hotelFee: 888, paymentStatus: 'pending' },
];

let hotels = hotelsFixture();
let failing = false;

/** one standing request and one whose registration was cancelled (withdrawn: marked by its state) */
const invoiceRequests: Row[] = [
  { id: 1, registrationId: 11, participantName: '李四', registrationStatus: 'awaiting_payment', invoiceType: 'company', title: '某某科技有限公司', taxNumber: '91330106MA2XXXXX1X', email: 'fin@example.com', amount: 1280, issued: false, createdAt: '2026-11-20T02:00:00.000Z' },
  { id: 2, registrationId: 12, participantName: '王五', registrationStatus: 'cancelled', invoiceType: 'personal', title: '王五', email: 'w5@example.com', amount: 980, issued: false, createdAt: '2026-11-19T02:00:00.000Z' },
];

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  const q = Object.fromEntries(url.searchParams);
  const base = `/api/co/hotels/meeting/${MEETING_ID}`;
  if (!p.startsWith('/api/co/hotels') && !p.startsWith('/api/co/room-types') && !p.startsWith('/api/co/invoices')) return null;
  if (failing) return json(500, { code: 500, message: '服务器内部错误' });
  if (p === base) return ok(hotels);
  if (p === `${base}/search`) {
    const k = q.keyword ?? '';
    return ok(hotels.filter((h) => h.name.includes(k) || h.roomTypes.some((r: Row) => r.name.includes(k))));
  }
  if (p === `${base}/stats`) {
    const rooms = hotels.flatMap((h) => h.roomTypes);
    return ok({ totalHotels: hotels.length, activeHotels: hotels.filter((h) => h.status === 'active').length, totalRoomTypes: rooms.length, guestCount: 2 });
  }
  if (p === `${base}/room-types`) return ok(hotels.flatMap((h) => h.roomTypes.map((r: Row) => ({ id: r.id, name: r.name, label: `${h.name} · ${r.name}` }))));
  if (p === `${base}/guests`) {
    const rows = guestsFixture().filter((g) => (!q.keyword || g.name.includes(q.keyword)) && (!q.paymentStatus || g.paymentStatus === q.paymentStatus));
    return ok({ content: rows, totalElements: rows.length, totalPages: 1, currentPage: 0 });
  }
  const invoices = `/api/co/invoices/meeting/${MEETING_ID}`;
  if (p === `${invoices}/requests`) return ok({ content: invoiceRequests, totalElements: invoiceRequests.length, totalPages: 1, currentPage: 0 });
  if (p === `${invoices}/stats`) return ok({ total: 1, issued: 0, pending: 1, totalAmount: 1280, issuedAmount: 0, withdrawn: 1 });
  const toggle = /^\/api\/co\/hotels\/(\d+)\/toggle-status$/.exec(p);
  if (toggle) {
    hotels = hotels.map((h) => (h.id === Number(toggle[1]) ? { ...h, status: h.status === 'active' ? 'inactive' : 'active' } : h));
    return ok({});
  }
  const payments = /^\/api\/co\/hotels\/(\d+)\/payment-methods$/.exec(p);
  if (payments && method === 'PUT') {
    hotels = hotels.map((h) => (h.id === Number(payments[1]) ? { ...h, ...body } : h));
    lastPayments = body;
    paymentCalls++;
    return ok({});
  }
  const move = /^\/api\/co\/room-types\/(\d+)\/move$/.exec(p);
  if (move) {
    const id = Number(move[1]);
    hotels = hotels.map((h) => {
      const i = h.roomTypes.findIndex((r: Row) => r.id === id);
      if (i < 0) return h;
      const j = body.direction === 'up' ? i - 1 : i + 1;
      const list = [...h.roomTypes];
      [list[i], list[j]] = [list[j], list[i]];
      return { ...h, roomTypes: list };
    });
    return ok({});
  }
  const roomToggle = /^\/api\/co\/room-types\/(\d+)\/toggle-status$/.exec(p);
  if (roomToggle) {
    hotels = hotels.map((h) => ({ ...h, roomTypes: h.roomTypes.map((r: Row) => (r.id === Number(roomToggle[1]) ? { ...r, status: r.status === 'active' ? 'inactive' : 'active' } : r)) }));
    return ok({});
  }
  if (p === '/api/co/hotels' && method === 'POST') {
    if (hotels.some((h) => h.name === body.name)) return json(409, { code: 409, message: '该会议下已存在同名酒店', errors: [{ path: '/name', message: '该会议下已存在同名酒店' }] });
    hotels = [...hotels, { ...body, id: hotels.length + 10, status: body.status ?? 'active', roomTypes: [] }];
    return ok({});
  }
  return ok({});
}

const install = () => stubFetch(answer);

/** The last body PUT to a hotel's payment-methods (the dialog's story reads it). */
export let lastPayments: Row | undefined;
/** How many payment-methods saves reached the server (a refusal in the dialog sends none). */
export let paymentCalls = 0;

type Opts = { failing?: boolean; hotels?: Row[] };
let last: Opts | undefined;
/** Answers the hotel calls from fixtures inside meeting MEETING_ID; `hotels: []` shows the empty state, `failing` a load failure. */
export const withHotelsApi = (opts: Opts = {}): Decorator => (Story) => {
  install();
  // fresh fixtures when another decorator's options take over; a story's own re-renders keep what it changed
  if (opts !== last) {
    last = opts;
    failing = !!opts.failing;
    hotels = opts.hotels ?? hotelsFixture();
  }
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
