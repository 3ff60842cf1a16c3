// A stand-in for the participant API inside Storybook (a story's beforeEach installs it and gets
// the restore function): register (000000 is a wrong code), login, info, profile update and the flow list, answered like the
// server (docs/contracts.md "Participants").
import { setParticipantSession, clearParticipantSession } from '../src/runtime/participants';
import { mockAuthApi } from './Auth.mock';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = () => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86400 }))}.x`;

export const SAMPLE = { id: 7, meetingId: 1, username: 'zhangsan', name: '张三', phone: '13812345678', email: '', gender: '男', workplace: '清华大学', position: '', company: '' };

export function mockParticipantApi(opts: { flows?: Array<{ id: number; name: string; description?: string }>; loggedIn?: boolean } = {}) {
  // the slider and "get code" of the sign-up answer as the auth mock does
  const restoreAuth = mockAuthApi();
  const real = globalThis.fetch;
  let me: Record<string, unknown> = { ...SAMPLE };
  const withMissing = () => {
    const missingFields = ['phone', 'email', 'gender', 'workplace', 'position'].filter((f) => !me[f]);
    return { ...me, missingFields, profileComplete: !missingFields.length, meeting: { id: 1, title: '2026 人工智能大会' } };
  };
  if (opts.loggedIn) setParticipantSession(1, { userInfo: { ...SAMPLE }, jwtToken: token(), sessionToken: token() });
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
    const body = init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : {};
    if (url.endsWith('/api/participants/register') || url.endsWith('/api/participants/register-email')) {
      // 000000 stands for a wrong code; any other code proves the address, and the answer logs in
      if (body.verificationCode === '000000') {
        const message = (init?.headers as Record<string, string>)?.['Accept-Language']?.startsWith('en') ? 'Wrong verification code' : '验证码错误';
        return json(400, { code: 400, message, errors: [{ path: '/verificationCode', message }] });
      }
      const t = token();
      return json(200, { code: 200, message: '注册成功', data: { participant: { ...SAMPLE, phone: body.phone ?? '', email: body.email ?? '', username: body.username, sessionToken: t, jwtToken: t, token: t }, token: t, created: true } });
    }
    if (url.endsWith('/api/participants/auth')) {
      const t = token();
      return json(200, { code: 200, message: '登录成功', data: { participant: { ...withMissing(), sessionToken: t, jwtToken: t, token: t }, token: t } });
    }
    if (url.endsWith('/api/participants/info')) return json(200, { code: 200, message: 'ok', data: withMissing() });
    if (url.endsWith('/api/participants/update-profile')) {
      me = { ...me, ...body };
      return json(200, { code: 200, message: '个人资料已保存', data: withMissing() });
    }
    if (url.endsWith('/api/participants/notifications'))
      return json(200, { code: 200, message: 'ok', data: { content: [{ id: 1, title: '您的报名已审核通过', content: '请按时参会', isRead: false, createdAt: '2026-11-20T08:00:00.000Z' }, { id: 2, title: '欢迎注册', isRead: true, createdAt: '2026-11-19T08:00:00.000Z' }], totalElements: 2, totalPages: 1, unread: 1 } });
    if (url.includes('/api/participants/notifications/')) return json(200, { code: 200, message: 'ok', data: null });
    if (url.endsWith('/registration-flows')) return json(200, { code: 200, message: 'ok', data: opts.flows ?? [] });
    if (url.endsWith('/info')) return json(200, { code: 200, message: 'ok', data: { id: 1, title: '2026 人工智能大会' } });
    return real(input, init);
  };
  return () => {
    globalThis.fetch = real;
    restoreAuth();
    clearParticipantSession(1);
  };
}

export const FLOWS = [
  { id: 11, name: '普通参会', description: '适用于一般参会人员' },
  { id: 12, name: '学生通道', description: '' },
];
