// The export-job calls a screen's JSON declares (checked against the server's routes by
// tests/api/screen-calls.test.ts): list a meeting's exports of a kind, start one, read one.
import { z } from 'zod';

const call = (method: 'GET' | 'POST') => z.object({ method: z.literal(method), path: z.string() });

export const exportCallsSchema = z.object({
  list: call('GET'),
  start: call('POST'),
  /** `{id}`: the job */
  one: call('GET'),
});

export type ExportCalls = z.infer<typeof exportCallsSchema>;
