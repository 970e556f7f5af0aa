import { describe, expect, it } from 'vitest';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { MAX_STREAMERS } from '../../../../../streams/games/live-config';
import { emptyStreamer, type GiftFormValues, type StreamerFormValues } from './config-form';
import { applyKeptStreamer } from './kept-streamer';

const catalogue = new Map<string, CatalogueGift>([
  ['5655', { giftId: '5655', name: 'Rose', diamondCount: 1, type: 1, imageUrl: 'https://img/rose.png' }],
  ['5487', { giftId: '5487', name: 'Finger Heart', diamondCount: 5, type: 1, imageUrl: null }],
  ['5269', { giftId: '5269', name: 'TikTok', diamondCount: 1, type: 1, imageUrl: null }],
]);
const rose: GiftFormValues = { giftId: '5655', giftName: 'Rose', imageUrl: '', price: '2' };
const luna = { anchorId: 'luna', nickname: 'Luna', avatarUrl: 'https://img/luna.png', giftIds: ['5655', '5487'] };
const row = (over: Partial<StreamerFormValues>): StreamerFormValues => ({ ...emptyStreamer(), ...over });

describe('applyKeptStreamer', () => {
  it('fills the first empty row: ID, nickname, avatar, usual gifts; a selected gift keeps its price, a missing one is added at the catalogue price', () => {
    const outcome = applyKeptStreamer({ streamers: [row({ anchorId: 'sol', nickname: 'Sol' }), emptyStreamer(), emptyStreamer()], gifts: [rose] }, luna, catalogue);
    expect(outcome).toEqual({
      kind: 'applied',
      index: 1,
      streamer: { anchorId: 'luna', nickname: 'Luna', avatarUrl: 'https://img/luna.png', gifts: ['5655', '5487'], triggerGiftId: '' },
      gifts: [rose, { giftId: '5487', giftName: 'Finger Heart', imageUrl: '', price: '5' }],
      notes: [],
    });
  });

  it('adds a row when none is empty, keeping an empty row\'s trigger gift and gifts', () => {
    const full = applyKeptStreamer({ streamers: [row({ anchorId: 'sol', nickname: 'Sol' })], gifts: [] }, { ...luna, avatarUrl: null, giftIds: [] }, catalogue);
    expect(full).toMatchObject({ kind: 'applied', index: 1, streamer: { avatarUrl: '', gifts: [] }, gifts: [] });
    const kept = applyKeptStreamer({ streamers: [row({ gifts: ['5269'], triggerGiftId: '5269' })], gifts: [] }, luna, catalogue);
    expect(kept).toMatchObject({ kind: 'applied', index: 0, streamer: { gifts: ['5269', '5655', '5487'], triggerGiftId: '5269' } });
  });

  it("leaves a gift that scores for another streamer with them, and one the catalogue lacks out; both are reported", () => {
    const outcome = applyKeptStreamer(
      { streamers: [row({ anchorId: 'sol', nickname: 'Sol', gifts: ['5655'] }), emptyStreamer()], gifts: [rose] },
      { ...luna, giftIds: ['5655', 'gone', '5487'] },
      catalogue,
    );
    expect(outcome).toMatchObject({
      kind: 'applied',
      streamer: { gifts: ['5487'] },
      notes: [
        { kind: 'taken', giftId: '5655', giftName: 'Rose', other: 'Sol' },
        { kind: 'unknown', giftId: 'gone' },
      ],
    });
    if (outcome.kind === 'applied') expect(outcome.gifts.map((g) => g.giftId)).toEqual(['5655', '5487']);
  });

  it('refuses a streamer already in the form, and a 21st streamer', () => {
    expect(applyKeptStreamer({ streamers: [row({ anchorId: ' luna ' })], gifts: [] }, luna, catalogue)).toEqual({ kind: 'exists' });
    const many = Array.from({ length: MAX_STREAMERS }, (_, i) => row({ anchorId: `s${i}`, nickname: `S${i}` }));
    expect(applyKeptStreamer({ streamers: many, gifts: [] }, luna, catalogue)).toEqual({ kind: 'full' });
  });
});
