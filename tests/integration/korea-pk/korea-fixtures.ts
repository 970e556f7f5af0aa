/** A Korea group PK event on the `link` replay host, shared by the Korea group PK integration tests. */
import type { KoreaEventInput } from '../../../streams/contracts/korea-pk';
import type { CatalogueGift } from '../../../streams/contracts/live-configs';

export const ROSE = '5655';
export const HEART_ME = '7934';
export const TEAM_BRACELET = '9139';

export type Json = Record<string, unknown> | unknown[];

/**
 * Two streamers in two teams, paired, in a solo order (sol first); the host is @link_host of the replay source (the
 * game never starts a replay room itself: tests start them). Gifts at their catalogue price, so points = diamonds:
 * by default luna has Rose (24 in the `link` fixture) and sol the Team Bracelet and Heart Me (13); `allToLuna` gives
 * luna every gift of the fixture (37) and sol a gift it never sends.
 */
export function koreaEvent(catalogue: readonly CatalogueGift[], overrides: Partial<KoreaEventInput> = {}, allToLuna = false): KoreaEventInput {
  const gift = (giftId: string) => {
    const found = catalogue.find((g) => g.giftId === giftId);
    if (!found) throw new Error(`gift ${giftId} is not in the catalogue`);
    return { giftId, giftName: found.name, price: found.diamondCount };
  };
  const spare = catalogue.find((g) => ![ROSE, HEART_ME, TEAM_BRACELET].includes(g.giftId))!;
  const gifts = [gift(ROSE), gift(TEAM_BRACELET), gift(HEART_ME), ...(allToLuna ? [gift(spare.giftId)] : [])];
  return {
    name: 'Seoul night',
    room: { source: 'replay', uniqueId: 'link_host' },
    streamers: allToLuna
      ? [
          { anchorId: 'luna_1', nickname: 'Luna', gifts: [ROSE, TEAM_BRACELET, HEART_ME], teamId: 'red' },
          { anchorId: 'sol_2', nickname: 'Sol', gifts: [spare.giftId], teamId: 'blue' },
        ]
      : [
          { anchorId: 'luna_1', nickname: 'Luna', gifts: [ROSE], teamId: 'red' },
          { anchorId: 'sol_2', nickname: 'Sol', gifts: [TEAM_BRACELET, HEART_ME], teamId: 'blue' },
        ],
    gifts,
    attribution: 'gift',
    minGiftValue: 0,
    korea: {
      teams: [
        { id: 'red', name: '레드', color: '#ff3366' },
        { id: 'blue', name: '블루', color: '#3366ff' },
      ],
      double: { pairs: [{ a: 'luna_1', b: 'sol_2' }], durationSeconds: 0 },
      solo: { order: ['sol_2', 'luna_1'], turnSeconds: 3_600 },
      team: { durationSeconds: 0 },
      weights: { double: 100, solo: 100, team: 100 },
    },
    ...overrides,
  };
}
