// The fuzzer's callers: an organizer with a seeded world (meeting, hotel, room type, flow, participant,
// registration and the rest, security.fixtures), a participant of that meeting and the super admin.
// A fuzzed call may end a session, lock an account or delete the meeting: before each operation the
// callers are checked and logged in, or seeded, again.
import { call, loginAdmin, type TestApp } from '../harness';
import { discover, participantToken, seedWorld, type World } from '../security.fixtures';
import { routeTable } from '../../../src/server/http/route';
import type { Context } from './wire';

export class Callers implements Context {
  private world!: World;
  private seeded = 0;
  ids: Record<string, number | string> = {};
  tokens: Context['tokens'] = {};
  /** how many times the world was seeded again after a call broke it */
  reseeds = 0;

  constructor(private readonly t: TestApp) {}

  async seed(): Promise<void> {
    this.world = await seedWorld(this.t, `fz${this.seeded++}${Date.now().toString(36).slice(-4)}`);
    await discover(this.t, this.world, routeTable.get(this.t.app) ?? []);
    this.ids = this.world.ids;
    this.tokens.organizer = this.world.org.token;
    this.tokens.participant = await participantToken(this.t, this.world);
    this.tokens.superAdmin ??= await loginAdmin(this.t);
  }

  private async ok(url: string, token?: string): Promise<boolean> {
    return token !== undefined && (await call(this.t.app, 'GET', url, { token })).status === 200;
  }

  /** Every caller logged in and the world's meeting there; seeds again when not. */
  async ensure(): Promise<void> {
    if (!(await this.ok('/api/auth/current-user', this.tokens.superAdmin))) this.tokens.superAdmin = await loginAdmin(this.t);
    const org = (await this.ok('/api/auth/current-user', this.tokens.organizer)) && (await this.ok(`/api/co/meeting/${this.ids.meeting}`, this.tokens.organizer));
    const participant = await this.ok('/api/participants/info', this.tokens.participant);
    if (org && participant) return;
    this.reseeds++;
    await this.seed();
  }
}
