// The field library (spec 3 §9: basic info 52, invoice 8, academic 12, transport 16, lodging 7,
// catering 2, social 5, questionnaire 0, certificate 6) and the system templates. A row is
// [id, type, zh label, en label, options?]; a field added from here keeps the id as its answer key.
import type { FieldType, FormField } from '@shared/designer/fields';
import { typeDefaults } from '@shared/designer/fields';

type Row = [string, FieldType, string, string, string[]?];
const YN = ['是', '否'];

export const LIBRARY: Record<string, Row[]> = {
  basic: [
    ['name', 'text', '姓名', 'Name'], ['gender', 'radio', '性别', 'Gender', ['男', '女']], ['phone', 'text', '手机号', 'Mobile'], ['email', 'url', '邮箱', 'E-mail'],
    ['workplace', 'text', '工作单位', 'Organization'], ['department', 'text', '部门', 'Department'], ['position', 'text', '职务', 'Position'], ['title', 'select', '职称', 'Professional title', ['正高级', '副高级', '中级', '初级', '其他']],
    ['idType', 'select', '证件类型', 'ID type', ['身份证', '护照', '港澳通行证', '台胞证']], ['idNumber', 'text', '证件号码', 'ID number'], ['birthday', 'date', '出生日期', 'Date of birth'], ['age', 'number', '年龄', 'Age'],
    ['nationality', 'text', '国籍', 'Nationality'], ['ethnicity', 'text', '民族', 'Ethnicity'], ['province', 'text', '省份', 'Province'], ['city', 'text', '城市', 'City'],
    ['address', 'textarea', '通讯地址', 'Postal address'], ['zipCode', 'text', '邮编', 'Postcode'], ['telephone', 'text', '办公电话', 'Office phone'], ['fax', 'text', '传真', 'Fax'],
    ['wechat', 'text', '微信号', 'WeChat'], ['qq', 'text', 'QQ', 'QQ'], ['englishName', 'text', '英文名', 'English name'], ['pinyin', 'text', '姓名拼音', 'Name in pinyin'],
    ['education', 'select', '学历', 'Education', ['博士', '硕士', '本科', '大专', '其他']], ['degree', 'select', '学位', 'Degree', ['博士', '硕士', '学士', '无']], ['major', 'text', '专业', 'Major'], ['school', 'text', '毕业院校', 'School'],
    ['industry', 'select', '所属行业', 'Industry', ['医疗', '教育', '科研', '制造', '信息技术', '金融', '政府', '其他']], ['companyType', 'select', '单位性质', 'Organization type', ['高校', '科研院所', '医院', '企业', '政府机关', '其他']], ['companySize', 'select', '单位规模', 'Organization size', ['50人以下', '50-200人', '200-1000人', '1000人以上']], ['companyWebsite', 'url', '单位网址', 'Organization website'],
    ['avatar', 'image', '个人照片', 'Photo'], ['idPhoto', 'image', '证件照', 'ID photo'], ['resume', 'file', '个人简历', 'CV'], ['bio', 'textarea', '个人简介', 'Biography'],
    ['attendType', 'radio', '参会方式', 'Attendance', ['线下', '线上']], ['firstTime', 'radio', '是否首次参会', 'First time attending', YN], ['source', 'select', '信息来源', 'How did you hear of us', ['官网', '微信', '邮件', '朋友推荐', '其他']], ['memberNo', 'text', '会员编号', 'Membership no.'],
    ['emergencyContact', 'text', '紧急联系人', 'Emergency contact'], ['emergencyPhone', 'text', '紧急联系电话', 'Emergency phone'], ['tShirtSize', 'select', 'T恤尺码', 'T-shirt size', ['S', 'M', 'L', 'XL', 'XXL']], ['language', 'checkbox', '工作语言', 'Working languages', ['中文', 'English']],
    ['interests', 'tags', '兴趣方向', 'Interests'], ['homepage', 'url', '个人主页', 'Homepage'], ['arrivalDate', 'date', '报到日期', 'Arrival date'], ['leaveDate', 'date', '离会日期', 'Departure date'],
    ['companions', 'number', '随行人数', 'Companions'], ['companionNames', 'textarea', '随行人员姓名', 'Companion names'], ['specialNeeds', 'textarea', '特殊需求', 'Special needs'], ['remark', 'textarea', '备注', 'Remarks'],
  ],
  invoice: [
    ['needInvoice', 'radio', '是否需要发票', 'Invoice needed', YN], ['invoiceType', 'radio', '发票类型', 'Invoice type', ['增值税普通发票', '增值税专用发票']], ['invoiceTitle', 'text', '发票抬头', 'Invoice title'], ['taxNumber', 'text', '纳税人识别号', 'Tax ID'],
    ['invoiceAddress', 'text', '注册地址', 'Registered address'], ['invoicePhone', 'text', '注册电话', 'Registered phone'], ['invoiceBank', 'text', '开户银行及账号', 'Bank and account'], ['invoiceEmail', 'url', '发票接收邮箱', 'Invoice e-mail'],
  ],
  academic: [
    ['paperTitle', 'text', '论文题目', 'Paper title'], ['paperAbstract', 'textarea', '论文摘要', 'Abstract'], ['paperFile', 'file', '论文全文', 'Full paper'], ['keywords', 'tags', '关键词', 'Keywords'],
    ['authors', 'text', '作者', 'Authors'], ['correspondingAuthor', 'text', '通讯作者', 'Corresponding author'], ['topic', 'select', '投稿方向', 'Track', ['方向一', '方向二', '方向三']], ['presentType', 'radio', '报告形式', 'Presentation', ['口头报告', '墙报', '仅参会']],
    ['speakTitle', 'text', '报告题目', 'Talk title'], ['researchField', 'text', '研究领域', 'Research field'], ['orcid', 'text', 'ORCID', 'ORCID'], ['publications', 'textarea', '代表性成果', 'Selected publications'],
  ],
  transport: [
    ['arriveMode', 'radio', '抵达方式', 'Arrival by', ['飞机', '高铁/火车', '自驾', '其他']], ['arriveTime', 'datetime', '抵达时间', 'Arrival time'], ['arriveFlight', 'text', '抵达航班/车次', 'Arrival flight/train'], ['arriveStation', 'text', '抵达机场/车站', 'Arrival airport/station'],
    ['leaveMode', 'radio', '返程方式', 'Departure by', ['飞机', '高铁/火车', '自驾', '其他']], ['leaveTime', 'datetime', '返程时间', 'Departure time'], ['leaveFlight', 'text', '返程航班/车次', 'Departure flight/train'], ['leaveStation', 'text', '返程机场/车站', 'Departure airport/station'],
    ['needPickup', 'radio', '是否需要接站', 'Pick-up needed', YN], ['needDropoff', 'radio', '是否需要送站', 'Drop-off needed', YN], ['pickupPeople', 'number', '接站人数', 'People to pick up'], ['carPlate', 'text', '车牌号', 'Car plate'],
    ['needParking', 'radio', '是否需要停车位', 'Parking needed', YN], ['departCity', 'text', '出发城市', 'Travelling from'], ['needTicketBooking', 'radio', '是否需要代订票', 'Book tickets for me', YN], ['transportRemark', 'textarea', '交通备注', 'Travel notes'],
  ],
  lodging: [
    ['needRoom', 'radio', '是否需要住宿', 'Accommodation needed', YN], ['roomType', 'select', '房型偏好', 'Room preference', ['单间', '标间合住', '大床房']], ['checkinDate', 'date', '入住日期', 'Check-in'], ['checkoutDate', 'date', '退房日期', 'Check-out'],
    ['roommate', 'text', '合住人姓名', 'Roommate'], ['smoking', 'radio', '是否吸烟', 'Smoking', YN], ['lodgingRemark', 'textarea', '住宿备注', 'Accommodation notes'],
  ],
  catering: [['diet', 'radio', '饮食习惯', 'Diet', ['无特殊要求', '清真', '素食']], ['allergy', 'text', '食物过敏', 'Food allergies']],
  social: [
    ['joinDinner', 'radio', '是否参加晚宴', 'Join the dinner', YN], ['joinTour', 'radio', '是否参加参观考察', 'Join the visit', YN], ['joinSalon', 'checkbox', '参加的沙龙', 'Salons to join', ['沙龙一', '沙龙二']], ['linkedin', 'url', 'LinkedIn', 'LinkedIn'], ['weibo', 'text', '微博', 'Weibo'],
  ],
  questionnaire: [],
  certificate: [
    ['needCertificate', 'radio', '是否需要参会证明', 'Attendance certificate', YN], ['certificateName', 'text', '证书姓名', 'Name on certificate'], ['needCredit', 'radio', '是否申请继续教育学分', 'Apply for CME credits', YN],
    ['creditNumber', 'text', '学分卡号', 'Credit card no.'], ['licenseNumber', 'text', '执业证号', 'Licence no.'], ['certificateAddress', 'text', '证书邮寄地址', 'Certificate mailing address'],
  ],
};

export const CATEGORIES = Object.keys(LIBRARY);

/** The library's choices in English (a choice without one shows its Chinese text on the English pages). */
const OPTION_EN: Record<string, string> = {
  是: 'Yes', 否: 'No', 男: 'Male', 女: 'Female', 正高级: 'Senior (full)', 副高级: 'Senior (associate)', 中级: 'Intermediate', 初级: 'Junior', 其他: 'Other',
  身份证: 'ID card', 护照: 'Passport', 港澳通行证: 'HK/Macao permit', 台胞证: 'Taiwan compatriot permit', 博士: 'Doctorate', 硕士: "Master's", 本科: "Bachelor's", 大专: 'College', 学士: "Bachelor's", 无: 'None',
  医疗: 'Healthcare', 教育: 'Education', 科研: 'Research', 制造: 'Manufacturing', 信息技术: 'IT', 金融: 'Finance', 政府: 'Government',
  高校: 'University', 科研院所: 'Research institute', 医院: 'Hospital', 企业: 'Company', 政府机关: 'Government body',
  '50人以下': 'Under 50', '50-200人': '50–200', '200-1000人': '200–1000', '1000人以上': 'Over 1000', 线下: 'In person', 线上: 'Online',
  官网: 'Website', 微信: 'WeChat', 邮件: 'E-mail', 朋友推荐: 'A friend', 中文: 'Chinese', English: 'English',
  增值税普通发票: 'VAT general invoice', 增值税专用发票: 'VAT special invoice', 方向一: 'Track 1', 方向二: 'Track 2', 方向三: 'Track 3', 口头报告: 'Oral', 墙报: 'Poster', 仅参会: 'Attending only',
  飞机: 'Plane', '高铁/火车': 'Train', 自驾: 'Car', 单间: 'Single room', 标间合住: 'Shared twin', 大床房: 'Double room', 无特殊要求: 'No special diet', 清真: 'Halal', 素食: 'Vegetarian', 沙龙一: 'Salon 1', 沙龙二: 'Salon 2',
};

/** A library row as a new form field, in both languages (src/shared/bilingual.ts). */
export function libraryField(row: Row, category: string): FormField {
  const [id, type, zh, en, options] = row;
  const enOptions = options?.map((o) => OPTION_EN[o] ?? '');
  return {
    id, label: zh, fieldType: type, required: false, category, ...typeDefaults(type), ...(options ? { options: [...options] } : {}),
    en: { label: en, ...(enOptions?.some(Boolean) ? { options: enOptions } : {}) },
  };
}

/** System templates: named sets of library fields (spec 3 §9: basic info, academic, transport, hotel booking). */
export const SYSTEM_TEMPLATES: Record<string, string[]> = {
  basic: ['name', 'gender', 'phone', 'email', 'workplace', 'position'],
  academic: ['paperTitle', 'authors', 'topic', 'presentType', 'paperAbstract', 'paperFile'],
  transport: ['arriveMode', 'arriveTime', 'arriveFlight', 'needPickup', 'leaveMode', 'leaveTime'],
  hotel: ['needRoom', 'roomType', 'checkinDate', 'checkoutDate', 'roommate', 'lodgingRemark'],
};

export const findRow = (id: string): [string, Row] | undefined => {
  for (const [cat, rows] of Object.entries(LIBRARY)) {
    const r = rows.find((x) => x[0] === id);
    if (r) return [cat, r];
  }
  return undefined;
};
