// A stand-in for a meeting's invoice settings calls inside stories (the "form" screen of
// schemas/screens/meeting/hotels.json), answered by URL like src/server/hotels/invoice-routes.ts:
// GET answers the saved settings (or the entity's defaults while none are saved); PUT refuses
// required fields that are not asked and an offered invoice without its title, with the field and the
// message in the caller's language, and otherwise saves. `parameters.invoiceSettings` picks the state.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { currentLang } from '../src/runtime/i18n';
import entity from '../schemas/entities/invoice-setting.json';
import zh from '../schemas/messages/zh.json';
import en from '../schemas/messages/en.json';
import { stubFetch, type Answerer } from './fetchStub';

export const MEETING_ID = 7;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const say = (key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], currentLang() === 'en' ? en : zh) as string;
const refuse = (path: string, key: string) => json(400, { code: 400, message: say(key), errors: [{ path, message: say(key) }] });

type Settings = Record<string, unknown>;
const p = entity.properties;
const defaults = (): Settings => ({ meetingId: MEETING_ID, enabled: p.enabled.default, invoiceTypes: p.invoiceTypes.default, fields: p.fields.default, requiredFields: p.requiredFields.default, notice: '' });
/** What an organizer saved: both invoice types, five fields asked, title and tax number required. */
export const savedSettings = (): Settings => ({
  id: 3, meetingId: MEETING_ID, enabled: true, invoiceTypes: ['company', 'personal'],
  fields: ['title', 'taxNumber', 'email', 'address', 'phone'], requiredFields: ['title', 'taxNumber'],
  notice: '发票将在会议结束后 15 个工作日内开具并发送至您填写的邮箱。', updatedAt: '2026-11-20T02:00:00.000Z',
});

export type SettingsState = 'saved' | 'none' | 'failing' | 'pending';
let state: SettingsState = 'saved';
let row: Settings = savedSettings();

const answer: Answerer = (method, url, body) => {
  if (url.pathname !== `/api/co/invoices/meeting/${MEETING_ID}/settings`) return null;
  if (state === 'failing') return json(500, { code: 500, message: say('errors.server') });
  if (method === 'GET') return state === 'pending' ? new Promise<Response>(() => {}) : json(200, { code: 200, message: 'ok', data: row });
  if (method !== 'PUT') return null;
  const b = { ...defaults(), ...(body as Settings) };
  const fields = b.fields as string[];
  if ((b.requiredFields as string[]).some((f) => !fields.includes(f))) return refuse('/requiredFields', 'invoiceSetting.requiredFields.notAsked');
  if (b.enabled && !fields.includes('title')) return refuse('/fields', 'invoiceSetting.fields.titleNeeded');
  row = { ...row, ...b, updatedAt: new Date().toISOString() };
  return json(200, { code: 200, message: say('invoiceSetting.saved'), data: row });
};

/** Inside the meeting settings shell: `{meetingId}` of the screen's paths is meeting 7. */
export const withInvoiceSettingsApi: Decorator = (Story, ctx) => {
  stubFetch(answer);
  state = (ctx.parameters.invoiceSettings as SettingsState | undefined) ?? 'saved';
  row = state === 'none' ? defaults() : savedSettings();
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(Story));
};
