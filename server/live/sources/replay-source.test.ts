import { mkdtemp, mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceSignal } from './live-source';
import { ReplayFileError, createReplaySource, resolveReplayFile } from './replay-source';
import { TIKTOK_FIXTURES_DIR as FIXTURES } from '../../../tests/fixtures/fixtures-dir';

/** Opens a source and collects its signals until it ends (or `until` says stop). */
function collect(open: (emit: (s: SourceSignal) => void, signal: AbortSignal) => void, until?: (s: SourceSignal[]) => boolean) {
  const controller = new AbortController();
  const signals: SourceSignal[] = [];
  const done = new Promise<SourceSignal[]>((resolveDone) => {
    open((s) => {
      signals.push(s);
      if (s.type === 'ended' || s.type === 'disconnected' || until?.(signals)) {
        controller.abort();
        resolveDone(signals);
      }
    }, controller.signal);
  });
  return done;
}

describe('resolveReplayFile', () => {
  it('finds a fixture timeline by its name and refuses anything outside the allowed folders', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ld-replay-'));
    // Answers the real path (links resolved), which is what the confinement check compares.
    expect(await resolveReplayFile('link.timeline.jsonl', [dataDir, FIXTURES])).toBe(await realpath(join(FIXTURES, 'link.timeline.jsonl')));

    const outside = await mkdtemp(join(tmpdir(), 'ld-outside-'));
    await writeFile(join(outside, 'secret.jsonl'), '{}\n');
    await expect(resolveReplayFile(join(outside, 'secret.jsonl'), [dataDir, FIXTURES])).rejects.toThrow('outside the data folder');
    await expect(resolveReplayFile('../ld-outside/secret.jsonl', [dataDir])).rejects.toBeInstanceOf(ReplayFileError);
    await expect(resolveReplayFile('/etc/passwd', [dataDir])).rejects.toThrow('not a .jsonl timeline');
    await expect(resolveReplayFile('missing.jsonl', [dataDir, FIXTURES])).rejects.toThrow('was not found');
    // Outside the folders the answer does not depend on whether the file is there.
    await expect(resolveReplayFile(join(outside, 'absent.jsonl'), [dataDir, FIXTURES])).rejects.toThrow(`"${join(outside, 'absent.jsonl')}" is outside the data folder`);
    await expect(resolveReplayFile('../../no-such-folder/absent.jsonl', [dataDir])).rejects.toThrow('is outside the data folder');

    // A link inside the data folder that leads outside is refused too.
    await mkdir(join(dataDir, 'recordings'));
    await symlink(join(outside, 'secret.jsonl'), join(dataDir, 'recordings', 'link.jsonl'));
    await expect(resolveReplayFile('recordings/link.jsonl', [dataDir])).rejects.toThrow('outside the data folder');
  });
});

describe('replay source', () => {
  it('plays the link timeline at full speed: connected, every line in order, then ended', async () => {
    const source = createReplaySource({ file: join(FIXTURES, 'link.timeline.jsonl'), speed: 0 });
    const signals = await collect((emit, signal) => source.open(emit, signal));
    expect(signals[0]).toEqual({ type: 'connected' });
    expect(signals.at(-1)).toEqual({ type: 'ended', reason: 'replay finished' });
    const messages = signals.flatMap((s) => (s.type === 'message' ? [s.message] : []));
    expect(messages).toHaveLength(215); // fixture README: 215 messages
    expect(messages.every((m) => m.format === 'webcast')).toBe(true);
    const ts = messages.map((m) => (m.payload as { ts: number }).ts);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
  });

  it('spaces lines by their capture times divided by the speed factor', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ld-replay-'));
    const file = join(dir, 't.jsonl');
    await writeFile(file, ['{"ts":1000,"type":"A","data":{}}', '{"ts":2000,"type":"B","data":{}}', '', '{"ts":4000,"type":"C","data":{}}'].join('\n'));
    let clock = 0;
    const waits: number[] = [];
    const source = createReplaySource({
      file,
      speed: 10,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const signals = await collect((emit, signal) => source.open(emit, signal));
    expect(waits).toEqual([100, 200]);
    expect(signals.filter((s) => s.type === 'message').map((s) => (s.type === 'message' ? s.message.receivedAt : 0))).toEqual([0, 100, 300]);
  });

  it('passes a line that is not JSON on as raw text, for the normalizer to reject with a reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ld-replay-'));
    const file = join(dir, 'bad.jsonl');
    await writeFile(file, '{"ts":1,"type":"A","data":{}}\nnot json at all\n');
    const signals = await collect((emit, signal) => createReplaySource({ file, speed: 0 }).open(emit, signal));
    const payloads = signals.flatMap((s) => (s.type === 'message' ? [s.message.payload] : []));
    expect(payloads).toEqual([{ ts: 1, type: 'A', data: {} }, 'not json at all']);
  });

  it('stops emitting as soon as it is aborted', async () => {
    const source = createReplaySource({ file: join(FIXTURES, 'dupa.timeline.jsonl'), speed: 0 });
    const signals = await collect((emit, signal) => source.open(emit, signal), (s) => s.length === 11);
    await new Promise((r) => setTimeout(r, 50));
    expect(signals).toHaveLength(11);
    expect(signals.some((s) => s.type === 'ended')).toBe(false);
  });
});
