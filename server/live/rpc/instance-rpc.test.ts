/** Calls between instances, in memory and (when REDIS_URL is set, as in CI's second run) over Redis. */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRpcNetwork, createRedisInstanceRpc, RpcRemoteError, RpcTimeoutError, RpcUnreachableError, type InstanceRpc } from './instance-rpc';

class GameCommandError extends Error {
  override readonly name = 'GameCommandError';
  constructor(
    message: string,
    readonly needsConfirmation: boolean,
  ) {
    super(message);
  }
}

type Join = (id: string) => Promise<InstanceRpc>;
const networks: [string, () => Join][] = [
  [
    'memory',
    () => {
      const network = createMemoryRpcNetwork();
      return async (id) => network.join(id);
    },
  ],
];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  networks.push([
    'redis',
    () => {
      const prefix = `ld-test:rpc:${randomBytes(4).toString('hex')}:`;
      return (id) => createRedisInstanceRpc(url, prefix, id);
    },
  ]);
}

describe.each(networks)('instance RPC over %s', (_name, network) => {
  const open: InstanceRpc[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((rpc) => rpc.close()));
  });
  const instances = async () => {
    const join = network();
    const a = await join('instance-a');
    const b = await join('instance-b');
    open.push(a, b);
    return { a, b };
  };

  it('runs the method on the target instance and returns its answer', async () => {
    const { a, b } = await instances();
    const seen: unknown[] = [];
    b.handle('game.command', async (payload) => {
      seen.push(payload);
      return { ranOn: b.instanceId, board: [{ streamerId: 's1', score: 99 }] };
    });
    await expect(a.call('instance-b', 'game.command', { configId: 7, type: 'round.start' })).resolves.toEqual({ ranOn: 'instance-b', board: [{ streamerId: 's1', score: 99 }] });
    expect(seen).toEqual([{ configId: 7, type: 'round.start' }]);
  });

  it("passes the handler's error with its name, message and fields", async () => {
    const { a, b } = await instances();
    b.handle('game.command', async () => {
      throw new GameCommandError('Another PK phase is running', true);
    });
    const error = await a.call('instance-b', 'game.command', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcRemoteError);
    expect(error).toMatchObject({ remoteName: 'GameCommandError', message: 'Another PK phase is running', data: { needsConfirmation: true } });
  });

  it('fails at once for an instance that is gone, and on timeout for one that does not answer', async () => {
    const { a, b } = await instances();
    await expect(a.call('instance-gone', 'x', {})).rejects.toBeInstanceOf(RpcUnreachableError);
    b.handle('slow', () => new Promise(() => undefined));
    await expect(a.call('instance-b', 'slow', {}, 200)).rejects.toBeInstanceOf(RpcTimeoutError);
  });

  it('an unknown method is a remote error, and many concurrent calls each get their own answer', async () => {
    const { a, b } = await instances();
    await expect(a.call('instance-b', 'nope', {})).rejects.toBeInstanceOf(RpcRemoteError);
    b.handle('double', async (payload) => (payload as number) * 2);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => a.call('instance-b', 'double', i)));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });
});
