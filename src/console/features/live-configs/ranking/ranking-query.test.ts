import { describe, expect, it } from 'vitest';
import { LIVE_CONFIG_API_MESSAGES } from '../../../../../streams/contracts/live-configs';
import { rankingParams } from '../api/get-ranking';
import { rangeIssues } from './ranking-query';

describe('PK score ranking query', () => {
  const custom = { range: 'custom' as const, configId: null };

  it('asks for both dates of a custom range and refuses an end before the start (with the date messages)', () => {
    expect(rangeIssues({ ...custom, start: '', end: '' })).toEqual({ start: LIVE_CONFIG_API_MESSAGES.startRequired, end: LIVE_CONFIG_API_MESSAGES.endRequired });
    expect(rangeIssues({ ...custom, start: '2024-05-10', end: '2024-05-01' })).toEqual({ end: LIVE_CONFIG_API_MESSAGES.endBeforeStart });
    expect(rangeIssues({ ...custom, start: '2024-05-01', end: '2024-05-01' })).toEqual({});
    expect(rangeIssues({ range: 'lastWeek', start: '', end: '', configId: null })).toEqual({});
  });

  it('sends days only for a custom range and the configuration only when one is chosen', () => {
    expect(rankingParams({ range: 'today', start: '2024-05-01', end: '', configId: null })).toEqual({ range: 'today', size: 100 });
    expect(rankingParams({ ...custom, start: '2024-05-01', end: '2024-05-03', configId: 7 })).toEqual({ range: 'custom', size: 100, start: '2024-05-01', end: '2024-05-03', configId: 7 });
  });
});
