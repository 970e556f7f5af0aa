/**
 * The "Issue codes" form's streamers as typed: one TikTok ID per line, optionally a comma and the nickname
 * ("lily.live, Lily"); blank lines skipped, a leading '@' dropped, a streamer typed twice kept once (the first).
 */

/** One streamer of the issue body. */
export interface IssueStreamer {
  uniqueId: string;
  nickname: string | null;
}

/** The streamers of `text`, in the order typed. */
export function parseIssueLines(text: string): IssueStreamer[] {
  const seen = new Set<string>();
  const streamers: IssueStreamer[] = [];
  for (const line of text.split(/\r?\n/)) {
    const comma = line.search(/[,，،]/);
    const id = (comma === -1 ? line : line.slice(0, comma)).trim().replace(/^@+/, '');
    if (id === '' || seen.has(id.toLowerCase())) continue;
    seen.add(id.toLowerCase());
    const nickname = comma === -1 ? '' : line.slice(comma + 1).trim();
    streamers.push({ uniqueId: id, nickname: nickname === '' ? null : nickname });
  }
  return streamers;
}
