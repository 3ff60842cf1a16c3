// Ordered, named rewrites of stored values whose meaning changed (columns themselves come additively
// from the schemas, ddl.ts). Each runs once per database, inside migrate()'s advisory-locked
// transaction, and is recorded in data_migrations; a new one is appended, never edited.
import type { Db } from './driver';
import { LEGACY } from '../../shared/lifecycle';
import { PAID_LIKE_SQL } from '../payments/status-sql';
import { fillReferences } from '../registration/references';
import { fillDoorCodes } from '../checkin/door-codes';
import { activeSql } from '../../shared/lifecycle';
import { move } from '../registration/transitions';
import { importPriceTable, priceTableOf } from '../registration/ticket-types';

interface DataMigration {
  id: string;
  run(db: Db): Promise<void>;
}

const OLD_OPEN = `registration_status IN ('submitted', 'pending')`;

export const DATA_MIGRATIONS: DataMigration[] = [
  {
    // issue 13: the registration lifecycle. Before it a registration stayed 'submitted' whatever its
    // money did, and a rejected proof gave its places back at once (places_held emptied).
    id: '2026-11-registration-lifecycle',
    async run(db) {
      await db.query(`UPDATE registrations SET registration_status = 'confirmed', confirmed_at = coalesce(review_time, submit_time, registration_time)
        WHERE ${OLD_OPEN} AND payment_status IN (${PAID_LIKE_SQL})`);
      // places already given back by a rejection: the registration no longer holds any, as an expired one
      await db.query(`UPDATE registrations SET registration_status = 'expired', expired_at = now()
        WHERE ${OLD_OPEN} AND coalesce(jsonb_array_length(places_held), 0) = 0 AND coalesce(jsonb_array_length(places_released), 0) > 0`);
      await db.query(`UPDATE registrations SET registration_status = 'awaiting_payment' WHERE ${OLD_OPEN}`);
      for (const [old, now] of Object.entries(LEGACY)) {
        if (old === 'pending') continue; // handled with 'submitted' above
        await db.query(`UPDATE registrations SET registration_status = $2, cancelled_by = CASE WHEN $2 = 'cancelled' THEN 'organizer' END
          WHERE registration_status = $1`, [old, now]);
      }
      // a confirmed registration whose participant has arrived is checked in
      await db.query(`UPDATE registrations r SET registration_status = 'checked_in' FROM participants p
        WHERE p.id = r.participant_id AND r.registration_status = 'confirmed' AND p.checkin_status IN ('checked_in', 'late')`);
      await fillReferences(db);
    },
  },
  {
    // issue 15: a door code belongs to a registration (checkin/door-codes.ts). Every submitted
    // registration gets one; the participants' old account codes stay stored but admit no one.
    id: '2026-11-door-codes',
    async run(db) {
      await fillDoorCodes(db);
    },
  },
  {
    // issue 13: one active registration per participant and flow, now a unique index (made after this).
    // Before it a double click could leave two: the most advanced (then the newest) stays, each other one
    // is cancelled by the system with its places given back and an audit row saying why.
    id: '2026-11-one-active-registration',
    async run(db) {
      const extra = await db.query<{ id: number }>(
        `SELECT id FROM (SELECT r.id, row_number() OVER (PARTITION BY r.participant_id, r.flow_id ORDER BY
           CASE r.registration_status WHEN 'checked_in' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'awaiting_payment' THEN 2 ELSE 3 END, r.id DESC) AS n
           FROM registrations r WHERE ${activeSql('r')}) ranked WHERE n > 1 ORDER BY id`,
      );
      for (const { id } of extra) {
        await move(db, Number(id), {
          action: 'cancelByOrganizer', to: 'cancelled', places: 'release', reason: DUPLICATE_REASON,
          set: { cancelTime: new Date().toISOString(), cancelledBy: 'system', cancelReason: DUPLICATE_REASON },
        }, { type: 'system', name: 'migration' });
      }
    },
  },
  {
    // issue 18: tickets are ticket types (schemas/entities/ticket-type.json), no longer the design's price
    // table. Each flow whose newest design has one gets its rows as ticket types (saved designs stay as
    // they were: a submission is still checked against the version it was made on).
    id: '2026-11-ticket-types',
    async run(db) {
      const flows = await db.query(
        `SELECT f.*, v.design FROM registration_flows f
           JOIN LATERAL (SELECT design FROM flow_design_versions WHERE flow_id = f.id ORDER BY version DESC LIMIT 1) v ON true
          WHERE NOT EXISTS (SELECT 1 FROM ticket_types t WHERE t.flow_id = f.id)`,
      );
      for (const f of flows) {
        const table = priceTableOf(f.design);
        if (table) await importPriceTable(db, f, table);
      }
    },
  },
  {
    // issue 18: the ticket page's showOriginPrice / showDiscountPrice did nothing (cards always showed the
    // regular price struck through and the early-bird badge) and defaulted to false, which saves filled in.
    // Now they work and default to true: stored designs get true, so cards look as they did.
    id: '2026-11-ticket-price-switches',
    async run(db) {
      const on = (col: string) => `jsonb_set(jsonb_set(${col}, '{ticketPage,showOriginPrice}', 'true'), '{ticketPage,showDiscountPrice}', 'true')`;
      const has = (col: string) => `jsonb_typeof(${col} -> 'ticketPage') = 'object'`;
      await db.query(`UPDATE flow_design_versions SET design = ${on('design')} WHERE ${has('design')}`);
      await db.query(`UPDATE registration_flows SET form_config = ${on('form_config')} WHERE ${has('form_config')}`);
    },
  },
  {
    // the media library became an entity of its own (media-item.json, media_items): every media and
    // website upload of a meeting is an item, with the category and description its upload row held
    // (read through to_jsonb: a database made after the move never had those columns)
    id: '2026-11-media-items',
    async run(db) {
      await db.query(`INSERT INTO media_items (meeting_id, upload_id, category, description, created_at)
        SELECT u.meeting_id, u.id, coalesce(to_jsonb(u) ->> 'category', CASE WHEN u.mime LIKE 'image/%' THEN 'image' WHEN u.mime LIKE 'video/%' THEN 'video' ELSE 'file' END),
          to_jsonb(u) ->> 'description', u.created_at
        FROM uploads u WHERE u.area IN ('media', 'website') AND u.meeting_id IS NOT NULL ON CONFLICT (upload_id) DO NOTHING`);
    },
  },
  {
    // issue 19 item 3: indexes whose columns lead another index of their table serve no query that one
    // does not, yet every insert and every non-HOT update (a check-in, a submission) writes them too:
    // no longer declared (tests/unit/pipeline.test.ts keeps it so), dropped where an older database still has them
    id: '2026-11-prefix-indexes',
    async run(db) {
      for (const ix of PREFIX_INDEXES) await db.query(`DROP INDEX IF EXISTS ${ix}`);
    },
  },
];

/** (meeting_id) and (meeting_id, registration_time) lead (meeting_id, registration_time, participant_id), (flow_id) leads (flow_id, participant_id), (participant_id) leads (participant_id, idempotency_key); (meeting_id) of participants leads (meeting_id, username) */
const PREFIX_INDEXES = ['ix_registrations_meeting_id', 'ix_registrations_flow_id', 'ix_registrations_participant_id', 'ix_registrations_meeting_id_registration_time', 'ix_participants_meeting_id'];

/** Stored as the cancel reason of a duplicate (data, not UI: both languages, as an organizer reads it in either). */
const DUPLICATE_REASON = '重复报名，已保留同一流程中的另一条 / Duplicate: another registration in this flow was kept';

export async function runDataMigrations(db: Db): Promise<void> {
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM data_migrations')).map((r) => r.id));
  for (const m of DATA_MIGRATIONS) {
    if (done.has(m.id)) continue;
    await m.run(db);
    await db.query('INSERT INTO data_migrations (id) VALUES ($1)', [m.id]);
  }
}
