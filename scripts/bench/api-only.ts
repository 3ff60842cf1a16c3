// The API rows of `npm run bench` alone, for one database (KIND=postgres|pglite, default postgres with
// DATABASE_URL set): `DATABASE_URL=… npx tsx scripts/bench/api-only.ts`. A quicker loop while changing a
// hot path; the whole `npm run bench` stays the figure of record.
import { apiTable, benchApi } from './api';

const kind = (process.env.KIND ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')) as 'postgres' | 'pglite';
console.log(apiTable(kind, await benchApi(kind)));
process.exit(0);
