import { describe, expect, it } from 'vitest';
import { roomIdSchema } from '../../../streams/contracts/live-rooms';
import { newRoomId, replayStem } from './room-id';

describe('room ids', () => {
  it('are readable, match roomIdSchema and skip taken ids', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 200; i++) taken.add(newRoomId({ source: 'simulator' }, (id) => taken.has(id)));
    expect(taken.size).toBe(200);
    for (const id of taken) expect(id).toMatch(/^sim-[a-z0-9]{6}$/);
    const ids = [
      newRoomId({ source: 'replay', file: '../x/link.timeline.jsonl' }, () => false),
      newRoomId({ source: 'replay', file: 'weird name (1).jsonl' }, () => false),
      newRoomId({ source: 'replay', file: `${'a'.repeat(300)}.jsonl` }, () => false),
      newRoomId({ source: 'euler', uniqueId: 'some.host_1' }, () => false),
    ];
    expect(ids[0]).toMatch(/^replay-link-[a-z0-9]{4}$/);
    expect(ids[1]).toMatch(/^replay-weird-name-1-[a-z0-9]{4}$/);
    expect(ids[3]).toMatch(/^some\.host_1-[a-z0-9]{4}$/);
    for (const id of ids) expect(roomIdSchema.safeParse(id).success).toBe(true);
  });

  it('reduces replay file names to id characters', () => {
    expect(replayStem('/data/dupa.timeline.jsonl')).toBe('dupa');
    expect(replayStem('...jsonl')).toBe('file');
  });
});
