// The organizer/admin session: token + user, in localStorage when "remember me" is ticked, else
// in sessionStorage. React reads it through useSyncExternalStore; other code through getters.
import { useSyncExternalStore } from 'react';
import { readItem, writeItem, hasDom } from './storage';
import { msUntilExpiry, tokenExpired } from './jwt';

export { tokenExpired, decodeJwt } from './jwt';
export * from './participants';

export type Role = 'SUPER_ADMIN' | 'ORGANIZER' | 'ADMIN' | 'PARTICIPANT' | 'USER';
export interface User {
  id: number;
  userId?: number;
  username: string;
  role: Role | string;
  status?: string;
  phone?: string | null;
  email?: string | null;
  name?: string | null;
  gender?: string | null;
  idNumber?: string | null;
  avatar?: string | null;
  organizerId?: number | null;
  masterId?: number | null;
  registerTime?: string;
  lastLoginTime?: string | null;
  [k: string]: unknown;
}
export interface Session {
  token: string;
  user: User;
}
export interface AuthState {
  user: User | null;
  token: string | null;
  loggedIn: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export const TOKEN_KEY = 'conflow.token';
export const USER_KEY = 'conflow.user';
export const LOGIN_EVENT = 'conflow:login';
export const LOGOUT_EVENT = 'conflow:logout';

const listeners = new Set<() => void>();
let snapshot: AuthState | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Where the current session lives: local (remembered) wins over session storage. */
function whereStored(): 'local' | 'session' | null {
  if (readItem('local', TOKEN_KEY)) return 'local';
  if (readItem('session', TOKEN_KEY)) return 'session';
  return null;
}

/** The raw stored token, expired or not (the HTTP client needs to see an expired one to reject). */
export function peekToken(): string | null {
  const where = whereStored();
  return where ? readItem(where, TOKEN_KEY) : null;
}

function readUser(): User | null {
  const raw = readItem('local', USER_KEY) ?? readItem('session', USER_KEY);
  try {
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

function changed() {
  snapshot = null;
  listeners.forEach((l) => l());
}

/** The token, or null; an expired token is cleared together with the user info. */
export function getToken(): string | null {
  const token = peekToken();
  if (token && tokenExpired(token)) {
    clearSession();
    return null;
  }
  return token;
}

export function getUser(): User | null {
  return getToken() ? readUser() : null;
}

/** Logged in needs both a live token and a stored username (spec 1 §4). */
export function isLoggedIn(): boolean {
  return !!getToken() && !!readUser()?.username;
}

export function isAdminRole(role: unknown): boolean {
  return role === 'SUPER_ADMIN' || role === 'ORGANIZER';
}

export function setSession({ token, user }: Session, remember = false): void {
  clearStorage();
  const where = remember ? 'local' : 'session';
  writeItem(where, TOKEN_KEY, token);
  writeItem(where, USER_KEY, JSON.stringify(user));
  changed();
  if (hasDom()) window.dispatchEvent(new CustomEvent(LOGIN_EVENT, { detail: { user } }));
}

/** Replace the stored user (after a profile or avatar update), keeping token and storage place. */
export function updateUser(patch: Partial<User>): void {
  const where = whereStored();
  const user = readUser();
  if (!where || !user) return;
  writeItem(where, USER_KEY, JSON.stringify({ ...user, ...patch }));
  changed();
}

function clearStorage() {
  for (const kind of ['local', 'session'] as const) {
    writeItem(kind, TOKEN_KEY, null);
    writeItem(kind, USER_KEY, null);
  }
}

export function clearSession(): void {
  const had = !!peekToken() || !!readUser();
  clearStorage();
  changed();
  if (had && hasDom()) window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
}

function compute(): AuthState {
  let token = peekToken();
  if (token && tokenExpired(token)) {
    // clearing notifies listeners: not while React reads the snapshot during render
    queueMicrotask(() => peekToken() && tokenExpired(peekToken()) && clearSession());
    token = null;
  }
  const user = token ? readUser() : null;
  const loggedIn = !!token && !!user?.username;
  // log out at the moment the token expires, not at the next read
  clearTimeout(expiryTimer);
  const ms = msUntilExpiry(token);
  if (ms !== null && ms > 0 && ms < 2 ** 31 - 1) expiryTimer = setTimeout(() => getToken() === null && changed(), ms + 50);
  return {
    user: loggedIn ? user : null,
    token: loggedIn ? token : null,
    loggedIn,
    isAdmin: loggedIn && isAdminRole(user?.role),
    isSuperAdmin: loggedIn && user?.role === 'SUPER_ADMIN',
  };
}

export function getAuthState(): AuthState {
  return (snapshot ??= compute());
}

export function subscribeAuth(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

// another tab logged in or out
if (hasDom()) window.addEventListener('storage', (e) => (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) && changed());

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
