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
    /** "scan to check in": one POST with the code records the arrival at once */
    scan: z.string(),
    /** the organizer's undo of a mistaken check-in (a button in the recent list) */
    undo: z.string().optional(),
    stats: z.string(),
    records: z.string(),
  }),
  /** a page of its own (the standalone route): centred with margins, not inside a console */
  page: z.boolean().default(false),
  /** a link to the standalone scanner page (the settings tab shows it) */
  standalone: z.string().optional(),
  /** a link to the offline door (issue 20: the signed list, the journal, the conflict report) */
  offline: z.string().optional(),
});

export type ScannerConfig = z.infer<typeof scannerSchema>;

/** ready → verifying → awaiting (confirm each) → admitted; any refusal → failed */
export type ScanState = 'ready' | 'verifying' | 'awaiting' | 'admitted' | 'failed';

/** "confirm each": look up, then confirm; "scan to check in" (auto): a scan records the arrival at once. */
export type DoorMode = 'confirm' | 'auto';

export interface ScannedParticipant {
  id: number;
  name: string;
  phone: string | null;
  company: string | null;
  position?: string | null;
  checkinCode: string | null;
  checkinStatus: string;
  avatar?: string | null;
}

/** The registration the door code names (issue 15): ticket, sub-venues, payment. */
export interface ScannedRegistration {
  id: number;
  registrationStatus: string;
  paymentStatus: string;
  ticket: string | null;
  subVenues: string[];
  /** let in unpaid by the flow's "admit unpaid": the money is collected on site */
  collectOnSite: boolean;
}

export interface ScanResult {
  code: string;
  participant: ScannedParticipant;
  registration?: ScannedRegistration;
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
  /** the registration the code named (the undo button's), null on a refused unknown code */
  registrationId?: number | null;
  /** null on a refused code: nobody of this meeting is named */
  name: string | null;
  phone: string | null;
  company: string | null;
  status: 'success' | 'failure';
  operator: string;
  message: string | null;
}
