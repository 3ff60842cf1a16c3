// The columns of the participant and registration exports, from the schemas: every public participant
// property (participant.json; `x-export: false` leaves one out), the registration's x-export columns
// (registration.json), then one column per form field (exports/form-answers.ts). Headers are the field
// labels the screens show, in the caller's language; states and choices are shown in words.
import type { Ctx, Req } from '../http/context';
/** what the columns need of a request: its language's messages (an export job has no request) */
export type Translator = Pick<Req, 't'>;
import type { Row } from '../db/repo';
import type { JsonSchema } from '../../shared/schema/compose';
import type { AnswerColumn } from '../exports/form-answers';

/** One exported record: the participant, the registration shown beside it (or none), its answers. */
export interface ExportRow {
  participant: Row;
  registration: Row | null;
  answers: Record<string, string>;
}

export interface ExportColumn {
  header: string;
  width: number;
  value(r: ExportRow): unknown;
}

/** Registration columns worked out by the export's query (export-rows.ts), with their header's message. */
export const COMPUTED: Record<string, string> = {
  flowName: 'fields.registration.flowId',
  hotelName: 'hotels.guests.columns.hotelName',
  roomTypeName: 'hotels.guests.columns.roomTypeName',
  checkinDate: 'hotels.guests.columns.checkinDate',
  checkoutDate: 'hotels.guests.columns.checkoutDate',
  nights: 'hotels.guests.columns.nights',
};

/** The text of a key, or null when no message has it. */
const known = (req: Translator, key: string): string | null => {
  const t = req.t(key);
  return t === key ? null : t;
};

/** The words for true and false in the caller's language. */
export const yesNoOf = (req: Translator): [string, string] => [req.t('exports.yes'), req.t('exports.no')];

/**
 * A value as a cell: times as dates, lists joined, yes/no, a known value in words (an enum's label,
 * looked up once per value: an export has thousands of rows of a few states), else as stored.
 */
function cellMaker(req: Translator, entities: string[], key: string, p: JsonSchema | undefined): (v: unknown) => unknown {
  const words = new Map<string, string>();
  const wordsOf = (v: string) => {
    let w = words.get(v);
    if (w === undefined) {
      w = entities.map((e) => known(req, `form.enum.${e}.${key}.${v}`)).find((x) => x !== null) ?? v;
      words.set(v, w);
    }
    return w;
  };
  const numeric = p?.type === 'number' || p?.type === 'integer';
  const yesNo = yesNoOf(req);
  return (v) => {
    if (v === null || v === undefined || v === '') return null;
    if (p?.format === 'date-time') {
      const d = new Date(String(v));
      return Number.isNaN(d.getTime()) ? String(v) : d;
    }
    if (Array.isArray(v)) return v.map(String).join('、');
    if (typeof v === 'boolean') return yesNo[v ? 0 : 1];
    if (numeric) return Number(v);
    return typeof v === 'string' ? wordsOf(v) : v;
  };
}

export function exportColumns(ctx: Ctx, req: Translator, answers: AnswerColumn[], lead: ExportColumn[] = []): ExportColumn[] {
  const participant = ctx.schemas.entities.participant;
  const registration = ctx.schemas.entities.registration;
  const label = (k: string, ...keys: string[]) => keys.map((x) => known(req, x)).find(Boolean) ?? k;
  const own = Object.entries<JsonSchema>(participant.properties)
    .filter(([, p]) => !p['x-private'] && p['x-export'] !== false)
    .map(([k, p]): ExportColumn => {
      const cell = cellMaker(req, ['participant'], k, p);
      return { header: label(k, `fields.participant.${k}`), width: p.format === 'date-time' ? 20 : 14, value: (r) => cell(r.participant[k]) };
    });
  const reg = (registration['x-export'].columns as string[]).map((k): ExportColumn => {
    const p: JsonSchema | undefined = registration.properties[k];
    if (!p && !COMPUTED[k]) throw new Error(`registration x-export: no property or computed column ${k}`);
    const cell = cellMaker(req, ['registration', 'participant'], k, p);
    return {
      header: p ? label(k, `fields.registration.${k}`, `fields.participant.${k}`) : label(k, COMPUTED[k]),
      width: p?.format === 'date-time' ? 20 : 14,
      // a participant without a registration reads as such (no_registration) in the state column
      value: (r) => cell(r.registration ? r.registration[k] : k === 'registrationStatus' ? 'no_registration' : null),
    };
  });
  const taken = new Set([...lead, ...own, ...reg].map((c) => c.header));
  // an answer labelled like a column before it (a form field named 参会身份) says it is the form's
  const form = answers.map((a): ExportColumn => ({
    header: taken.has(a.label) ? req.t('exports.answerHeader', { label: a.label }) : a.label, width: 18, value: (r) => r.answers[a.key] ?? null,
  }));
  return [...lead, ...own, ...reg, ...form];
}
