/** The scanner's reasons read back to their codes, so the console can translate what the server wrote in English. */
import { describe, expect, it } from 'vitest';
import { MONITOR_REASON_TEXTS, monitorReason, readMonitorReason, wallAlertText, type MonitorReasonCode } from './monitor-reasons';

describe('monitor reasons', () => {
  it('reads every reason the scanner writes back to its code and params', () => {
    const params = { type: 'focus', reason: 'staff: closing time', from: 'old_id', to: 'new_id' };
    for (const code of Object.keys(MONITOR_REASON_TEXTS) as MonitorReasonCode[]) {
      const read = readMonitorReason(monitorReason(code, params));
      expect(read?.code, code).toBe(code);
      for (const [name, value] of Object.entries(read?.params ?? {})) expect(value).toBe(params[name as keyof typeof params]);
    }
    expect(monitorReason('connected')).toBe('connected to the live room');
    expect(readMonitorReason('the live room was stopped: connection lost: a: b')).toEqual({ code: 'roomStopped', params: { reason: 'connection lost: a: b' } });
  });

  it("has no code for the platform's own words or an empty reason", () => {
    expect(readMonitorReason('tiktok-live-connector: the host is not live (room status 4)')).toBeNull();
    expect(readMonitorReason('not live any more')).toBeNull();
    expect(readMonitorReason('')).toBeNull();
    expect(readMonitorReason(null)).toBeNull();
  });

  it("writes the alerts' English details, without a battle id", () => {
    expect(wallAlertText('giftSent', { sender: 'fan_9', gift: 'Gold Mine', count: 1 })).toBe('fan_9 sent Gold Mine ×1');
    expect(wallAlertText('pkStarted')).toBe('PK started');
  });
});
