// A view is counted once per browser per meeting (spec 3 §7): the meetings already counted are kept
// in the local `viewed_meetings` list.
import { api } from '@runtime/api';
import { readItem, writeItem } from '@runtime/storage';

const KEY = 'viewed_meetings';

export function countView(meetingId: string) {
  let seen: string[] = [];
  try {
    const v = JSON.parse(readItem('local', KEY) ?? '[]');
    if (Array.isArray(v)) seen = v.map(String);
  } catch {
    /* a damaged list starts again */
  }
  if (seen.includes(meetingId)) return;
  api('postCoMeetingByIdView', { params: { id: meetingId } }).then(
    () => writeItem('local', KEY, JSON.stringify([...seen, meetingId].slice(-200))),
    (e) => console.warn('[site] view not counted', e),
  );
}
