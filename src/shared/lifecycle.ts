// The registration lifecycle, read from the one place it is declared (registration.json x-lifecycle):
// states with what they mean for places and the door, and the transitions with who may make them.
// The server's conditional updates and the screens' labels and buttons both come from here, so they
// cannot disagree.
import registration from '../../schemas/entities/registration.json';

export type State = 'draft' | 'submitted' | 'awaiting_payment' | 'confirmed' | 'checked_in' | 'cancelled' | 'expired';
export type Action =
  | 'submit' | 'approve' | 'confirm' | 'markPaid' | 'paymentApprove' | 'paymentReject' | 'proof'
  | 'cancel' | 'cancelByOrganizer' | 'expire' | 'restore' | 'checkIn' | 'undoCheckIn';
export type Actor = 'participant' | 'organizer' | 'system' | 'staff';

/** A badge colour of the screens' palette (x-lifecycle `tone`). */
export type Tone = 'slate' | 'brand' | 'amber' | 'green' | 'rose';
interface StateDef { holdsPlaces?: boolean; admitted?: boolean; ended?: boolean; tone?: Tone }
export interface TransitionDef { from: State[]; to: State[]; by: Actor; reason?: boolean }

const spec = registration['x-lifecycle'] as unknown as {
  states: Record<State, StateDef>;
  legacy: Record<string, State>;
  transitions: Record<Action, TransitionDef>;
};

export const STATES = Object.keys(spec.states) as State[];
const where = (f: (d: StateDef) => boolean | undefined) => STATES.filter((s) => f(spec.states[s]));

/** States that hold their places (ticket, identity, room): a registration in one of them counts. */
export const ACTIVE = where((d) => d.holdsPlaces);
/** States whose holder may enter (and print a badge). */
export const ADMITTED = where((d) => d.admitted);
/** States after which nothing more happens unless the organizer restores it. */
export const ENDED = where((d) => d.ended);
export const TRANSITIONS = spec.transitions;
/** Values older versions stored, and the state each now means (applied once at start). */
export const LEGACY = spec.legacy;

export const isActive = (s: unknown): boolean => ACTIVE.includes(s as State);
export const isAdmitted = (s: unknown): boolean => ADMITTED.includes(s as State);
/** The colour a state's badge is drawn in (slate for values outside the lifecycle: no_registration). */
export const toneOf = (s: unknown): Tone => spec.states[s as State]?.tone ?? 'slate';
/** Whether `action` may be taken on a registration in state `s`. */
export const can = (action: Action, s: unknown): boolean => TRANSITIONS[action].from.includes(s as State);

/** `alias.registration_status IN (…)` for a group of states (constants from the schema, never input). */
export const statusIn = (alias: string, states: readonly State[]): string =>
  `${alias ? `${alias}.` : ''}registration_status IN (${states.map((s) => `'${s}'`).join(', ')})`;
export const activeSql = (alias = 'r') => statusIn(alias, ACTIVE);
export const admittedSql = (alias = 'r') => statusIn(alias, ADMITTED);
