// A stand-in for the data-management API inside Storybook: news, speakers, partners, collections
// and one collection's folder, answered like the server (docs/contracts.md "Data management").
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { Toaster } from '../renderers/layout/Toaster';
import { ConfirmHost } from '../renderers/console';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'ok', success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const at = '2026-11-20T08:00:00.000Z';
/** a picture the image-upload widget shows (a content image's address in the app; a data URL here) */
export const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="100%" height="100%" fill="#2563eb"/><text x="50%" y="58%" font-family="sans-serif" font-size="90" fill="white" text-anchor="middle">李</text></svg>')}`;
/** the meeting the document manager's collection belongs to: New York, so times show its clock */
export const MEETING_ZONE = 'America/New_York';

export const NEWS = [
  { id: 1, meetingId: 1, title: '大会议程正式发布', categoryName: '大会动态', status: 'published', publishTime: at, viewCount: 128 },
  { id: 2, meetingId: 1, title: '注册通道即将开启', categoryName: '', status: 'draft', publishTime: null, viewCount: 0 },
];
export const SPEAKERS = [
  { id: 1, name: '李明', company: '清华大学', position: '教授', speechTopic: '大模型的未来', status: 'active', displayOrder: 0, avatar: '' },
  { id: 2, name: 'Dr. Alice Smith', company: 'MIT', position: 'Researcher', speechTopic: 'Robotics', status: 'inactive', displayOrder: 1, avatar: '' },
];
export const AGENDA = [
  { id: 1, name: '开幕式', day: '2026-12-10', startTime: '09:00', endTime: '09:30', kind: 'keynote', subVenue: '主会场', speakerIds: [], status: 'active', displayOrder: 0 },
  { id: 2, name: '圆桌：大模型与数据库', day: '2026-12-10', startTime: '14:00', endTime: '15:30', kind: 'panel', subVenue: 'B 厅', room: '201', speakerIds: [1], status: 'active', displayOrder: 0 },
];
export const PARTNERS = [{ id: 1, name: '星云科技', type: '技术合作', website: 'https://example.com', status: 'active', displayOrder: 0, logo: '' }];
export const COLLECTIONS = [{ id: 3, meetingId: 1, name: '会议资料', description: '演讲幻灯片与论文', documentCount: 2, creator: 'organizer', updateTime: at }];
export const FOLDER = {
  collection: { id: 3, name: '会议资料' },
  breadcrumb: [{ id: null, name: '会议资料' }],
  list: [
    { id: 10, name: '第一天', isFolder: true, size: 0, type: 'folder', updateTime: at, creator: 'organizer' },
    { id: 11, name: '议程.pdf', isFolder: false, size: 183_402, type: 'pdf', updateTime: at, creator: 'organizer' },
    { id: 12, name: '论文集.docx', isFolder: false, size: 5_402_113, type: 'docx', updateTime: at, creator: 'organizer' },
  ],
  total: 3, page: 1, size: 20,
};

function install(empty: boolean) {
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
    if (url === '/api/news/list') return ok({ list: empty ? [] : NEWS, total: empty ? 0 : NEWS.length, page: 1, pageSize: 100 });
    if (url.startsWith('/api/speakers/meeting/')) return ok(empty ? [] : SPEAKERS);
    if (url.startsWith('/api/agenda/meeting/')) return ok(empty ? [] : AGENDA);
    if (url === '/api/speakers/library') return ok(empty ? [] : [{ id: 90, name: '陈思远', company: '清华大学', label: '陈思远 · 清华大学 — 2025 人工智能大会' }]);
    if (url.startsWith('/api/partners/meeting/')) return ok(empty ? [] : PARTNERS);
    if (url === '/api/document-collections') return ok(empty ? [] : COLLECTIONS);
    if (url === '/api/news/categories') return ok({ success: true, data: [{ id: 1, name: '大会动态' }] });
    if (/^\/api\/news\/\d+$/.test(url) && (!init?.method || init.method === 'GET')) return ok({ ...NEWS[0], summary: '三天主论坛与十二个分论坛', content: '<p>议程</p>', categoryId: 1 });
    if (url === '/api/content-images' && init?.method === 'POST') return ok({ fileUrl: PHOTO, url: PHOTO });
    if (/^\/api\/speakers\/\d+$/.test(url) && (!init?.method || init.method === 'GET')) return ok({ ...SPEAKERS[0], meetingId: 1, avatar: PHOTO, email: 'li@example.org', contactPublic: false });
    if (/^\/api\/document-collections\/\d+$/.test(url)) return ok(COLLECTIONS[0]);
    if (url === '/api/co/meeting/1') return ok({ id: 1, title: '2026 人工智能大会', timeZone: MEETING_ZONE });
    if (url === '/api/document/list') return ok(empty ? { ...FOLDER, list: [], total: 0 } : FOLDER);
    if (url.endsWith('/website')) return ok({ meetingId: 1, title: '2026 人工智能大会' });
    if (init?.method && init.method !== 'GET') return ok(null);
    return real(input, init);
  };
  return () => void (globalThis.fetch = real);
}

function Mocked({ empty, children }: { empty: boolean; children: ReactNode }) {
  const [restore] = useState(() => install(empty));
  useEffect(() => restore, [restore]);
  return <>{children}</>;
}

export const withDataApi = (opts: { empty?: boolean; params?: Record<string, string> } = {}): Decorator => (Story) => (
  <Mocked empty={!!opts.empty}>
    <ScreenParamsProvider value={opts.params ?? { meetingId: '1' }}><Toaster /><ConfirmHost /><Story /></ScreenParamsProvider>
  </Mocked>
);
