// @vitest-environment jsdom
// The participant's own registration calls (/api/registrations/…, docs/registration.md) carry the
// newest participant token in participant-token and never the organizer's bearer token.
import { describe, expect, it } from 'vitest';
import { http } from '../../src/runtime/http';
import { setSession, setParticipantSession } from '../../src/runtime/auth';
import { jsonResponse, jwt, setupHttpTests, stubFetch, user } from './runtime-helpers';

setupHttpTests();

describe('registration calls', () => {
  it('send the participant token, not the organizer token, on /api/registrations/ paths', async () => {
    setSession({ token: jwt(3600), user }, false);
    setParticipantSession(8, { userInfo: { id: 80 }, jwtToken: 'p-token' });
    const { calls } = stubFetch(jsonResponse({ code: 200, data: {} }));
    await http.get('/api/registrations/mine');
    await http.post('/api/registrations/submit', {});
    await http.get('/api/registration-records/meeting/1');
    expect(calls.map((c) => c.headers['participant-token'])).toEqual(['Bearer p-token', 'Bearer p-token', undefined]);
    expect(calls.map((c) => c.headers.Authorization === undefined)).toEqual([true, true, false]);
  });
});
