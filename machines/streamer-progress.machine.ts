/**
 * How a streamer's recruiting progress may move (streams/contracts/anchors.ts {@link ANCHOR_PROGRESSES}). The spec
 * names the stages only ("transition rules beyond these labels are not shown"); these are the rules this product
 * keeps, in words:
 *
 * 1. The open stages form the pipeline, in order: `new` → `contacted` → `enteredLiveRoom` → `addedWhatsApp` →
 *    `gotInvitationCode` → `guildJoined`. `new` is where a record starts.
 * 2. From an open stage (`new` to `gotInvitationCode`) the progress moves forward to any later open stage, skipping
 *    stages if the recruiter did (a streamer may hand over their WhatsApp at the first contact). It never moves back:
 *    earlier stages have happened.
 * 3. `guildJoined` is reached only from `gotInvitationCode`: joining takes the invitation code.
 * 4. `givenUp` and `invalid` are reached from any open stage, each with a reason (required, not blank). Giving up
 *    writes the give-up reason and time; marking invalid writes neither (an invalid lead was never worth giving up).
 * 5. `guildJoined` is final, except that a joined streamer can be given up (with a reason), e.g. a streamer who
 *    leaves or is let go; it is never marked invalid and never moves back.
 * 6. `givenUp` and `invalid` are closed: the only move out is the restore, back to `contacted` (the lead is worked
 *    again). Restoring clears the give-up reason and time. Nothing moves from `givenUp` to `invalid` or back.
 * 7. Moving to the stage the streamer is at is refused (nothing would change).
 *
 * A move writes the new `progress`; a move given a reason also writes it as the `progressNotes`; the give-up reason
 * and time are set exactly while the progress is `givenUp` (written when given up, cleared when restored), so they are
 * consistent after any sequence of allowed moves. Allocating a streamer to an operator is not a progress move (its
 * allocated time is written by the allocation). Pure: time is an input (`now`, epoch ms).
 */
import { ANCHOR_PROGRESSES, type AnchorProgress } from '../streams/contracts/anchors';
import type { AnchorRefusalCode } from '../streams/contracts/refusals/anchors';
import { refusal, type Refusal, type RefusalArgs } from '../streams/contracts/refusals';

/** The pipeline's stages, in order (rule 1). */
export const OPEN_PROGRESSES = ['new', 'contacted', 'enteredLiveRoom', 'addedWhatsApp', 'gotInvitationCode'] as const satisfies readonly AnchorProgress[];
/** The stages out of the pipeline, left only by a restore to `contacted` (rule 6). */
export const CLOSED_PROGRESSES = ['givenUp', 'invalid'] as const satisfies readonly AnchorProgress[];
/** The stages a move into needs a reason (rule 4). */
export const REASON_PROGRESSES: readonly AnchorProgress[] = CLOSED_PROGRESSES;
/** Where a restore from {@link CLOSED_PROGRESSES} goes. */
export const RESTORED_PROGRESS: AnchorProgress = 'contacted';

/** What a move gives besides the two stages. */
export interface ProgressMoveInput {
  /** Why: required into `givenUp` and `invalid`, optional otherwise (kept as the progress notes). */
  reason?: string | null;
  /** The time of the move, epoch ms (the server's clock; tests fix it). */
  now: number;
}

/** The fields a move writes on the streamer's row; a field left out is left as it is. */
export interface ProgressWrites {
  progress: AnchorProgress;
  /** The move's reason, when it had one. */
  progressNotes?: string;
  /** Set when given up, null when restored. */
  giveUpReason?: string | null;
  /** When given up, epoch ms; null when restored. */
  giveUpTime?: number | null;
}

/** A refused move: a refusal of streams/contracts/refusals/anchors.ts (code, params, English message, field). */
export type ProgressRefusal = Refusal & { code: AnchorRefusalCode };

/** The answer of {@link progressMove}. */
export type ProgressMoveResult = { ok: true; writes: ProgressWrites } | ({ ok: false } & ProgressRefusal);

/** A refusal of the anchors table, its code kept narrow. */
const refuse = <C extends AnchorRefusalCode>(code: C, ...args: RefusalArgs<C>): ProgressRefusal => ({ ...refusal(code, ...args), code });

const rank = (progress: AnchorProgress): number => (OPEN_PROGRESSES as readonly AnchorProgress[]).indexOf(progress);
const isClosed = (progress: AnchorProgress): boolean => (CLOSED_PROGRESSES as readonly AnchorProgress[]).includes(progress);

/** Why `from` → `to` is refused by rules 2, 3, 5, 6 and 7, or null when the stages allow it. */
function refusedMove(from: AnchorProgress, to: AnchorProgress): ProgressRefusal | null {
  if (from === to) return refuse('PROGRESS_UNCHANGED', { to });
  if (isClosed(from)) return to === RESTORED_PROGRESS ? null : refuse('PROGRESS_CLOSED');
  if (from === 'guildJoined') return to === 'givenUp' ? null : refuse('PROGRESS_JOINED_FINAL');
  if (isClosed(to)) return null;
  if (to === 'guildJoined') return from === 'gotInvitationCode' ? null : refuse('PROGRESS_NEEDS_INVITATION_CODE');
  return rank(to) > rank(from) ? null : refuse('PROGRESS_BACKWARD', { from, to });
}

/**
 * Whether a streamer at `from` may move to `to` and what the move writes, by the rules of this module. The server
 * refuses a move with the answer's refusal (400) and otherwise writes `writes` on the row.
 */
export function progressMove(from: AnchorProgress, to: AnchorProgress, input: ProgressMoveInput): ProgressMoveResult {
  const refused = refusedMove(from, to);
  if (refused) return { ok: false, ...refused };
  const reason = input.reason?.trim() ?? '';
  if (REASON_PROGRESSES.includes(to) && reason === '') return { ok: false, ...refuse('PROGRESS_REASON_REQUIRED') };
  const writes: ProgressWrites = { progress: to, ...(reason === '' ? {} : { progressNotes: reason }) };
  if (to === 'givenUp') return { ok: true, writes: { ...writes, giveUpReason: reason, giveUpTime: input.now } };
  if (from === 'givenUp') return { ok: true, writes: { ...writes, giveUpReason: null, giveUpTime: null } };
  return { ok: true, writes };
}

/** The stages `from` may move to (a reason is needed for those in {@link REASON_PROGRESSES}), for the console's menu. */
export const progressTargets = (from: AnchorProgress): AnchorProgress[] => ANCHOR_PROGRESSES.filter((to) => refusedMove(from, to) === null);
