import { describe, expect, it } from 'vitest';
import { GROUP_STREAMER_MESSAGES } from '../../../../../streams/contracts/group-streamers';
import { HttpRequestError } from '@shared/http/http-error';
import { emptyGroupStreamer, fieldRefusal, groupStreamerFormSchema, toGroupStreamerForm } from './group-streamer-form';

const request = { method: 'POST', url: 'api/groupStreamers', silent: true };
const refused = (message: string, status = 400) => new HttpRequestError({ kind: 'http', status, message, request });

describe('fieldRefusal', () => {
  it("puts the server's message on the field it names, a bare duplicate message on the streamer ID", () => {
    expect(fieldRefusal(refused(`anchorId: ${GROUP_STREAMER_MESSAGES.exists}`))).toEqual({ field: 'anchorId', text: GROUP_STREAMER_MESSAGES.exists });
    expect(fieldRefusal(refused(GROUP_STREAMER_MESSAGES.exists))).toEqual({ field: 'anchorId', text: GROUP_STREAMER_MESSAGES.exists });
    expect(fieldRefusal(refused('body.nickname: Please enter the nickname'))).toEqual({ field: 'nickname', text: 'Please enter the nickname' });
    expect(fieldRefusal(refused('giftIds.3: Too big'))).toEqual({ field: 'giftIds', text: 'Too big' });
  });

  it('leaves everything else to the form (a message naming no field of it, other statuses, network failures)', () => {
    expect(fieldRefusal(refused('id: Invalid input'))).toBeNull();
    expect(fieldRefusal(refused('Something else went wrong'))).toBeNull();
    expect(fieldRefusal(refused(`anchorId: ${GROUP_STREAMER_MESSAGES.exists}`, 500))).toBeNull();
    expect(fieldRefusal(new HttpRequestError({ kind: 'timeout', message: undefined, request }))).toBeNull();
    expect(fieldRefusal(new Error('boom'))).toBeNull();
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
