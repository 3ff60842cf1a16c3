// Writing checked website records (data-check.ts): the editor's batch save and a new meeting's template.
import type { Db } from '../db/driver';
import type { WebsiteRecord } from './data-check';

/** The shape of the saved documents; raised when schemas/site changes incompatibly. */
export const SITE_SCHEMA_VERSION = 1;

/** Upserts the records; pages keep the list's order. */
export async function writeRecords(db: Db, meetingId: number, records: WebsiteRecord[]): Promise<void> {
  const pages = records.filter((r) => r.dataType === 'pages');
  for (const [i, r] of records.entries()) {
    await db.query(
      `INSERT INTO website_data (meeting_id, data_type, data_key, data_value, schema_version, sort_order, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (meeting_id, data_type, data_key) DO UPDATE SET data_value = EXCLUDED.data_value,
         schema_version = EXCLUDED.schema_version, sort_order = EXCLUDED.sort_order, updated_at = now()`,
      [meetingId, r.dataType, r.dataKey, r.dataValue, SITE_SCHEMA_VERSION, r.dataType === 'pages' ? pages.indexOf(r) : i],
    );
  }
}
