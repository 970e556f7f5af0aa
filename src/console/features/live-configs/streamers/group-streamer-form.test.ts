import { describe, expect, it } from 'vitest';
import { GROUP_STREAMER_MESSAGES } from '../../../../../streams/contracts/group-streamers';
import { emptyGroupStreamer, groupStreamerFieldOf, groupStreamerFormSchema, toGroupStreamerForm } from './group-streamer-form';

describe('groupStreamerFieldOf', () => {
  it('puts a message on the form field its path starts with, and none for a path naming no field', () => {
    expect(groupStreamerFieldOf('anchorId')).toBe('anchorId');
    expect(groupStreamerFieldOf('giftIds.3')).toBe('giftIds');
    expect(groupStreamerFieldOf('id')).toBeNull();
  });
});

describe('the form values', () => {
  it('validate with the contract: messages on their fields; the body trimmed, @ dropped, blanks kept for the server to store as none', () => {
    const empty = groupStreamerFormSchema.safeParse(emptyGroupStreamer());
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['anchorId', GROUP_STREAMER_MESSAGES.anchorRequired],
      ['nickname', GROUP_STREAMER_MESSAGES.nicknameRequired],
    ]);
    expect(groupStreamerFormSchema.parse({ anchorId: ' @luna ', nickname: ' Luna ', avatarUrl: '', giftIds: ['1', '1'], remark: '' })).toEqual({
      anchorId: 'luna',
      nickname: 'Luna',
      avatarUrl: '',
      giftIds: ['1'],
      remark: '',
    });
  });

  it('put an avatar link that is not http(s) on the avatar field', () => {
    const result = groupStreamerFormSchema.safeParse({ ...emptyGroupStreamer(), anchorId: 'luna', nickname: 'Luna', avatarUrl: 'javascript:alert(1)' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['avatarUrl', GROUP_STREAMER_MESSAGES.avatarUrl]]);
  });

  it('read a row back', () => {
    expect(
      toGroupStreamerForm({ id: 1, anchorId: 'luna', nickname: 'Luna', avatarUrl: null, giftIds: ['1'], remark: null, createBy: 'admin', createTime: '', updateTime: '' }),
    ).toEqual({ anchorId: 'luna', nickname: 'Luna', avatarUrl: '', giftIds: ['1'], remark: '' });
  });
});
