// Story data for the super admin's screens, shaped like the server's answers.
const DAY = 86_400_000;
const at = (msAgo: number) => new Date(Date.UTC(2025, 5, 30, 8, 0) - msAgo).toISOString();

export function accountsFixture() {
  const names = ['chen_jing', 'li_wei', 'wang_fang', 'zhang_min', 'liu_yang', 'huang_lei', 'zhao_qing', 'sun_hao', 'zhou_yu', 'wu_tao', 'xu_lin', 'ma_chao'];
  return names.map((username, i) => ({
    id: 40 - i,
    username,
    email: i % 4 === 3 ? null : `${username}@example.com`,
    phone: `1380013${String(8000 + i)}`, // not a column of the screen: the AddedColumn story shows it by JSON alone
    role: i === 2 ? 'ADMIN' : 'ORGANIZER',
    status: i % 5 === 4 ? 'disabled' : 'active',
    registerTime: at(i * 3 * DAY + i * 3_600_000),
  }));
}

export function reportsFixture() {
  const types = ['SPAM', 'FRAUD', 'OTHER', 'HARASSMENT', 'COPYRIGHT', 'INAPPROPRIATE'];
  const statuses = ['PENDING', 'PENDING', 'PROCESSING', 'RESOLVED', 'REJECTED', 'CLOSED'];
  const priorities = ['NORMAL', 'URGENT', 'HIGH', 'LOW'];
  const texts = [
    '会议报名页面加载缓慢，提交表单后一直显示加载中，刷新之后之前填写的信息全部丢失，希望尽快修复这个问题，谢谢各位开发同事',
    'Fake payment page asks attendees for their card numbers',
    '首页联系我们的地图无法显示',
    'Offensive comments under the speaker list',
    '演讲嘉宾照片未经授权使用',
    'Spam links posted in the meeting description',
  ];
  return Array.from({ length: 13 }, (_, i) => ({
    id: 100 - i,
    type: types[i % types.length],
    description: texts[i % texts.length],
    targetDescription: i % 2 ? `会议 #${20 + i}` : null,
    contact: i % 3 ? null : `reporter${i}@example.com`,
    status: statuses[i % statuses.length],
    priority: priorities[i % priorities.length],
    resolution: null,
    processedBy: null,
    createdAt: at(i * DAY / 2),
    updatedAt: null,
  }));
}

export function codesFixture() {
  return Array.from({ length: 12 }, (_, i) => ({
    id: 300 - i,
    phone: i % 4 === 3 ? `user${i}@example.com` : `1380013${String(8000 + i)}`,
    type: i % 4 === 3 ? 'email' : 'phone',
    code: String(100000 + i * 73_129).slice(0, 6),
    sendTime: at(i * 40 * 60_000),
    verified: i % 3 === 0,
    verifiedTime: i % 3 === 0 ? at(i * 40 * 60_000 - 45_000) : null,
    status: i % 3 === 0 ? 'verified' : i % 3 === 1 ? 'expired' : 'pending',
    environment: i % 5 === 0 ? 'prod' : 'dev',
  }));
}

const UNITS: Record<string, [string, number, number]> = { day: ['hour', 24, 3_600_000], week: ['day', 7, DAY], month: ['day', 30, DAY], year: ['month', 12, 30 * DAY] };

export function dashboardFixture(range: string) {
  const [unit, n, step] = UNITS[range] ?? UNITS.week;
  const series = Array.from({ length: n }, (_, i) => ({
    t: at((n - 1 - i) * step),
    users: (i * 7) % 5 + (i % 3),
    meetings: i % 4 === 0 ? 1 : 0,
    reports: i % 5 === 1 ? 2 : 0,
    codes: (i * 11) % 9 + 2,
    logins: (i * 5) % 8 + 3,
  }));
  const sum = (k: keyof (typeof series)[number]) => series.reduce((a, b) => a + Number(b[k]), 0);
  return {
    range,
    unit,
    from: series[0].t,
    figures: { newUsers: sum('users'), meetingsCreated: sum('meetings'), reportsNew: sum('reports'), codesSent: sum('codes'), logins: sum('logins'), totalUsers: 128, organizers: 96, totalMeetings: 42, reportsPending: 5, reportsResolved: 17 },
    series,
    reportsByStatus: [
      { status: 'CLOSED', count: 4 },
      { status: 'PENDING', count: 5 },
      { status: 'PROCESSING', count: 3 },
      { status: 'REJECTED', count: 2 },
      { status: 'RESOLVED', count: 17 },
    ],
    recent: [
      { kind: 'meeting', id: 42, at: at(20 * 60_000), title: '2025 全国医学影像学术年会', detail: '' },
      { kind: 'user', id: 128, at: at(2 * 3_600_000), title: 'chen_jing', detail: 'ORGANIZER' },
      { kind: 'report', id: 88, at: at(5 * 3_600_000), title: 'Fake payment page asks attendees for their card numbers', detail: 'FRAUD' },
      { kind: 'user', id: 127, at: at(DAY), title: 'li_wei', detail: 'ORGANIZER' },
    ],
  };
}
