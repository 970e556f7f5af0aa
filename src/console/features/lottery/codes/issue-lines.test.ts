/** The "Issue codes" lines: IDs with optional nicknames, blank lines and repeats dropped. */
import { describe, expect, it } from 'vitest';
import { parseIssueLines } from './issue-lines';

describe('parseIssueLines', () => {
  it('reads one streamer per line with an optional nickname after a comma', () => {
    expect(parseIssueLines('lily.live, Lily\n\n @@omar_tt \nLILY.live,Other\nsora，ソラ\n')).toEqual([
      { uniqueId: 'lily.live', nickname: 'Lily' },
      { uniqueId: 'omar_tt', nickname: null },
      { uniqueId: 'sora', nickname: 'ソラ' },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(parseIssueLines(' \n\n')).toEqual([]);
  });
});
