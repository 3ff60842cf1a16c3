// A published meeting website to open in Chromium: a meeting of the super admin with one saved page
// (a text block), the site switched on and a preview token; answers the public site's URL.
import { validMeeting } from '../../tests/api/meetings.fixtures';

export async function publishedSite(base: string, password: string): Promise<string> {
  const json = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(base + url, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const out = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
  const { token, user } = await json('POST', '/api/auth/login', { account: 'admin', password });
  const meeting = (await json('POST', '/api/co/meeting', validMeeting({ title: '2026 开发者大会' }), token)).data;
  const page = { id: 'home', name: '首页', showInNav: true, appearance: 'light', components: [{ id: 't1', type: 'text', props: { content: '<h2>欢迎参会</h2><p>大会将于上海举行。</p>' }, style: {} }] };
  await json('POST', `/api/website-data/meeting/${meeting.id}/batch`, [{ dataType: 'pages', dataKey: 'home', dataValue: JSON.stringify(page) }], token).catch(() => undefined);
  await json('PUT', `/api/co/meeting/${meeting.id}/website-status`, { websiteStatus: 'active' }, token);
  const preview = (await json('POST', `/api/co/meeting/${meeting.id}/generate-preview-token`, {}, token)).data.previewToken;
  return `${base}/${user.id}/p/${meeting.id}/${preview}`;
}
