// The first start creates the super admin `admin`; a generated password is printed once.
import { randomBytes } from 'node:crypto';
import type { Ctx } from './http/context';
import { hashPassword } from './auth/password';

export async function seedSuperAdmin(ctx: Ctx, print: (line: string) => void) {
  const [exists] = await ctx.db.query("SELECT id FROM users WHERE username = 'admin'");
  if (exists) return;
  const password = ctx.config.superAdminPassword ?? randomBytes(9).toString('base64url');
  await ctx.db.query(
    "INSERT INTO users (username, password_hash, role, status) VALUES ('admin', $1, 'SUPER_ADMIN', 'active') ON CONFLICT DO NOTHING",
    [await hashPassword(password)],
  );
  if (!ctx.config.superAdminPassword) print(`Super admin created: username "admin", password "${password}" (shown once; change it after logging in).`);
}
