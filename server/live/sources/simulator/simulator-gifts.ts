/**
 * Gifts the simulator sends: real TikTok gifts with their catalogue ids, names, diamond values and types
 * (tests/fixtures/tiktok/gifts.catalogue.json, snapshot of 2024-01-05; type 1 = streakable, 2 and 4 not),
 * weighted so cheap streakable gifts dominate as they do in real rooms.
 */
export interface SimulatedGift {
  id: string;
  name: string;
  diamondCount: number;
  /** Webcast gift type: 1 streakable (combo), 2/4 not. */
  type: 1 | 2 | 4;
  /** Relative frequency. */
  weight: number;
}

export const SIMULATED_GIFTS: readonly SimulatedGift[] = [
  { id: '5655', name: 'Rose', diamondCount: 1, type: 1, weight: 30 },
  { id: '5269', name: 'TikTok', diamondCount: 1, type: 1, weight: 12 },
  { id: '6064', name: 'GG', diamondCount: 1, type: 1, weight: 10 },
  { id: '5827', name: 'Ice Cream Cone', diamondCount: 1, type: 1, weight: 8 },
  { id: '5487', name: 'Finger Heart', diamondCount: 5, type: 1, weight: 10 },
  { id: '5480', name: 'Heart', diamondCount: 10, type: 1, weight: 5 },
  { id: '5658', name: 'Perfume', diamondCount: 20, type: 1, weight: 4 },
  { id: '5879', name: 'Doughnut', diamondCount: 30, type: 1, weight: 3 },
  { id: '5659', name: 'Paper Crane', diamondCount: 99, type: 2, weight: 3 },
  { id: '6432', name: 'Star', diamondCount: 99, type: 4, weight: 2 },
  { id: '5660', name: 'Hand Hearts', diamondCount: 100, type: 2, weight: 3 },
  { id: '5585', name: 'Confetti', diamondCount: 100, type: 2, weight: 2 },
  { id: '6713', name: 'Cheer For You', diamondCount: 199, type: 2, weight: 1.5 },
  { id: '6007', name: 'Boxing Gloves', diamondCount: 299, type: 2, weight: 1 },
  { id: '7168', name: 'Money Gun', diamondCount: 500, type: 2, weight: 0.6 },
  { id: '5587', name: 'Gold Mine', diamondCount: 1000, type: 2, weight: 0.3 },
];
