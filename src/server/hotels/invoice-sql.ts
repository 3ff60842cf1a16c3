// SQL shared by the invoice list, its figures and the statistics dashboard.
import { activeSql } from '../../shared/lifecycle';

/** An invoice request stands while the registration it came with does (`r`: that registration, LEFT JOINed; none: made by hand). */
export const STANDS = `(r.id IS NULL OR ${activeSql('r')})`;
