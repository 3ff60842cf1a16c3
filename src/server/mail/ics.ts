// A calendar file (RFC 5545 iCalendar) with one event: what a confirmation e-mail attaches so the
// participant can add the meeting to their calendar. Written here because it is small: TEXT values
// escaped (§3.3.11), times in UTC (`…Z`, §3.3.5), CRLF line ends and lines folded at 75 octets
// without splitting a UTF-8 character (§3.1).

export interface CalendarEvent {
  /** globally unique and stable for the same event, so a second file updates the first */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** when the file was made (DTSTAMP) */
  stamp?: Date;
}

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export const escapeText = (s: string): string =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** `20261125T083000Z` */
export const utcStamp = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line into pieces of at most 75 octets, continuation lines starting with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    // the first piece holds 75 octets; the others 74 after their leading space
    if (size + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      size = 0;
    }
    cur += ch;
    size += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export function calendarFile(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Conflow//Meeting registration//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcStamp(e.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
