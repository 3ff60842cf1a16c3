// The console JSON screens: valid configs, the spec's items (spec 1 §2), inline page blocks valid
// against schemas/site, and every message key they name present in zh and en.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { lookup } from '../../src/shared/messages';
import { consoleScreenSchema } from '../../renderers/console/config';
import { profileScreenSchema } from '../../renderers/form/profile/config';
import adminCenter from '../../schemas/screens/admin-center.json';
import superAdmin from '../../schemas/screens/super-admin.json';
import userCenter from '../../schemas/screens/user-center.json';
import { keysIn } from './messageKeys';
import { EDITOR_HINTS } from '../../src/shared/site-hints';

const root = join(__dirname, '../..');
const ajv = new Ajv({ allErrors: true, schemas: readdirSync(join(root, 'schemas/site')).map((f) => JSON.parse(readFileSync(join(root, 'schemas/site', f), 'utf8'))) });
ajv.addVocabulary(EDITOR_HINTS);
addFormats(ajv);

const summary = (c: any) => c.nav.map((i: any) => `${i.key}${i.disabled ? ' (disabled)' : ''}${typeof i.screen === 'string' ? ` → ${i.screen}` : ''}`);

describe('console screens', () => {
  it('admin centre: home, meetings (default), permissions, notifications, finance; admins and their staff, who see no permissions or finance', () => {
    const c = consoleScreenSchema.parse(adminCenter);
    expect(summary(c)).toEqual(['home', 'meetings → admin/meetings', 'permissions → admin/permissions', 'notifications → admin/notifications', 'finance → admin/finance']);
    expect([c.defaultTab, c.tabParam, c.headerTabs, c.roles]).toEqual(['meetings', 'tab', true, ['SUPER_ADMIN', 'ORGANIZER', 'USER']]);
    expect(c.nav.filter((i) => i.roles && !i.roles.includes('USER')).map((i) => i.key)).toEqual(['permissions', 'finance']);
    expect(lookup(zh, (c.denied as { t: string }).t)).toBe('您没有权限访问管理后台');
    expect(c.userMenu!.map((m) => m.key)).toEqual(['home', 'userCenter', 'adminCenter', 'superAdmin', 'logout']);
    expect(lookup(zh, (c.userMenu![2].message as { t: string }).t)).toBe('已在管理中心');
    expect(c.userMenu![3].requires).toBe('superAdmin');
  });

  it('super admin: five tabs, three disabled items, the footer labels; super admins only', () => {
    const c = consoleScreenSchema.parse(superAdmin);
    expect(summary(c)).toEqual([
      'dashboard → super-admin/dashboard', 'accounts → super-admin/accounts', 'verification-codes → super-admin/codes',
      'notifications → super-admin/notifications', 'reports → super-admin/reports', 'meetings (disabled)', 'finance (disabled)', 'analytics (disabled)',
    ]);
    expect(c.roles).toEqual(['SUPER_ADMIN']);
    expect(lookup(zh, (c.denied as { t: string }).t)).toBe('您没有权限访问超级管理员后台');
    expect([lookup(en, (c.footer!.defaultName as { t: string }).t), lookup(en, (c.footer!.label as { t: string }).t)]).toEqual(['super administrator', 'system administrator']);
    expect([lookup(zh, (c.footer!.defaultName as { t: string }).t), lookup(zh, (c.footer!.label as { t: string }).t)]).toEqual(['超级管理员', '系统管理员']);
  });

  it('inline pages hold only known blocks with valid props', () => {
    for (const c of [adminCenter, superAdmin] as any[])
      for (const item of c.nav)
        for (const b of typeof item.screen === 'object' ? item.screen.blocks : []) {
          const validate = ajv.getSchema(`site.${b.type}`);
          expect(validate, b.type).toBeTruthy();
          expect(validate!(b.props ?? {}), `${item.key} ${b.type}: ${ajv.errorsText(validate!.errors)}`).toBe(true);
        }
  });

  it('the personal centre config parses, with its real tabs', () => {
    const c = profileScreenSchema.parse(userCenter);
    expect(c.sidebar.flatMap((g) => g.items).map((i) => i.tab ?? i.to)).toEqual(['/', 'profile', 'security', 'notifications', 'preferences', 'placeholder']);
    expect(c.security?.subAccounts?.roles).toEqual(['SUPER_ADMIN', 'ORGANIZER']);
  });

  it('names only message keys that exist in zh and en', () => {
    for (const k of new Set(keysIn([adminCenter, superAdmin]))) {
      expect(lookup(zh, k), `zh ${k}`).toBeTypeOf('string');
      expect(lookup(en, k), `en ${k}`).toBeTypeOf('string');
    }
    expect(lookup(zh, 'console.inDevelopment')).toBe('该功能正在开发中...');
  });
});
