/** The monitored streamer form's schema (streamer-form.ts): what it sends, and its messages on their fields. */
import { describe, expect, it } from 'vitest';
import { MONITOR_MESSAGES, type MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { streamerDefaults, streamerFormSchema, toStreamerFormValues } from './streamer-form';

const row: MonitorStreamerRow = {
  id: 3,
  uniqueId: 'luna',
  nickname: 'luna',
  avatarUrl: null,
  type: 'pk',
  roomId: null,
  staff: { id: 7, nickName: 'Mina' },
  notes: null,
  enabled: false,
  status: 'disabled',
  statusReason: 'monitoring disabled',
  lastCheckedAt: null,
  createTime: '2026-01-01 10:00:00',
  updateTime: '2026-01-01 10:00:00',
};

describe('streamerFormSchema', () => {
  it('sends the body: @ dropped, blanks null, staff as a number', () => {
    const parsed = streamerFormSchema.parse({ ...streamerDefaults(), uniqueId: ' @Luna_1 ', nickname: ' ', notes: 'Evenings', staffId: '7', type: 'focus' });
    expect(parsed).toEqual({ uniqueId: 'Luna_1', nickname: null, avatarUrl: null, type: 'focus', staffId: 7, notes: 'Evenings', enabled: true });
  });

  it('puts the contract messages on their fields', () => {
    const result = streamerFormSchema.safeParse({ ...streamerDefaults(), uniqueId: 'bad id!', type: '' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['uniqueId', MONITOR_MESSAGES.uniqueIdFormat],
      ['type', MONITOR_MESSAGES.typeRequired],
    ]);
    expect(streamerFormSchema.safeParse(streamerDefaults()).error!.issues.map((issue) => issue.message)).toEqual([MONITOR_MESSAGES.uniqueIdRequired]);
  });

  it('refuses an avatar link that is not http(s) on the avatar field, in the words the monitoring bundle translates', () => {
    for (const avatarUrl of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'ftp://example.com/a.png']) {
      const result = streamerFormSchema.safeParse({ ...streamerDefaults(), uniqueId: 'luna_1', type: 'focus', avatarUrl });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]), avatarUrl).toEqual([['avatarUrl', MONITOR_MESSAGES.avatarUrl]]);
    }
    expect(streamerFormSchema.parse({ ...streamerDefaults(), uniqueId: 'luna_1', type: 'focus', avatarUrl: ' https://p16.example.com/a.webp ' }).avatarUrl).toBe('https://p16.example.com/a.webp');
  });

  it('reads a row back (a nickname that is only the ID stays blank)', () => {
    expect(toStreamerFormValues(row)).toEqual({ uniqueId: 'luna', nickname: '', avatarUrl: '', type: 'pk', staffId: '7', notes: '', enabled: false });
  });
});
