// Sample data for the notification stories (no server): templates, records, users, a user's inbox.
import { notificationsScreenSchema, type CenterConfig, type InboxConfig } from '../renderers/notifications/config';
import centerJson from '../schemas/screens/super-admin/notifications.json';
import inboxJson from '../schemas/screens/notifications.json';
import adminInboxJson from '../schemas/screens/admin/notifications.json';

export const NOW = Date.UTC(2025, 4, 20, 8, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();

export const centerConfig = notificationsScreenSchema.parse(centerJson) as CenterConfig;
export const inboxConfig = notificationsScreenSchema.parse(inboxJson) as InboxConfig;

export const stats = { totalCount: 128, pendingCount: 3, sentCount: 121, failedCount: 4, templateCount: 6 };

export const templates = [
  { id: 1, name: '会议开始提醒', category: 'MEETING', title: '您报名的会议即将开始', content: '您报名的“2025 医学年会”将于明天 9:00 在国际会展中心开幕，请提前到场签到。', isDefault: true, updatedAt: ago(3600_000) },
  { id: 2, name: '系统维护', category: 'SYSTEM', title: '系统维护通知', content: '本周六 2:00-4:00 进行系统维护，期间暂停服务。', isDefault: true, updatedAt: ago(86400_000) },
  { id: 3, name: '异地登录提醒', category: 'SECURITY', title: '账号在新设备登录', content: '您的账号在新的设备上登录，如非本人操作请立即修改密码。', isDefault: false, updatedAt: ago(3 * 86400_000) },
  { id: 4, name: '新功能上线', category: 'FEATURE', title: '胸卡打印功能上线', content: '现在可以在会议设置中设计并批量打印胸卡。', isDefault: false, updatedAt: ago(10 * 86400_000) },
  { id: 5, name: '紧急通知', category: 'URGENT', title: '会议地点变更', content: '因场馆原因，会议地点变更为二号展厅。', isDefault: false, updatedAt: ago(20 * 86400_000) },
];

const statuses = ['SENT', 'SENT', 'PENDING', 'SENT', 'FAILED'];
const types = ['SYSTEM', 'EMAIL', 'SYSTEM', 'SMS', 'SYSTEM'];
export const records = Array.from({ length: 14 }, (_, i) => ({
  id: 14 - i,
  title: i === 1 ? '关于 2025 年度会员大会报名开放与酒店预订安排的重要通知（请所有会务组务必阅读）' : `通知 ${14 - i}：${templates[i % 5].title}`,
  content: templates[i % 5].content,
  type: types[i % 5],
  status: statuses[i % 5],
  targetType: i % 3 === 0 ? 'ALL_USERS' : i % 3 === 1 ? 'ROLE_BASED' : 'SPECIFIC_USERS',
  targetRoles: i % 3 === 1 ? '["ORGANIZER"]' : null,
  targetUserIds: i % 3 === 2 ? '[3,5,8]' : null,
  scheduledAt: statuses[i % 5] === 'PENDING' ? new Date(NOW + 3600_000).toISOString() : null,
  sentAt: statuses[i % 5] === 'SENT' ? ago(i * 3600_000) : null,
  recipientCount: statuses[i % 5] === 'SENT' ? 40 + i : null,
  failureReason: statuses[i % 5] === 'FAILED' ? 'connection reset' : null,
  createdAt: ago(i * 3600_000 + 60_000),
}));

export const users = [
  { id: 3, username: 'zhangsan', email: 'zhangsan@example.com', role: 'ORGANIZER', status: 'active' },
  { id: 5, username: 'lisi', email: 'lisi@example.com', role: 'ORGANIZER', status: 'active' },
  { id: 8, username: 'wangwu', email: null, role: 'ADMIN', status: 'active' },
  { id: 9, username: 'medical_group', email: 'contact@medical.example.com', role: 'ORGANIZER', status: 'active' },
  { id: 12, username: 'zhaoliu', email: 'zhaoliu@example.com', role: 'ORGANIZER', status: 'active' },
];

export const inbox = [
  { id: 21, title: '系统维护通知', content: '本周六 2:00-4:00 进行系统维护，期间暂停服务。', category: 'SYSTEM', createdAt: ago(20_000), isRead: false },
  { id: 20, title: '新的报名待审核', content: '张三提交了“2025 医学年会”的报名，请及时审核。', category: 'MEETING', createdAt: ago(15 * 60_000), isRead: false },
  { id: 19, title: '账号在新设备登录', content: '您的账号在新的设备上登录，如非本人操作请立即修改密码。', category: 'SECURITY', createdAt: ago(5 * 3600_000), isRead: true },
  { id: 18, title: '胸卡打印功能上线', category: 'FEATURE', createdAt: ago(3 * 86400_000), isRead: true },
  { id: 17, title: '会议地点变更', content: '因场馆原因，会议地点变更为二号展厅。', category: 'URGENT', createdAt: ago(9 * 86400_000), isRead: true },
  { id: 1, title: '注册成功！', content: '', category: 'SYSTEM', createdAt: '2024-01-01T08:00:00Z', isRead: true },
];

// messages to a meeting's participants
export const participantsConfig = (notificationsScreenSchema.parse(adminInboxJson) as InboxConfig).participants!;
export const meetings = [{ id: 1, title: '2025 全球开发者大会' }, { id: 2, title: '2025 医学年会' }];
export const audienceOptions = {
  tickets: [{ name: 'VIP票', count: 12 }, { name: '学生票', count: 40 }, { name: '标准票', count: 118 }],
  registrationStatuses: ['submitted', 'awaiting_payment', 'confirmed', 'checked_in', 'cancelled', 'expired'],
  paymentStatuses: ['unpaid', 'pending', 'approved', 'rejected', 'paid'],
};
export const people = [
  { id: 1, username: '张三', email: 'zhang@example.com' },
  { id: 2, username: 'Alice Smith', email: 'alice@example.com' },
  { id: 3, username: '李四', email: null },
];
export const preview = { count: 170, withEmail: 152, withPhone: 170, english: 23 };
export const participantRecords = [
  { id: 31, meetingTitle: '2025 全球开发者大会', title: '会场变更通知', type: 'EMAIL', status: 'SENT', recipientCount: 130, copiesSent: 118, copiesFailed: 2, createdAt: ago(3600_000) },
  { id: 30, meetingTitle: '2025 全球开发者大会', title: '请尽快完成支付', type: 'SMS', status: 'SENT', recipientCount: 12, copiesSent: 12, copiesFailed: 0, createdAt: ago(86400_000) },
  { id: 29, meetingTitle: '2025 医学年会', title: '开幕式提醒', type: 'SYSTEM', status: 'PENDING', recipientCount: null, copiesSent: 0, copiesFailed: 0, createdAt: ago(2 * 86400_000) },
];
