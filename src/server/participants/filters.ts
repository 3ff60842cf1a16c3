// The participant list's filters (spec 2 §2.6) as conditions over rowsSql's columns (alias x): the
// list and its export answer the same people for the same query.
export interface RowFilters {
  search?: string;
  checkinStatus?: string;
  registrationStatus?: string;
  paymentStatus?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The conditions, their values appended to `params` (numbered after what it holds). */
export function rowFilters(q: RowFilters, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  const search = q.search?.trim();
  if (search) add('(x.name ILIKE ? OR x.username ILIKE ? OR x.phone ILIKE ? OR x.email ILIKE ? OR x.workplace ILIKE ?)', `%${escapeLike(search)}%`);
  if (q.checkinStatus) add('x.checkin_status = ?', q.checkinStatus);
  if (q.registrationStatus) add('x.row_registration_status = ?', q.registrationStatus);
  if (q.paymentStatus) add('x.row_payment_status = ?', q.paymentStatus);
  return where;
}
