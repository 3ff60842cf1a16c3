// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession, getAuthState, getToken, getUser, isLoggedIn, setSession, tokenExpired, decodeJwt, updateUser,
  getParticipantSession, setParticipantSession, clearParticipantSession, newestParticipantToken, PARTICIPANT_TTL_MS,
  TOKEN_KEY, USER_KEY, LOGIN_EVENT, LOGOUT_EVENT,
} from '../../src/runtime/auth';
import { jwt, user } from './runtime-helpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token', () => {
  it('decodes the payload and its exp', () => {
    const t = jwt(60, { name: '张三' });
    expect(decodeJwt(t)).toMatchObject({ sub: '1', role: 'ORGANIZER', name: '张三' });
    expect(tokenExpired(t)).toBe(false);
    expect(tokenExpired(jwt(-1))).toBe(true);
    expect(tokenExpired('opaque-token')).toBe(false);
  });
});

describe('organizer session', () => {
  it('remember-me stores in localStorage, otherwise sessionStorage', () => {
    setSession({ token: jwt(60), user }, true);
    expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    setSession({ token: jwt(60), user }, false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeTruthy();
    expect(getUser()).toEqual(user);
    expect(isLoggedIn()).toBe(true);
  });

  it('logged in needs both a token and a stored username', () => {
    setSession({ token: jwt(60), user: { ...user, username: '' } }, true);
    expect(getToken()).toBeTruthy();
    expect(isLoggedIn()).toBe(false);
    expect(getAuthState().loggedIn).toBe(false);
  });

  it('an expired token is cleared with the user info when read', () => {
    setSession({ token: jwt(-5), user }, true);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('the snapshot reports roles and changes on login, update and logout', () => {
    setSession({ token: jwt(60), user: { ...user, role: 'SUPER_ADMIN' } }, false);
    const a = getAuthState();
    expect(a).toMatchObject({ loggedIn: true, isAdmin: true, isSuperAdmin: true });
    expect(getAuthState()).toBe(a); // stable for useSyncExternalStore
    updateUser({ name: 'Alice' });
    expect(getAuthState().user?.name).toBe('Alice');
    setSession({ token: jwt(60), user: { ...user, role: 'USER' } }, false);
    expect(getAuthState()).toMatchObject({ loggedIn: true, isAdmin: false, isSuperAdmin: false });
    setSession({ token: jwt(60), user }, false);
    expect(getAuthState().isAdmin).toBe(true);
    clearSession();
    expect(getAuthState()).toMatchObject({ loggedIn: false, user: null, token: null, isAdmin: false });
  });

  it('dispatches login and logout events', () => {
    const onIn = vi.fn();
    const onOut = vi.fn();
    window.addEventListener(LOGIN_EVENT, onIn);
    window.addEventListener(LOGOUT_EVENT, onOut);
    setSession({ token: jwt(60), user }, true);
    clearSession();
    expect(onIn).toHaveBeenCalledTimes(1);
    expect(onOut).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOGIN_EVENT, onIn);
    window.removeEventListener(LOGOUT_EVENT, onOut);
  });
});

describe('participant sessions', () => {
  it('are kept per meeting and expire after 24 h', () => {
    setParticipantSession(5, { userInfo: { id: 50 }, jwtToken: 'p5' });
    expect(getParticipantSession(5)?.jwtToken).toBe('p5');
    expect(getParticipantSession(6)).toBeNull();
    expect(getParticipantSession(5, Date.now() + PARTICIPANT_TTL_MS + 1)).toBeNull();
    expect(localStorage.length).toBe(0); // the old one is removed
  });

  it('newest token prefers the participant named in the path, else the latest login', () => {
    setParticipantSession(1, { userInfo: { id: 10 }, sessionToken: 'a', loginTime: Date.now() - 1000 });
    setParticipantSession(2, { userInfo: { id: 20 }, jwtToken: 'b', loginTime: Date.now() });
    setParticipantSession(3, { userInfo: { id: 30 }, jwtToken: 'c', loginTime: Date.now() - PARTICIPANT_TTL_MS - 1 });
    expect(newestParticipantToken()).toBe('b');
    expect(newestParticipantToken(10)).toBe('a');
    expect(newestParticipantToken(30)).toBe('b'); // expired one ignored
    clearParticipantSession(2);
    expect(newestParticipantToken()).toBe('a');
  });
});
