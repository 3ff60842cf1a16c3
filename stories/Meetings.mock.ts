// A stand-in for the /api/co/meeting* calls inside Storybook: an in-memory list that pages, filters
// and searches like the server. The withMeetingsApi decorator installs it while the story is shown
// (parameters.meetingsApi gives its options), so the render test and Storybook both use it.
import { createElement, useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { wallClockNow } from '../renderers/meetings/wallClock';

type Meeting = Record<string, any>;
const TYPES = ['domestic', 'international', 'both'];
const STATUSES = ['preparing', 'ongoing', 'finished', 'draft'];
const PLACES = ['上海国际会议中心', '北京国家会议中心', '深圳会展中心', 'Hangzhou International Expo Center'];
const TITLES = ['2025 全球开发者大会', '医学影像前沿论坛', 'AI Infra Summit', '新能源汽车产业峰会', '数字教育年会'];

export function sampleMeetings(n = 23): Meeting[] {
  return Array.from({ length: n }, (_, i) => ({
    id: n - i,
    title: `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ` · ${Math.floor(i / TITLES.length) + 1}` : ''}`,
    description: i % 4 === 3 ? null : '面向行业从业者的年度盛会，汇聚专家学者与企业代表，围绕前沿技术、产业趋势与最佳实践展开深入交流与分享。',
    type: TYPES[i % 3],
    status: STATUSES[i % 4],
    manager: ['张经理', '李华', 'Alice Chen'][i % 3],
    startTime: `${wallClockNow(3 + i).slice(0, 10)} 09:00:00`,
    endTime: `${wallClockNow(5 + i).slice(0, 10)} 18:00:00`,
    location: PLACES[i % PLACES.length],
    subVenues: Array.from({ length: (i % 3) + 1 }, (_, k) => ({ name: `${String.fromCharCode(65 + k)}厅`, location: `${k + 1}楼`, capacity: 100 * (k + 1) })),
    attendeeCount: (i * 37) % 500,
    tags: [],
    previewToken: i % 2 ? 'aB3dE9' : null,
    organizerId: 7,
    organizerUsername: 'demo-org',
    viewCount: 4000 + i * 7, // not a column of the screen: the AddedColumn story shows it by JSON alone
  }));
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Patch fetch for /api/co/meeting*; other calls go to the real fetch. */
export function mockMeetingsApi(opts: { meetings?: Meeting[]; failList?: boolean } = {}): () => void {
  const real = globalThis.fetch;
  const list = [...(opts.meetings ?? sampleMeetings())];
  globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://storybook.local');
    if (!url.pathname.startsWith('/api/co/meeting')) return real(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const q = url.searchParams;
    const id = Number(url.pathname.split('/')[4]);
    if (url.pathname === '/api/co/meeting/list') {
      if (opts.failList) return json(500, { code: 500, message: '服务器内部错误，请稍后重试' });
      const search = (q.get('search') ?? '').toLowerCase();
      const rows = list.filter((m) => (!q.get('status') || m.status === q.get('status')) && (!search || `${m.title} ${m.location}`.toLowerCase().includes(search))
        && (!q.get('startDate') || m.startTime.startsWith(q.get('startDate'))));
      const page = Number(q.get('page') ?? 0), size = Number(q.get('size') ?? 10);
      const body = { meetings: rows.slice(page * size, page * size + size), totalItems: rows.length, currentPage: page };
      return json(200, { code: 200, message: 'ok', data: body, ...body });
    }
    const found = list.find((m) => m.id === id);
    if (method === 'GET' && found) return json(200, { code: 200, message: 'ok', data: found });
    if (method === 'DELETE' && found) {
      list.splice(list.indexOf(found), 1);
      return json(200, { code: 200, message: '会议删除成功', data: { id } });
    }
    if (method === 'POST' && url.pathname.endsWith('/generate-preview-token') && found) {
      found.previewToken ??= 'Zx81Qa';
      return json(200, { code: 200, message: 'ok', data: found });
    }
    if (method === 'POST' || method === 'PUT') {
      const body = JSON.parse(String(init?.body ?? '{}'));
      const saved = { ...(found ?? { id: Math.max(0, ...list.map((m) => m.id)) + 1, attendeeCount: 0, organizerUsername: 'demo-org' }), ...body };
      if (url.pathname.endsWith('/draft')) saved.status = 'draft';
      if (!found) list.unshift(saved);
      return json(200, { code: 200, message: 'ok', data: saved });
    }
    return json(404, { code: 404, message: '请求的资源不存在' });
  };
  return () => {
    globalThis.fetch = real;
  };
}

/** Installed before the story's first render (the calls start in effects), removed when it unmounts. */
function MockApi({ opts, children }: { opts: Parameters<typeof mockMeetingsApi>[0]; children?: ReactNode }) {
  const [restore] = useState(() => mockMeetingsApi(opts));
  useEffect(() => restore, [restore]);
  return children;
}

export const withMeetingsApi: Decorator = (Story, ctx) => createElement(MockApi, { opts: ctx.parameters.meetingsApi ?? {} }, createElement(Story));
