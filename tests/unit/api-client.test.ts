// The typed client (src/runtime/api.ts) over the generated operation table: paths filled and encoded,
// files read as files, the HTTP rules named by operation. No '/api/…' path written by hand anywhere
// outside the server: tests/unit/no-api-literals.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../../src/generated/openapi.gen';
import { api, apiPath, apiTemplate, operationOf } from '../../src/runtime/api';
import { isCredentialCall, isParticipantPath, timeoutFor, TIMEOUTS } from '../../src/runtime/httpRules';

describe('the typed client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has every operation once, by operationId, with its method and path', () => {
    expect(Object.keys(OPERATIONS).length).toBeGreaterThan(200);
    expect(OPERATIONS.getCoMeetingByIdInfo).toEqual(['GET', '/api/co/meeting/{id}/info']);
    expect(OPERATIONS.getFilesAvatarsByFilename).toEqual(['GET', '/api/files/avatars/{filename}', true]);
    expect(operationOf('GET', '/api/co/meeting/:id/info')).toBe('getCoMeetingByIdInfo');
    expect(operationOf('GET', '/api/no/such')).toBeUndefined();
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(apiPath('getNotificationsUserByUserIdDetails', { userId: 7 })).toBe(`${apiTemplate('getNotificationsUserByUserIdDetails').replace('{userId}', '7')}`);
    expect(apiPath('getFilesAvatarsByFilename', { filename: 'a b.png' })).toMatch(/\/a%20b\.png$/);
    expect(() => apiPath('getCoMeetingByIdInfo', {} as { id: string })).toThrow(/id missing/);
  });

  it('sends through the HTTP client: method, filled path, query, JSON body; a file answer as a Blob', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const file = url.includes('avatars');
      return new Response(file ? 'PNG' : JSON.stringify({ code: 200, message: 'ok', data: { viewCount: 3 } }), { headers: { 'content-type': file ? 'image/png' : 'application/json' } });
    });
    await expect(api('postCoMeetingByIdView', { params: { id: 12 } })).resolves.toEqual({ viewCount: 3 });
    expect(calls[0].url).toBe(apiPath('postCoMeetingByIdView', { id: 12 }));
    expect(calls[0].init.method).toBe('POST');
    await api('postReports', { body: { description: 'broken' } });
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ description: 'broken' });
    await api('getNewsList', { query: { meetingId: 3, page: 1 } });
    expect(calls[2].url).toMatch(/\?meetingId=3&page=1&_t=\d+$/);
    expect(await api('getFilesAvatarsByFilename', { params: { filename: 'x.png' } })).toBeInstanceOf(Blob);
  });

  it('the HTTP rules name their calls by operation', () => {
    expect(isCredentialCall(apiPath('postAuthLogin', {}))).toBe(true);
    expect(isCredentialCall(apiPath('postParticipantsAuthCode', {}))).toBe(true);
    expect(isCredentialCall(apiPath('getUserInfo', {}))).toBe(false);
    expect(timeoutFor(apiPath('getCaptcha', {}))).toBe(TIMEOUTS.accounts);
    expect(timeoutFor(apiPath('getUserInfo', {}))).toBe(TIMEOUTS.accounts);
    expect(timeoutFor(apiPath('getUserManagementMeetingByMeetingIdParticipants', { meetingId: 1 }))).toBe(TIMEOUTS.default);
    expect(isParticipantPath(apiPath('getRegistrationsMine', {}))).toBe(true);
    expect(isParticipantPath(apiPath('getUserCurrentCheckinCode', {}))).toBe(true);
    // the participant's waiting lists carry their token; the organizer's lines (under /api/co) do not
    expect(isParticipantPath(apiPath('postWaitlistJoin', {}))).toBe(true);
    expect(isParticipantPath(apiPath('postWaitlistByIdClaim', { id: 3 }))).toBe(true);
    expect(isParticipantPath(apiPath('getCoMeetingByIdRegistrationFlowsByFlowIdWaitlist', { id: 1, flowId: 2 }))).toBe(false);
    expect(isParticipantPath(apiPath('putParticipantsByParticipantIdPaymentReview', { participantId: 4 }))).toBe(false);
    expect(isParticipantPath(apiPath('getParticipantsInfo', {}))).toBe(true);
  });
});
