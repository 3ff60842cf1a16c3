// Story data for the meeting-site blocks: a meeting's speakers, partners, news, document collections
// and contact config as the spec's calls answer them, handed to the blocks through the site-data
// provider (no server). Images are small inline SVGs so stories need no network.
import type { Decorator } from '@storybook/react-vite';
import { SiteDataProvider, type SiteData } from '../renderers/meeting-site';

const svg = (bg: string, text: string, w = 640, h = 360) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/><text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(h / 6)}" fill="white" text-anchor="middle">${text}</text></svg>`)}`;

export const slides = [
  { src: svg('#1f55e0', 'Opening', 1280, 500), title: '2025 全球开发者大会', description: '上海国际会议中心 · 10月12日至14日', type: 'upload' as const },
  { src: svg('#0f766e', 'Keynote', 1280, 500), title: '主论坛', description: '云原生、人工智能与开源生态', type: 'upload' as const },
  { src: svg('#9333ea', 'Expo', 1280, 500), title: '展区开放', description: '120 家展商', type: 'url' as const },
];

export const speakers = [
  { id: 1, name: '王晓明', company: '清华大学', position: '教授', avatar: svg('#2563eb', '王', 200, 200), speechTopic: '大模型时代的软件工程', speechDescription: '从需求到上线，AI 如何改变研发流程。', biography: '长期从事软件工程研究，发表论文百余篇。', email: 'wang@example.com', website: 'https://example.com' },
  { id: 2, name: 'Alice Chen', company: 'Cloud Native Foundation', position: 'CTO', avatar: svg('#059669', 'A', 200, 200), speechTopic: 'Kubernetes at the edge', biography: 'Maintainer of several CNCF projects.' },
  { id: 3, name: '李娜', company: '上海交通大学', position: '研究员', avatar: '', speechTopic: '开源社区治理' },
  { id: 4, name: '赵强', company: '某科技公司', position: '首席架构师', avatar: svg('#dc2626', '赵', 200, 200), speechTopic: '高并发系统设计' },
];

export const agenda = [
  { id: 1, name: '开幕式', day: '2026-12-10', startTime: '09:00', endTime: '09:30', kind: 'keynote', subVenue: '主会场', speakerIds: [1], status: 'active' },
  { id: 2, name: '茶歇', day: '2026-12-10', startTime: '10:30', endTime: '10:45', kind: 'break', subVenue: '主会场', speakerIds: [], status: 'active' },
  { id: 3, name: '圆桌：开源数据库', day: '2026-12-10', startTime: '14:00', endTime: '15:30', kind: 'panel', subVenue: 'B 厅', room: '201', speakerIds: [2, 4, 999], description: '三位嘉宾谈开源数据库的十年', status: 'active' },
  { id: 4, name: '闭幕演讲', day: '2026-12-11', startTime: '16:00', endTime: '17:00', kind: 'talk', subVenue: '主会场', speakerIds: [], status: 'active' },
];
export const partners = [
  { id: 1, name: '云栖科技', type: 'technical', logo: svg('#0ea5e9', 'YunQi', 300, 120), description: '云计算服务商', website: 'https://example.com', cooperation: '技术支持', cooperationTime: '2023 至今' },
  { id: 2, name: '星河资本', type: 'business', logo: svg('#f59e0b', 'Galaxy', 300, 120), description: '投资机构' },
  { id: 3, name: 'Open Academy', type: 'academic', logo: '', description: 'Research partner' },
  { id: 4, name: '蓝海传媒', type: 'strategic', logo: svg('#6366f1', 'BlueSea', 300, 120) },
];

export const news = [
  { id: 1, title: '大会议程正式发布', summary: '三天议程涵盖 40 场主题演讲与 12 场圆桌讨论。', source: '大会组委会', publishTime: '2025-09-01 10:00:00', content: '<p>议程已在官网发布，<b>欢迎报名</b>。</p>', thumbnail: svg('#1f55e0', 'Agenda') },
  { id: 2, title: 'Early-bird registration closes soon', summary: 'Register before 30 September for the early-bird price.', source: 'Organizers', publishTime: '2025-09-10 09:00:00', thumbnail: '' },
  { id: 3, title: '志愿者招募', summary: '招募 100 名现场志愿者。', source: '志愿者中心', publishTime: '2025-09-12 14:00:00' },
];

export const collections = [
  { id: 1, name: '演讲资料', description: '各场次演讲 PPT 与讲稿', documentCount: 12, creator: '组委会', createTime: '2025-09-01 10:00:00', updateTime: '2025-09-20 18:00:00' },
  { id: 2, name: '参会指南', description: '交通、住宿与现场指引', documentCount: 3, creator: '组委会', createTime: '2025-08-20 10:00:00', updateTime: '2025-09-18 09:00:00' },
];
export const documents = [
  { id: 11, name: '开幕致辞.pdf', fileSize: 204800, fileType: 'pdf' },
  { id: 12, name: '议程.xlsx', fileSize: 40960, fileType: 'xlsx' },
];

export const contact = {
  companyName: '全球开发者大会组委会', address: '上海市浦东新区滨江大道 2727 号', phone: '021-5888 8888', email: 'contact@example.com',
  showWechat: true, wechatAccount: 'devconf2025', wechatQRCode: '/contact-qr.svg', workingHours: '周一至周五 9:00-18:00',
  showWebsite: true, website: 'https://example.com',
};

export const meeting = { id: 1, title: '2026 全球开发者大会', startTime: '2026-12-10 09:00:00', endTime: '2026-12-12 18:00:00', timeZone: 'Asia/Shanghai', location: '上海国际会议中心' };

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
/** The ticket widget's answer (GET /api/site/meeting/{id}/tickets): early-bird on, one sold out, one not yet on sale. */
export const tickets = {
  flow: { id: 7, name: '普通报名', currency: 'CNY' },
  timeZone: 'Asia/Shanghai',
  tickets: [
    { id: 1, name: '标准票', nameEn: 'Standard', price: 1200, currency: 'CNY', discountPrice: 800, discountStart: hours(-24), discountEnd: hours(240), saleStart: hours(-48), saleEnd: hours(480), state: 'onSale', priceNow: 800, discounted: true, remaining: 42, description: '含三天全部主题演讲', descriptionEn: 'All three days of keynotes' },
    { id: 2, name: '学生票', price: 300, currency: 'CNY', saleStart: hours(-48), saleEnd: hours(480), state: 'soldOut', priceNow: 300, discounted: false, remaining: 0 },
    { id: 3, name: '晚鸟票', price: 1500, currency: 'CNY', saleStart: hours(260), saleEnd: hours(480), state: 'notStarted', priceNow: null, discounted: false, remaining: null },
  ],
};
export const mapSource = { staticMapUrl: null, mapLinkUrl: 'https://uri.amap.com/search?keyword={address}' };

const lists: Record<string, unknown> = { speakers, agenda, partners, news, documents: collections, 'collection-documents': documents, meeting, tickets, map: mapSource };

export function fixtureData(over: Partial<Record<string, unknown>> = {}): SiteData {
  return {
    meetingId: 1,
    flowLink: (id) => `/meeting/1/register/${id}`,
    load: async (kind) => {
      if (kind in over) return over[kind];
      return kind === 'contact-us' ? Promise.reject(new Error('not configured on the server')) : lists[kind];
    },
  };
}

/** The page a block sits in: the blocks' breakpoints are container queries on it. */
export const withPage: Decorator = (Story) => (
  <div className="@container">
    <Story />
  </div>
);

/** Blocks read their lists from `parameters.siteData` (default: every fixture; `{}` fields empty a list). */
/** `parameters.siteEditing`: the block as the website editor's canvas draws it (empty lists link to the settings). */
const inEditor = (data: SiteData): SiteData => ({ ...data, editing: true, manageLink: (kind) => `/meeting/1/settings?tab=${kind}` });

export const withSiteData: Decorator = (Story, ctx) => (
  <div className="@container">
    <SiteDataProvider value={(ctx.parameters.siteEditing ? inEditor : (d: SiteData) => d)(fixtureData(ctx.parameters.siteData as Record<string, unknown> | undefined))}>
      <Story />
    </SiteDataProvider>
  </div>
);
