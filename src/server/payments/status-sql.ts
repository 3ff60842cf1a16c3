// Spec 2 §4, the payment status a row shows: no registration is unpaid; a registration's own status
// is used (its Chinese twins read as the same); a registration with no status but a transfer proof
// counts as pending. Only "pending" rows may be reviewed.
import { PAID_LIKE } from '../registrations/latest';

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'approved', 'rejected', 'paid'] as const;

/** The shown payment status of the registrations alias `r` (NULL id: no registration). */
export const paymentStatusSql = (r: string) => `(CASE
  WHEN ${r}.id IS NULL THEN 'unpaid'
  WHEN ${r}.payment_status IN ('approved', '已通过') THEN 'approved'
  WHEN ${r}.payment_status IN ('paid', '已支付') THEN 'paid'
  WHEN ${r}.payment_status IN ('rejected', '已拒绝') THEN 'rejected'
  WHEN ${r}.payment_status IN ('pending', '待审核') THEN 'pending'
  WHEN COALESCE(${r}.payment_status, '') = '' AND COALESCE(${r}.bank_transfer_proof, '') <> '' THEN 'pending'
  ELSE 'unpaid' END)`;

/** SQL list of the paid-like statuses (constants, not input). */
export const PAID_LIKE_SQL = PAID_LIKE.map((s) => `'${s}'`).join(', ');
