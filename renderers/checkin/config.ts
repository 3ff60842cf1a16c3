// Screen kind "scanner-checkin" (spec 2 §2.7, §5; spec 3 §2.8): the scanner's settings live in the
// screen JSON, because the settings tab and the standalone page differ (3 characters / 1.5 s with
// 扫码内容无效，请重新扫码 in the tab; 4 / 2 s with 扫码码无效，请重新扫码 on the page).
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);

export const scannerSchema = z.looseObject({
  kind: z.literal('scanner-checkin'),
  schemaVersion: z.number().int().optional(),
  title: text.optional(),
  meetingId: z.union([z.string(), z.number()]),
  /** shortest code accepted from the scanner (typed codes are only checked for emptiness) */
  minLength: z.number().int().min(1),
  /** the scan buffer clears after this many ms without a key */
  timeoutMs: z.number().int().min(100),
  /** message key for a scan shorter than minLength */
  invalidMessage: z.string(),
  /** how many recent check-ins to show (spec: at most 20) */
  recentLimit: z.number().int().min(1).max(20).default(20),
  /** figures and recent records are re-read this often, so each scanner sees the others' check-ins (0: never) */
  pollMs: z.number().int().min(0).default(10_000),
  /** the code the test button scans (it goes through the same path as a real scan) */
  testCode: z.string().default('TEST-SCAN'),
  paths: z.object({
    meeting: z.string(),
    find: z.string(),
    confirm: z.string(),
    stats: z.string(),
    records: z.string(),
  }),
  /** a page of its own (the standalone route): centred with margins, not inside a console */
  page: z.boolean().default(false),
  /** a link to the standalone scanner page (the settings tab shows it) */
  standalone: z.string().optional(),
});

export type ScannerConfig = z.infer<typeof scannerSchema>;

export type ScanState = 'ready' | 'verifying' | 'awaiting' | 'failed';

export interface ScannedParticipant {
  id: number;
  name: string;
  phone: string | null;
  company: string | null;
  checkinCode: string | null;
  checkinStatus: string;
  avatar?: string | null;
}

export interface CheckinStats {
  totalParticipants: number;
  checkedIn: number;
  notCheckedIn: number;
  checkinRate: number;
}

export interface CheckinRecord {
  id: number;
  time: string;
  code: string;
  /** null on a refused code: nobody of this meeting is named */
  name: string | null;
  phone: string | null;
  company: string | null;
  status: 'success' | 'failure';
  operator: string;
  message: string | null;
}
