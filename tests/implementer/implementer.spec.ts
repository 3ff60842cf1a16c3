// The implementer test (issue 17): on a copy of the repository, `wecom` is added to eight entity
// schemas exactly as README's "One schema, every face" says (steps.ts, nothing else), regenerated,
// built and started; then each face is checked: the column, create and update through the API with
// the rule's message in zh and en, the meeting's draft, the lists, the exports, the badge fields,
// OpenAPI, and in Chromium the forms, the tables, the form builder's library and the participant's
// own profile.
import { expect, request as pwRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { ENTITIES, TOO_LONG, WECOM, message, type Entity } from './steps';
import { adminToken, bearer, bodies, call, data, participantAuth, registerOrganizer, registerParticipant, type Auth, type Lang } from './api';
import { stopGroup } from '../process-group';

const base = process.env.IMPLEMENTER_BASE!;
let api: APIRequestContext;
let admin: string;
let org: Awaited<ReturnType<typeof registerOrganizer>>;
let auth: Auth;
/** a meeting and a hotel of the organizer, for the records that live under them */
let meetingId: number;
let hotelId: number;

// each worker (a failed test starts a new one) has its own organizer, meeting and hotel
test.beforeAll(async () => {
  api = await pwRequest.newContext({ baseURL: base });
  admin = await adminToken(api);
  org = await registerOrganizer(api, admin);
  auth = bearer(org.token);
  meetingId = (await data(api, 'post', '/api/co/meeting', { auth, data: bodies.meeting() })).id;
  hotelId = (await data(api, 'post', '/api/co/hotels', { auth, data: bodies.hotel({ meetingId }) })).id;
});

test.afterAll(async () => {
  await api?.dispose();
});

/** A participant account of the meeting with `wecom` stored through the own profile. */
async function participantWithWecom(value: string) {
  const person = await registerParticipant(api, admin, meetingId);
  await data(api, 'post', '/api/participants/update-profile', { auth: participantAuth(person.jwtToken), data: { name: '王五', wecom: value } });
  return person;
}

/** A 31-character value is refused 400 with the rule's message, naming the field's label, in zh and in en. */
async function refusesTooLong(method: 'post' | 'put', url: string, body: object, who: Auth = auth) {
  for (const lang of ['zh', 'en'] as Lang[]) {
    const r = await call(api, method, url, { auth: who, data: { ...body, wecom: TOO_LONG }, lang });
    expect([r.status, r.body.message], `${method} ${url} (${lang})`).toEqual([400, message[lang]]);
    expect(r.body.message).toContain(WECOM.label[lang]);
  }
}

/** The rows of a list's answer (a page of them, or the list itself). */
const rowsOf = (d: any): Array<{ id: number; wecom?: string }> => (Array.isArray(d) ? d : d.content ?? d.list ?? d.records ?? Object.values(d).find(Array.isArray));

/** Create (or first save) and update of one entity through its API: checked, stored and answered. */
interface Writes {
  create(body: object): Promise<{ id: number; wecom?: string }>;
  createUrl: [method: 'post' | 'put', url: string];
  createBody(): object;
  update(id: number, body: object): Promise<{ wecom?: string }>;
  updateUrl(id: number): [method: 'post' | 'put', url: string];
  updateBody(): object;
  read(id: number): Promise<{ wecom?: string }>;
  list(): Promise<Array<{ id: number; wecom?: string }>>;
}

const writes: Record<Exclude<Entity, 'user' | 'participant'>, Writes> = {
  meeting: {
    createUrl: ['post', '/api/co/meeting'], createBody: () => bodies.meeting(),
    create: (b) => data(api, 'post', '/api/co/meeting', { auth, data: b }),
    updateUrl: (id) => ['put', `/api/co/meeting/${id}`], updateBody: () => bodies.meeting(),
    update: (id, b) => data(api, 'put', `/api/co/meeting/${id}`, { auth, data: b }),
    read: (id) => data(api, 'get', `/api/co/meeting/${id}`, { auth }),
    list: async () => {
      const d = await data(api, 'get', '/api/co/meeting/list?size=50', { auth });
      return d.content ?? d.list ?? d;
    },
  },
  hotel: {
    createUrl: ['post', '/api/co/hotels'], createBody: () => bodies.hotel({ meetingId }),
    create: (b) => data(api, 'post', '/api/co/hotels', { auth, data: b }),
    updateUrl: (id) => ['put', `/api/co/hotels/${id}`], updateBody: () => bodies.hotel({ meetingId }),
    update: (id, b) => data(api, 'put', `/api/co/hotels/${id}`, { auth, data: b }),
    read: (id) => data(api, 'get', `/api/co/hotels/${id}`, { auth }),
    list: () => data(api, 'get', `/api/co/hotels/meeting/${meetingId}`, { auth }),
  },
  roomType: {
    createUrl: ['post', `/api/co/hotels/{hotel}/room-types`], createBody: () => bodies.roomType(),
    create: (b) => data(api, 'post', `/api/co/hotels/${hotelId}/room-types`, { auth, data: b }),
    updateUrl: (id) => ['put', `/api/co/room-types/${id}`], updateBody: () => bodies.roomType(),
    update: (id, b) => data(api, 'put', `/api/co/room-types/${id}`, { auth, data: b }),
    read: async (id) => (await data(api, 'get', `/api/co/hotels/${hotelId}/room-types`, { auth })).find((r: { id: number }) => r.id === id),
    list: () => data(api, 'get', `/api/co/hotels/${hotelId}/room-types`, { auth }),
  },
  news: {
    createUrl: ['post', '/api/news'], createBody: () => bodies.news({ meetingId }),
    create: (b) => data(api, 'post', '/api/news', { auth, data: b }),
    updateUrl: (id) => ['put', `/api/news/${id}`], updateBody: () => bodies.news({ meetingId }),
    update: (id, b) => data(api, 'put', `/api/news/${id}`, { auth, data: b }),
    read: (id) => data(api, 'get', `/api/news/${id}`, { auth }),
    list: async () => {
      const d = await data(api, 'get', `/api/news/list?meetingId=${meetingId}&size=50`, { auth });
      return d.content ?? d.list ?? d.records ?? d;
    },
  },
  speaker: {
    createUrl: ['post', '/api/speakers?meetingId={meeting}'], createBody: () => bodies.speaker(),
    create: (b) => data(api, 'post', `/api/speakers?meetingId=${meetingId}`, { auth, data: b }),
    updateUrl: (id) => ['put', `/api/speakers/${id}`], updateBody: () => bodies.speaker(),
    update: (id, b) => data(api, 'put', `/api/speakers/${id}`, { auth, data: b }),
    read: (id) => data(api, 'get', `/api/speakers/${id}`, { auth }),
    list: () => data(api, 'get', `/api/speakers/meeting/${meetingId}`, { auth }),
  },
  partner: {
    createUrl: ['post', '/api/partners?meetingId={meeting}'], createBody: () => bodies.partner(),
    create: (b) => data(api, 'post', `/api/partners?meetingId=${meetingId}`, { auth, data: b }),
    updateUrl: (id) => ['put', `/api/partners/${id}`], updateBody: () => bodies.partner(),
    update: (id, b) => data(api, 'put', `/api/partners/${id}`, { auth, data: b }),
    read: (id) => data(api, 'get', `/api/partners/${id}`, { auth }),
    list: () => data(api, 'get', `/api/partners/meeting/${meetingId}`, { auth }),
  },
};

const fill = (url: string) => url.replace('{hotel}', String(hotelId)).replace('{meeting}', String(meetingId));

for (const [entity, w] of Object.entries(writes) as Array<[keyof typeof writes, Writes]>) {
  test(`${entity}: create and update check, store and answer wecom; its list shows it`, async () => {
    await refusesTooLong(w.createUrl[0], fill(w.createUrl[1]), w.createBody());
    const a = await w.create({ ...w.createBody(), wecom: `${entity}-wx` });
    expect(a.wecom, 'create answers it').toBe(`${entity}-wx`);
    expect((await w.read(a.id)).wecom, 'read answers it').toBe(`${entity}-wx`);
    const [m, u] = w.updateUrl(a.id);
    await refusesTooLong(m, u, w.updateBody());
    const b = await w.update(a.id, { ...w.updateBody(), wecom: `${entity}-wx2` });
    expect(b.wecom, 'update answers it').toBe(`${entity}-wx2`);
    expect((await w.read(a.id)).wecom, 'read after update').toBe(`${entity}-wx2`);
    expect(rowsOf(await w.list()).find((r) => r.id === a.id)?.wecom, 'the list (x-list) answers it').toBe(`${entity}-wx2`);
  });
}

test('meeting: save as draft checks, stores and answers wecom', async () => {
  await refusesTooLong('post', '/api/co/meeting/draft', { title: '草稿' });
  const d = await data(api, 'post', '/api/co/meeting/draft', { auth, data: { title: '草稿', wecom: 'draft-wx' } });
  expect(d.wecom).toBe('draft-wx');
  expect((await data(api, 'get', `/api/co/meeting/${d.id}`, { auth })).wecom).toBe('draft-wx');
});

test('user: the profile form checks, stores and answers wecom; the users list shows it', async () => {
  await refusesTooLong('post', '/api/user/update', bodies.user());
  const u = await data(api, 'post', '/api/user/update', { auth, data: bodies.user({ wecom: 'user-wx' }) });
  expect(u.wecom).toBe('user-wx');
  const me = await data(api, 'get', '/api/user/info', { auth });
  expect(me.wecom).toBe('user-wx');
  const users = await data(api, 'get', `/api/auth/users?keyword=${org.username}&size=50`, { auth: bearer(admin) });
  expect(rowsOf(users).find((r: { id: number }) => r.id === me.id)?.wecom).toBe('user-wx');
});

test('participant: the organizer’s edit and the own profile check, store and answer wecom; list, export, guest export and badge fields show it', async () => {
  const person = await registerParticipant(api, admin, meetingId);
  const url = `/api/user-management/meeting/${meetingId}/users/${person.id}`;
  await refusesTooLong('put', url, { username: person.username });
  const e = await data(api, 'put', url, { auth, data: { username: person.username, name: '王五', wecom: 'org-wx' } });
  expect(e.wecom).toBe('org-wx');
  const me = participantAuth(person.jwtToken);
  await refusesTooLong('post', '/api/participants/update-profile', { name: '王五' }, me);
  const p = await data(api, 'post', '/api/participants/update-profile', { auth: me, data: { name: '王五', wecom: 'me-wx' } });
  expect(p.wecom).toBe('me-wx');
  expect((await data(api, 'get', '/api/participants/info', { auth: me })).wecom).toBe('me-wx');

  const list = await data(api, 'get', `/api/user-management/meeting/${meetingId}/participants?size=50`, { auth });
  expect(rowsOf(list).find((r: { id: number }) => r.id === person.id)?.wecom).toBe('me-wx');

  for (const lang of ['zh', 'en'] as Lang[]) {
    const csv = (await call(api, 'get', `/api/user-management/meeting/${meetingId}/participants/export?format=csv`, { auth, lang })).text;
    const [head, ...rows] = csv.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.split(','));
    const col = head.indexOf(WECOM.label[lang]);
    expect(col, `participant export (${lang}) has a ${WECOM.label[lang]} column`).toBeGreaterThanOrEqual(0);
    expect(rows.some((r) => r[col] === 'me-wx')).toBe(true);
  }

  const fields = await data(api, 'get', `/api/co/badges/meeting/${meetingId}/fields`, { auth });
  expect(fields.basic.find((f: { name: string }) => f.name === 'wecom' || f.name === 'participant.wecom')?.label, 'a badge field').toBe('企业微信');
});

test('participant: the guest export has a wecom column (x-guest.columns), headed by its label', async () => {
  for (const lang of ['zh', 'en'] as Lang[]) {
    const r = await call(api, 'get', `/api/co/hotels/meeting/${meetingId}/guests/export?format=csv`, { auth, lang });
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const head = r.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0].split(',');
    expect(head, `guest export (${lang})`).toContain(WECOM.label[lang]);
  }
});

test('OpenAPI: every request composed from a form of the eight entities takes wecom, and each entity’s answer has it', async () => {
  const doc = (await call(api, 'get', '/api/openapi.json')).body;
  const resolve = (s: any): any => (s?.$ref ? resolve(s.$ref.split('/').slice(1).reduce((o: any, k: string) => o[k], doc)) : s);
  const props = (s: any): Record<string, unknown> => {
    s = resolve(s);
    return Object.assign({}, s?.properties, ...(s?.allOf ?? s?.oneOf ?? s?.anyOf ?? []).map(props));
  };
  const body = (p: string, m: string) => props(doc.paths[p]?.[m]?.requestBody?.content?.['application/json']?.schema);
  const requests: Array<[string, string]> = [
    ['/api/co/meeting', 'post'], ['/api/co/meeting/{id}', 'put'], ['/api/co/meeting/draft', 'post'], ['/api/co/hotels', 'post'], ['/api/co/hotels/{id}', 'put'],
    ['/api/co/hotels/{id}/room-types', 'post'], ['/api/co/room-types/{id}', 'put'], ['/api/news', 'post'], ['/api/news/{id}', 'put'],
    ['/api/speakers', 'post'], ['/api/speakers/{id}', 'put'], ['/api/partners', 'post'], ['/api/partners/{id}', 'put'], ['/api/user/update', 'post'],
    ['/api/user-management/meeting/{meetingId}/users/{userId}', 'put'], ['/api/participants/update-profile', 'post'],
  ];
  for (const [p, m] of requests) expect(body(p, m), `${m.toUpperCase()} ${p} takes wecom`).toHaveProperty('wecom');
  const all = JSON.stringify(doc.components?.schemas ?? {});
  for (const entity of Object.keys(ENTITIES)) {
    const key = Object.keys(doc.components.schemas).find((k) => k.toLowerCase() === entity.toLowerCase());
    expect(key, `a component for ${entity}`).toBeTruthy();
    expect(props(doc.components.schemas[key!]), `${entity} answers wecom`).toHaveProperty('wecom');
  }
  expect(all).toContain('wecom');
});

test.describe('in Chromium', () => {
  // the organizer's session as after a login (the app reads these keys at start)
  const asOrganizer = (page: Page) =>
    page.addInitScript(([t, u]) => {
      localStorage.setItem('conflow.token', t);
      localStorage.setItem('conflow.user', u);
    }, [org.token, JSON.stringify(org.user)] as const);
  const label = WECOM.label.zh;
  /** The form in a dialog offers the field, holding `value`. */
  const holds = (page: Page, value: string) => expect(page.getByRole('dialog').getByLabel(label, { exact: true })).toHaveValue(value);
  const cell = (page: Page, id: number) => page.locator(`tr[data-row="${id}"] [data-col="wecom"]`);

  test.beforeEach(({ page }, info) => {
    info.setTimeout(90_000);
    return asOrganizer(page);
  });

  test('meeting: the create form offers wecom and saves it as a draft; the edit form holds it', async ({ page }) => {
    await page.goto(`${base}/admin-center?tab=meetings`);
    await page.getByTestId('create').click();
    const dialog = page.getByTestId('record-dialog');
    const title = `草稿${Date.now() % 1e6}`;
    await dialog.getByLabel('会议名称').fill(title);
    await dialog.getByLabel(label, { exact: true }).fill('draft-ui');
    await dialog.getByTestId('save-draft').click();
    await expect(page.getByText('草稿保存成功')).toBeVisible();
    const drafts = rowsOf(await data(api, 'get', '/api/co/meeting/list?status=draft&size=50', { auth }));
    const d = drafts.find((r) => (r as { title?: string }).title === title);
    expect(d?.wecom).toBe('draft-ui');
    await page.goto(`${base}/meeting/edit/${d!.id}`);
    await holds(page, 'draft-ui');
  });

  test('hotel and room type: their edit forms hold wecom', async ({ page }) => {
    const h = await data(api, 'post', '/api/co/hotels', { auth, data: bodies.hotel({ meetingId, wecom: 'hotel-ui' }) });
    const r = await data(api, 'post', `/api/co/hotels/${h.id}/room-types`, { auth, data: bodies.roomType({ name: `实施者房${h.id}`, wecom: 'room-ui' }) });
    await page.goto(`${base}/meeting/${meetingId}/settings?tab=hotel-management`);
    const card = page.locator(`article[data-hotel="${h.name}"]`);
    await card.locator('[data-action="edit-hotel"]').click();
    await holds(page, 'hotel-ui');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.locator(`li[data-room="${r.name}"] [data-action="edit-room"]`).click();
    await holds(page, 'room-ui');
  });

  test('participant: the organizer’s edit form holds wecom', async ({ page }) => {
    const person = await participantWithWecom('edit-ui');
    await page.goto(`${base}/meeting/${meetingId}/settings?tab=user-management`);
    await page.locator(`tr[data-row="${person.id}"] [data-action="edit"]`).click();
    await holds(page, 'edit-ui');
  });

  test('the participant’s own profile: the card shows wecom, the edit dialog holds the stored value', async ({ page }) => {
    const person = await participantWithWecom('me-wx');
    await page.addInitScript(([m, s]) => localStorage.setItem(`conflow.participant.${m}`, s), [
      String(meetingId), JSON.stringify({ userInfo: person.participant, sessionToken: person.participant.sessionToken, jwtToken: person.jwtToken, loginTime: Date.now() }),
    ] as const);
    await page.goto(`${base}/participant-center/${meetingId}`);
    const card = page.getByTestId('participant-profile');
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByTestId('participant-profile-wecom')).toHaveText('me-wx');
    await page.getByTestId('participant-center-edit').click();
    await holds(page, 'me-wx');
  });

  test('user: the profile card shows wecom, the edit form holds it', async ({ page }) => {
    await data(api, 'post', '/api/user/update', { auth, data: bodies.user({ wecom: 'user-ui' }) });
    await page.goto(`${base}/user-center`);
    await expect(page.locator('[data-card="wecom"]')).toContainText(label);
    await expect(page.locator('[data-card="wecom"]')).toContainText('user-ui');
    await page.getByRole('button', { name: '编辑资料' }).click();
    await holds(page, 'user-ui');
  });

  for (const [entity, editor] of [['news', 'news-editor'], ['speaker', 'speaker-editor'], ['partner', 'partner-editor']] as const) {
    test(`${entity}: the editor offers wecom on create and holds it on edit`, async ({ page }) => {
      await page.goto(`${base}/${editor}?meetingId=${meetingId}`);
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      const w = writes[entity];
      const made = await w.create({ ...w.createBody(), wecom: `${entity}-ui` });
      await page.goto(`${base}/${editor}?id=${made.id}&meetingId=${meetingId}`);
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(`${entity}-ui`);
    });
  }

  // the list screens' columns (step 4); the participant table honouring its screen's columns is issue 17 item 3 (branch h/tables)
  for (const [entity, url] of [['meeting', '/admin-center?tab=meetings'], ['participant', '/meeting/{m}/settings?tab=user-management'], ['news', '/data-management/{m}?tab=news'], ['speaker', '/data-management/{m}?tab=speakers'], ['partner', '/data-management/{m}?tab=partners']] as const) {
    test(`${entity}: the list screen shows a wecom column`, async ({ page }) => {
      const id = entity === 'participant' ? (await participantWithWecom(`${entity}-col`)).id
        : entity === 'meeting' ? (await data(api, 'post', '/api/co/meeting', { auth, data: bodies.meeting({ wecom: `${entity}-col` }) })).id
        : (await writes[entity].create({ ...writes[entity].createBody(), wecom: `${entity}-col` })).id;
      await page.goto(base + url.replace('{m}', String(meetingId)));
      await expect(page.getByRole('columnheader', { name: label, exact: true })).toBeVisible();
      await expect(cell(page, id)).toHaveText(`${entity}-col`);
    });
  }

  test('hotel: the card’s facts show wecom (x-list)', async ({ page }) => {
    const h = await data(api, 'post', '/api/co/hotels', { auth, data: bodies.hotel({ meetingId, wecom: 'hotel-card' }) });
    await page.goto(`${base}/meeting/${meetingId}/settings?tab=hotel-management`);
    await expect(page.locator(`article[data-hotel="${h.name}"]`).getByTestId('hotel-facts')).toContainText('hotel-card');
  });

  // the field library generated from the participant schema (x-library) is issue 17 item 2 (branch h/library)
  test('the form builder: the field library offers the participant’s wecom', async ({ page }) => {
    const flow = await data(api, 'post', `/api/co/meeting/${meetingId}/registration-flows`, { auth, data: { type: 'attendee', name: `流程${Date.now() % 1e5}`, currency: 'CNY' } });
    await page.goto(`${base}/meeting/${meetingId}/page-design/${flow.id}`);
    await page.getByTestId('tab-form').click();
    const library = page.getByTestId('field-library');
    await expect(library).toBeVisible();
    let found = false;
    for (const tab of await library.getByRole('tab').all()) {
      await tab.click();
      if (await library.getByTestId('lib-wecom').or(library.getByRole('button', { name: label, exact: true })).count()) {
        found = true;
        break;
      }
    }
    expect(found, `the library offers ${label}`).toBe(true);
  });
});

test('the database: every entity’s table has the wecom column (after the server stops)', async () => {
  const pid = Number(process.env.IMPLEMENTER_PID);
  await stopGroup(pid); // every process of the group gone, so PGlite's files are closed
  const db = new PGlite(path.join(process.env.IMPLEMENTER_DATA!, 'pglite'));
  try {
    const rows = (await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.columns WHERE column_name = 'wecom' AND table_schema = 'public'")).rows.map((r) => r.table_name);
    expect(rows.sort()).toEqual(['hotels', 'meetings', 'news', 'participants', 'partners', 'room_types', 'speakers', 'users']);
  } finally {
    await db.close();
  }
});
