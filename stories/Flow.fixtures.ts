// A registration flow as the public read answers it (docs/registration.md): the step stories, the
// flow story and the designer stories draw from it. Its ticket types (set in the registration settings)
// are on sale now, the early-bird window of two of them open.
import type { FlowData, FlowState } from '../renderers/flow/types';
import { emptyState } from '../renderers/flow/types';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
export const inDays = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);

export const flowData: FlowData = {
  flow: { id: 7, name: '普通报名', currency: 'CNY' },
  meeting: { id: 3, title: '2026 全球开发者大会', subVenues: [{ name: 'A厅', location: '一楼', capacity: 300 }, { name: 'B厅', location: '二楼', capacity: 80 }] },
  version: 2,
  design: {
    schemaVersion: 1,
    chooseRolePage: { identityList: [{ label: '参会代表', value: 'delegate', amount: 200 }, { label: '学生', value: 'student', amount: 50 }], showAmount: true },
    ticketPage: {
      topDesc: '早鸟价限时优惠，名额有限。',
    },
    formPage: {
      formGroups: [
        { id: 'g1', name: '基本信息', fields: [
          { id: 'name', label: '姓名', fieldType: 'text', required: true, maxLength: 20 },
          { id: 'workplace', label: '工作单位', fieldType: 'text' },
          { id: 'needInvoice', label: '是否需要发票', fieldType: 'radio', options: ['是', '否'], required: true },
          { id: 'invoiceTitle', label: '发票抬头', fieldType: 'text', required: true, dependsOn: 'needInvoice', dependsValue: '是' },
        ] },
        { id: 'g2', name: '学术信息', fields: [
          { id: 'topics', label: '关注议题', fieldType: 'checkbox', options: ['人工智能', '数据库', '云原生'] },
          { id: 'resume', label: '个人简历', fieldType: 'file', required: true, acceptedTypes: '.pdf,.docx', maxFileSize: 10 },
          { id: 'bio', label: '个人简介', fieldType: 'textarea', rows: 3, span: 24 },
        ] },
      ],
    },
    payPage: { payMethods: [{ value: 'bankCard', enabled: true }, { value: 'cash', enabled: true }], account: { displayType: 'card', bankName: '招商银行上海分行', bankAccount: '6214 8301 0000 1234', accountName: '上海会务有限公司', contact: '李老师', contactPhone: '021-58888888' } },
    onSitePayPage: { info: '请在报到处出示报名编号缴费。', payMethod: '刷卡或现金', payTime: '报到当天 8:00-17:00' },
    successPage: { btnList: [{ label: '前往个人中心', action: 'participantCenter', type: 'primary' }, { label: '返回首页', action: 'home', type: 'default' }] },
  },
  tickets: [
    { name: '标准票', price: 299, currency: 'CNY', quota: 100, saleStart: iso(-1), saleEnd: iso(40), discountPrice: 199, discountStart: iso(-1), discountEnd: iso(20), description: '含会议资料与午餐' },
    { name: 'VIP票', price: 699, currency: 'CNY', quota: 5, saleStart: iso(-1), saleEnd: iso(40), discountPrice: 599, discountStart: iso(-1), discountEnd: iso(20) },
    { name: '学生票', price: 0, currency: 'CNY', quota: 0, saleStart: iso(-1), saleEnd: iso(40) },
  ],
  hotels: [
    { id: 11, name: '滨江酒店', address: '上海市浦东新区滨江大道 2727 号', bookingNotice: '入住 14:00 后，退房 12:00 前。', roomTypes: [{ id: 21, name: '高级大床房', price: 388, bedType: 'king', capacity: 2, remaining: 6 }, { id: 22, name: '标准双床房', price: 328, bedType: 'double', capacity: 2, remaining: 0 }] },
    { id: 12, name: '会展中心酒店', address: '上海市国展路 1 号', roomTypes: [{ id: 23, name: '商务单间', price: 288, bedType: 'single', capacity: 1 }] },
  ],
  remaining: { tickets: { 标准票: 87, VIP票: 2, 学生票: 0 }, identities: { delegate: 150, student: 0 } },
};

/** A walk that has chosen everything up to the cart. */
export const chosen: FlowState = {
  ...emptyState('cart'),
  identity: 'delegate', ticketType: '标准票', subVenues: ['A厅'],
  hotel: { needHotel: true, hotelId: 11, roomTypeId: 21, checkinDate: inDays(10), checkoutDate: inDays(12), specialRequirements: '无烟楼层' },
  formData: { name: '王小明', workplace: '某某大学', needInvoice: '是', invoiceTitle: '某某大学', topics: ['人工智能', '数据库'], resume: `/api/registrations/files/${'ef'.repeat(16)}.pdf/${encodeURIComponent('王小明 个人简历.pdf')}` },
  paymentMethod: 'bankCard',
};

/** The same flow with English texts beside some Chinese ones (src/shared/bilingual.ts); the rest has none. */
export const bilingualData: FlowData = (() => {
  const d = flowData.design;
  const en = <T extends object>(o: T, texts: Record<string, unknown>) => ({ ...o, en: texts });
  return {
    ...flowData,
    tickets: flowData.tickets!.map((tk) => (tk.name === '标准票' ? { ...tk, nameEn: 'Standard ticket', descriptionEn: 'Materials and lunch included' } : tk)),
    design: {
      ...d,
      chooseRolePage: { ...d.chooseRolePage, identityList: d.chooseRolePage.identityList.map((r: { value: string }) => (r.value === 'delegate' ? en(r, { label: 'Delegate' }) : r)) },
      formPage: {
        ...d.formPage,
        formGroups: d.formPage.formGroups.map((g: { id: string; fields: Array<{ id: string }> }) => (g.id !== 'g1' ? g : en({
          ...g,
          fields: g.fields.map((f) => (f.id === 'name' ? en(f, { label: 'Full name' }) : f.id === 'needInvoice' ? en(f, { label: 'Invoice needed', options: ['Yes', 'No'] }) : f)),
        }, { name: 'About you' }))),
      },
    },
  };
})();
