// Shared by the badge API tests: the design path, a valid design, and a multipart upload.
import { multipart, type TestApp } from './harness';

export const designPath = (meetingId: number) => `/api/co/badges/meeting/${meetingId}/design`;
export const uploadPath = (meetingId: number) => `/api/co/badges/meeting/${meetingId}/background`;

export const validStyle = (over: Record<string, unknown> = {}) => ({ size: 'standard', background: 'solid', backgroundColor: '#ffffff', fontSize: 16, fontColor: '#1f2937', ...over });
export const validField = (over: Record<string, unknown> = {}) => ({ name: 'name', displayName: '姓名', type: 'text', order: 1, visible: true, dataSource: 'form', x: 50, y: 30, ...over });
export const validDesign = (over: { style?: Record<string, unknown>; fields?: Array<Record<string, unknown>> } = {}) => ({
  schemaVersion: 1,
  style: validStyle(over.style),
  fields: over.fields ?? [validField(), validField({ name: 'workplace', displayName: '工作单位', order: 2, y: 60 }), validField({ name: 'checkinCode', displayName: '签到二维码', type: 'qrcode', order: 3, x: 85, y: 70 })],
});

export async function uploadBadge(t: TestApp, meetingId: number, token: string | undefined, file: { name: string; type: string; data: Buffer }, lang: 'zh' | 'en' = 'zh') {
  const f = multipart('file', file.name, file.type, file.data);
  const res = await t.app.inject({
    method: 'POST', url: uploadPath(meetingId), payload: f.payload,
    headers: { 'content-type': f.contentType, 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}
