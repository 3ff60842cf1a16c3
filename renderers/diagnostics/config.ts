// Screen kind "diagnostics" (schemas/screens/test-user-management.json, spec 3 §2.9): the calls the
// page's buttons make and how many results it keeps.
import { z } from 'zod';

const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string() });

export const diagnosticsSchema = z.looseObject({
  kind: z.literal('diagnostics'),
  schemaVersion: z.number().int().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  calls: z.object({
    /** GET: { user, role, roleText, issuedAt, expiresAt, rememberMe, serverTime } */
    session: call,
    /** POST: { token, expiresAt, rememberMe, user } */
    refresh: call,
    /** GET: { db } */
    health: call,
  }),
  /** results kept, newest first */
  keep: z.number().int().min(1).max(100).default(10),
});

export type DiagnosticsConfig = z.infer<typeof diagnosticsSchema>;

export type Action = 'testComponent' | 'refresh' | 'checkAuth' | 'testApi';
export interface Result { id: number; at: Date; action: Action; ok: boolean; detail: string }

/** The newest result first, at most `keep`. */
export const kept = (list: Result[], next: Result, keep: number): Result[] => [next, ...list].slice(0, keep);
