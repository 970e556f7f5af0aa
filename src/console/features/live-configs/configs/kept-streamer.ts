/**
 * "Add from streamer config" in the configuration form (group host "streamer config"): what the form looks
 * like after a kept streamer is picked, apart from the view so it is tested on its own. A group host expects the
 * picked streamer to score with their usual gifts at once, so:
 * - the first empty streamer row (no ID, no nickname) is filled, else a row is added (at most MAX_STREAMERS);
 * - ID, nickname and avatar come from the kept streamer;
 * - each usual gift is assigned to the row; one not selected yet is added to the selected gifts at its catalogue
 *   price (the host can still change the price); one that already scores for another streamer stays theirs (a gift
 *   cannot be added twice), and one the catalogue no longer has is left out; both are reported;
 * - a streamer already in the form is refused ('The streamer already exists').
 * The form's own validation is untouched: a nickname longer than a configuration allows still shows its message.
 */
import type { GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { MAX_STREAMERS } from '../../../../../streams/games/live-config';
import type { GiftFormValues, StreamerFormValues } from './config-form';

/** Something the host should know about a usual gift that was not given to the streamer. */
export type KeptGiftNote =
  /** Already assigned to `other` (their nickname, or ID when unnamed). */
  | { kind: 'taken'; giftId: string; giftName: string; other: string }
  /** Not in the catalogue (any more), so its name and price are unknown. */
  | { kind: 'unknown'; giftId: string };

/** The outcome of picking a kept streamer. */
export type KeptStreamerOutcome =
  | {
      kind: 'applied';
      /** Row filled (an index of `streamers`; equal to the old length when a row was added). */
      index: number;
      streamer: StreamerFormValues;
      /** The selected gifts afterwards (unchanged, or with the usual gifts that were missing added). */
      gifts: GiftFormValues[];
      notes: KeptGiftNote[];
    }
  | { kind: 'exists' }
  | { kind: 'full' };

const isEmptyRow = (row: StreamerFormValues) => row.anchorId.trim() === '' && row.nickname.trim() === '';

/**
 * The form after picking `kept` (see the module comment).
 * @param catalogue the gift catalogue by gift id (names, prices, pictures of gifts to add).
 */
export function applyKeptStreamer(
  form: { streamers: readonly StreamerFormValues[]; gifts: readonly GiftFormValues[] },
  kept: Pick<GroupStreamerRow, 'anchorId' | 'nickname' | 'avatarUrl' | 'giftIds'>,
  catalogue: ReadonlyMap<string, CatalogueGift>,
): KeptStreamerOutcome {
  if (form.streamers.some((row) => row.anchorId.trim() === kept.anchorId)) return { kind: 'exists' };
  const empty = form.streamers.findIndex(isEmptyRow);
  if (empty < 0 && form.streamers.length >= MAX_STREAMERS) return { kind: 'full' };
  const index = empty < 0 ? form.streamers.length : empty;
  const previous = empty < 0 ? null : form.streamers[empty]!;

  const gifts = [...form.gifts];
  const assigned = [...(previous?.gifts ?? [])];
  const notes: KeptGiftNote[] = [];
  for (const giftId of kept.giftIds) {
    if (assigned.includes(giftId)) continue;
    const owner = form.streamers.find((row, i) => i !== index && row.gifts.includes(giftId));
    if (owner) {
      const giftName = gifts.find((g) => g.giftId === giftId)?.giftName ?? catalogue.get(giftId)?.name ?? giftId;
      notes.push({ kind: 'taken', giftId, giftName, other: owner.nickname.trim() || owner.anchorId.trim() });
      continue;
    }
    if (!gifts.some((g) => g.giftId === giftId)) {
      const gift = catalogue.get(giftId);
      if (!gift) {
        notes.push({ kind: 'unknown', giftId });
        continue;
      }
      gifts.push({ giftId, giftName: gift.name, imageUrl: gift.imageUrl ?? '', price: String(gift.diamondCount) });
    }
    assigned.push(giftId);
  }

  return {
    kind: 'applied',
    index,
    streamer: {
      anchorId: kept.anchorId,
      nickname: kept.nickname,
      avatarUrl: kept.avatarUrl ?? '',
      gifts: assigned,
      triggerGiftId: previous?.triggerGiftId ?? '',
    },
    gifts,
    notes,
  };
}
