// The set-up most API tests share: an app on the given database, the super admin's token and one
// registered organizer. Use as `beforeAll(async () => ({ t, admin, org } = await adminAndOrganizer(kind, 'name')))`.
import { loginAdmin, makeApp, registerOrganizer, type MakeOptions, type TestApp } from './harness';

export type Organizer = Awaited<ReturnType<typeof registerOrganizer>>;

export async function adminAndOrganizer(kind: TestApp['kind'], organizer: string, opts?: MakeOptions): Promise<{ t: TestApp; admin: string; org: Organizer }> {
  const t = await makeApp(kind, opts);
  return { t, admin: await loginAdmin(t), org: await registerOrganizer(t, organizer) };
}
