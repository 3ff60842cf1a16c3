// Screen kind "meeting-statistics" (spec 2 §2.10, schemas/screens/meeting/statistics.json): the
// figures, the two charts, the report export and the data settings of one meeting, by their calls.
import { z } from 'zod';

export const statisticsSchema = z.looseObject({
  kind: z.literal('meeting-statistics'),
  schemaVersion: z.number().int().optional(),
  paths: z.object({ figures: z.string(), distribution: z.string(), trend: z.string(), export: z.string(), settings: z.string() }),
  /** request schema of the data-settings dialog (PUT settings) */
  settingsForm: z.string(),
  /** the downloaded report's file name */
  exportName: z.string().default('statistics.xlsx'),
});
export type StatisticsConfig = z.infer<typeof statisticsSchema>;

export type Money = {
  totalRevenue: number; pendingRevenue: number; refundAmount: number; refundDueAmount: number;
  paidCount: number; pendingCount: number; refundCount: number; refundDueCount: number;
  /** hotel fees the hotels take themselves: in none of the amounts above (absent from older answers) */
  hotelAtHotelAmount?: number; hotelAtHotelCount?: number;
};

/** docs/contracts.md (Statistics) defines each figure. */
export interface Figures extends Money {
  totalParticipants: number;
  newParticipants: number;
  growthRate: number;
  accountCount: number;
  accountsWithoutRegistration: number;
  accountsEndedOnly: number;
  registeredCount: number;
  byStatus: Record<string, number>;
  paymentRate: number;
  admittedCount: number;
  checkedInCount: number;
  arrivedWithoutRegistration: number;
  notCheckedInCount: number;
  checkinRate: number;
  invoiceCount: number;
  invoiceIssued: number;
  invoiceRate: number;
  revenueGrowth: number;
  growthDays: number;
  currency: string;
  byCurrency: Record<string, Money>;
  generatedAt: string;
}

export interface Settings {
  cards: string[];
  charts: string[];
  distributionBy: string;
  chartType: 'pie' | 'bar';
  trendPeriod: '7' | '30' | 'all';
  growthDays: number;
  saved?: boolean;
}

export interface Distribution {
  by: string;
  items: Array<{ key: string; count: number }>;
}

export interface Trend {
  period: string;
  days: Array<{ date: string; count: number; cumulative: number }>;
  untimed: number;
}
