// A stand-in for the website editor's calls inside stories (spec 3 §7), answered by URL like the
// server: the meeting's website section, its saved site (two pages: a light home page with a
// carousel, an introduction, speakers and news; a dark contact page), the lists the canvas blocks
// read, the batch save and the contact-us save. Other paths go to the fetch that was there before.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import { draftKey } from '../renderers/site-editor/useSiteDocument';
import { toRecords, defaultDocument, type SiteDocument, type WebsiteRecord } from '../renderers/meeting-site';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { writeItem } from '../src/runtime/storage';
import { stubFetch, type Answerer } from './fetchStub';
import { collections, contact, news, partners, slides, speakers } from './MeetingSite.fixtures';

export const MEETING_ID = 7;
export const TITLE = '2026 全球开发者大会';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });

/** The saved site as the organizer left it. */
export function siteFixture(): SiteDocument {
  const d = defaultDocument(TITLE);
  return {
    ...d,
    pages: [
      {
        id: 'home', name: '首页', showInNav: true, appearance: 'light',
        components: [
          { id: 'c1', type: 'carousel', props: { images: slides, moduleHeight: 360, autoplay: false }, style: {} },
          { id: 't1', type: 'text', props: { content: '<h2>大会简介</h2><p>三天议程，<b>40</b> 场主题演讲与 12 场圆桌讨论。</p>' }, style: {} },
          { id: 's1', type: 'speakers', props: { title: { zh: '演讲嘉宾', en: 'Speakers' }, columns: 4 }, style: {} },
          { id: 'n1', type: 'news-list', props: { title: { zh: '大会新闻', en: 'News' }, columns: 2 }, style: {} },
        ],
      },
      {
        id: 'contact', name: '联系我们', showInNav: true, appearance: 'dark',
        components: [{ id: 'k1', type: 'contact-us', props: { title: '联系我们', phone: contact.phone, email: contact.email }, style: {} }],
      },
    ],
    navbarSettings: { ...d.navbarSettings, logoText: TITLE, menuItems: [] },
    websiteSettings: { ...d.websiteSettings, description: '一年一度的开发者盛会' },
  };
}

export interface SiteEditorApi {
  /** the saved records (default: siteFixture's); [] is a meeting whose site was never saved */
  records?: WebsiteRecord[];
  /** the meeting's website section refuses (a meeting of another organizer) */
  refused?: boolean;
  /** the batch save fails with the server's message */
  saveFails?: boolean;
  /** the meeting's registration flows never answer (a picker's loading state) */
  flowsPending?: boolean;
}

let opts: SiteEditorApi = {};
/** The last batch the editor saved (stories check what reached the server). */
export let savedBatch: WebsiteRecord[] | null = null;

const answer: Answerer = (method, url, body) => {
  const p = url.pathname;
  const m = `/api/co/meeting/${MEETING_ID}`;
  if (p === `${m}/website`) {
    if (opts.refused) return json(404, { code: 404, message: '会议不存在' });
    return ok({ meetingId: MEETING_ID, title: TITLE, websiteStatus: 'draft', websiteViews: 0, websiteLastUpdate: null, previewToken: 'aB3dE9', adminId: 42 });
  }
  if (p === `${m}/registration-flows` && opts.flowsPending) return new Promise<Response>(() => {});
  if (p === `${m}/registration-flows`) return ok({ content: [{ id: 3, name: '普通参会报名', isDefault: true }, { id: 4, name: '嘉宾报名' }], totalElements: 2, totalPages: 1, page: 1, size: 100 });
  if (p === `${m}/generate-preview-token`) return ok({ previewToken: 'aB3dE9' });
  if (p === `/api/website-data/meeting/${MEETING_ID}`) return ok(opts.records ?? toRecords(siteFixture()));
  if (p === `/api/website-data/meeting/${MEETING_ID}/batch` && method === 'POST') {
    if (opts.saveFails) return json(500, { code: 500, message: '服务器内部错误，请稍后重试' });
    savedBatch = body as WebsiteRecord[];
    return ok(null, '保存成功');
  }
  if (p === `/api/website/contact-us/${MEETING_ID}`) return method === 'POST' ? ok(null) : ok(contact);
  // a tickets block added in the editor: the default flow, no ticket types yet
  if (p === `/api/site/meeting/${MEETING_ID}/tickets`) return ok({ flow: { id: 3, name: '普通参会报名', currency: 'CNY' }, timeZone: 'Asia/Shanghai', tickets: [] });
  if (p === `/api/speakers/meeting/${MEETING_ID}/active`) return ok(speakers);
  if (p === `/api/partners/meeting/${MEETING_ID}/active`) return ok(partners);
  if (p === '/api/news/list') return ok({ content: news, totalElements: news.length });
  if (p === '/api/document-collections') return ok(collections);
  if (p === `/api/speakers/meeting/${MEETING_ID}`) return ok(speakers);
  if (p === `/api/partners/meeting/${MEETING_ID}`) return ok(partners);
  if (p === '/api/partners/types') return ok([{ id: 'technical', name: '技术合作' }, { id: 'business', name: '商务合作' }]);
  if (p === '/api/news/categories') return ok([{ id: 1, name: '大会动态' }, { id: 2, name: '媒体报道' }]);
  if (p === '/api/media/library') return ok(libraryPage(url.searchParams));
  if (p.startsWith('/api/media/library/') && method === 'DELETE') {
    const id = Number(p.split('/').pop());
    if (id === LIBRARY[0].id) return json(409, { code: 409, message: '该文件正在使用中：网站页面「首页」，请先移除引用后再删除', messages: { zh: '该文件正在使用中：网站页面「首页」，请先移除引用后再删除', en: 'This file is in use: website page "首页". Remove it there before deleting it' } });
    library = library.filter((x) => x.id !== id);
    return ok(null, '删除成功');
  }
  return null;
};

/** The meeting's media library: a used poster first, then 14 more images and a file. */
const LIBRARY = [
  { id: 100, url: slides[0].src, originalName: '主视觉海报.jpg', size: 182_000, mime: 'image/jpeg', category: 'image', description: '主视觉', createdAt: '2026-11-20T08:00:00Z' },
  ...Array.from({ length: 14 }, (_, i) => ({ id: 101 + i, url: slides[i % slides.length].src, originalName: `现场照片${i + 1}.jpg`, size: 90_000 + i * 1000, mime: 'image/jpeg', category: 'image', description: i % 3 ? null : `第 ${i + 1} 张`, createdAt: '2026-11-19T08:00:00Z' })),
  { id: 200, url: '/api/media/files/7/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', originalName: '会议日程.pdf', size: 320_000, mime: 'application/pdf', category: 'file', description: '日程', createdAt: '2026-11-18T08:00:00Z' },
];
let library = [...LIBRARY];
function libraryPage(q: URLSearchParams) {
  const kind = q.get('kind');
  const rows = library.filter((x) => !kind || (kind === 'image' ? x.mime.startsWith('image/') : kind === 'video' ? x.mime.startsWith('video/') : !/^(image|video)\//.test(x.mime)));
  const page = Number(q.get('page') ?? 1);
  const size = Number(q.get('size') ?? 24);
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size };
}

/**
 * Uploads go through XMLHttpRequest (for their progress): this stand-in reports 42 % and answers only
 * when the story lets it (finishUpload), with the uploaded favicon's address.
 */
const realXhr = globalThis.XMLHttpRequest;
let pending: (() => void) | null = null;
export const finishUpload = () => pending?.();
class SlowUpload {
  status = 0;
  statusText = '';
  // a text body: jsdom's Blob is not one the Response of the test runtime reads
  response: string | null = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  send() {
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }), 10);
    pending = () => {
      pending = null;
      this.status = 200;
      this.response = (JSON.stringify({ code: 200, message: '上传成功', data: { fileUrl: `/api/media/files/${MEETING_ID}/${'b'.repeat(32)}.png`, originalName: 'icon.png', mime: 'image/png', size: 2048 } }));
      this.onload?.();
    };
  }
}

/** The editor as its route opens it (`/website-editor/7` gives the screen its meetingId); a story's
 *  `parameters.siteEditor` (SiteEditorApi) changes what the server answers. */
export const withSiteEditorApi: Decorator = (Story, ctx) => {
  stubFetch(answer);
  library = [...LIBRARY];
  // the stand-in only for the story that asks (every story renders in one test file)
  globalThis.XMLHttpRequest = ctx.parameters.slowUpload ? (SlowUpload as never) : realXhr;
  opts = (ctx.parameters.siteEditor as SiteEditorApi | undefined) ?? {};
  savedBatch = null;
  writeItem('local', draftKey(String(MEETING_ID)), null); // no unsaved copy of another story offered back
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(Story));
};
