/**
 * Calls from one server instance to another (scale-out): a command for a live game reaches
 * whichever instance the load balancer picked, but only the instance holding the game's lease runs it
 * (server/live/lease), so that instance is asked to run it and its answer is returned.
 *
 * Redis pub/sub when `REDIS_URL` is set: each instance listens on `<prefix>rpc:<instanceId>`; a call publishes
 * `{ id, from, method, payload }` there and the answer comes back on the caller's own channel. A publish that no
 * instance receives fails at once with {@link RpcUnreachableError} (the target stopped); an answer that does not
 * come within the timeout fails with {@link RpcTimeoutError}. In memory (the embedded single instance, and tests
 * with several instances in one process) the same contract runs over a shared in-process network.
 *
 * Payloads and results must be JSON. A handler's error reaches the caller as {@link RpcRemoteError} with the
 * error's `name`, `message` and its own enumerable fields in `data`.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';

export type RpcHandler = (payload: unknown) => Promise<unknown>;

export interface InstanceRpc {
  readonly instanceId: string;
  /** Answers calls of `method` on this instance (one handler per method). */
  handle(method: string, handler: RpcHandler): void;
  /**
   * Calls `method` on instance `target`.
   * @throws {RpcUnreachableError} when no instance `target` listens; {@link RpcTimeoutError} after `timeoutMs`
   *   (default 10,000 ms); {@link RpcRemoteError} when the handler threw or the method is unknown there.
   */
  call(target: string, method: string, payload: unknown, timeoutMs?: number): Promise<unknown>;
  close(): Promise<void>;
}

export class RpcUnreachableError extends Error {
  override readonly name = 'RpcUnreachableError';
  constructor(readonly target: string) {
    super(`server instance ${target} is not reachable`);
  }
}

export class RpcTimeoutError extends Error {
  override readonly name = 'RpcTimeoutError';
  constructor(readonly target: string, method: string, timeoutMs: number) {
    super(`server instance ${target} did not answer ${method} within ${timeoutMs} ms`);
  }
}

/** An error thrown by the remote handler. */
export class RpcRemoteError extends Error {
  override readonly name = 'RpcRemoteError';
  constructor(
    /** The remote error's class name (e.g. `GameCommandError`). */
    readonly remoteName: string,
    message: string,
    /** The remote error's own enumerable fields. */
    readonly data: Record<string, unknown>,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

const messageSchema = z.union([
  z.object({ kind: z.literal('call'), id: z.string(), from: z.string(), method: z.string(), payload: z.unknown() }),
  z.object({ kind: z.literal('ok'), id: z.string(), result: z.unknown() }),
  z.object({ kind: z.literal('error'), id: z.string(), name: z.string(), message: z.string(), data: z.record(z.string(), z.unknown()) }),
]);
type RpcMessage = z.infer<typeof messageSchema>;

const errorMessage = (id: string, error: unknown): RpcMessage => {
  if (error instanceof Error) {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(error)) if (key !== 'name' && key !== 'message' && key !== 'stack') data[key] = value;
    return { kind: 'error', id, name: error.name, message: error.message, data };
  }
  return { kind: 'error', id, name: 'Error', message: String(error), data: {} };
};

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** The transport-independent half: handlers, pending calls and message dispatch. */
function createEndpoint(instanceId: string, send: (target: string, message: RpcMessage) => Promise<boolean>) {
  const handlers = new Map<string, RpcHandler>();
  const pending = new Map<string, Pending>();

  const receive = (message: RpcMessage) => {
    if (message.kind === 'call') {
      const handler = handlers.get(message.method);
      const run = handler ? handler(message.payload) : Promise.reject(new Error(`no handler for ${message.method} on ${instanceId}`));
      void run.then(
        (result) => send(message.from, { kind: 'ok', id: message.id, result: result ?? null }),
        (error: unknown) => send(message.from, errorMessage(message.id, error)),
      );
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    clearTimeout(call.timer);
    if (message.kind === 'ok') call.resolve(message.result);
    else call.reject(new RpcRemoteError(message.name, message.message, message.data));
  };

  const call = (target: string, method: string, payload: unknown, timeoutMs = DEFAULT_TIMEOUT_MS) =>
    new Promise<unknown>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new RpcTimeoutError(target, method, timeoutMs));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      send(target, { kind: 'call', id, from: instanceId, method, payload }).then(
        (delivered) => {
          if (delivered || !pending.delete(id)) return;
          clearTimeout(timer);
          reject(new RpcUnreachableError(target));
        },
        (error: unknown) => {
          if (!pending.delete(id)) return;
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const failAll = () => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      call.reject(new Error(`instance ${instanceId} closed before ${id} was answered`));
    }
    pending.clear();
  };

  return { handlers, receive, call, failAll };
}

/** An in-process network of instances (the embedded mode, and multi-instance tests in one process). */
export function createMemoryRpcNetwork() {
  const instances = new Map<string, (message: RpcMessage) => void>();
  return {
    /** Joins the network as `instanceId` (default: random). */
    join(instanceId: string = randomUUID()): InstanceRpc {
      const endpoint = createEndpoint(instanceId, async (target, message) => {
        const deliver = instances.get(target);
        if (!deliver) return false;
        // Through JSON and a macrotask, as over the wire.
        const copy = messageSchema.parse(JSON.parse(JSON.stringify(message)));
        setImmediate(() => deliver(copy));
        return true;
      });
      instances.set(instanceId, endpoint.receive);
      return {
        instanceId,
        handle: (method, handler) => void endpoint.handlers.set(method, handler),
        call: endpoint.call,
        async close() {
          instances.delete(instanceId);
          endpoint.failAll();
        },
      };
    },
  };
}

/**
 * Joins the Redis network of `url` as `instanceId`.
 * @throws when Redis cannot be reached.
 */
export async function createRedisInstanceRpc(url: string, prefix: string, instanceId: string = randomUUID(), onError: (error: unknown) => void = () => undefined): Promise<InstanceRpc> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const channel = (id: string) => `${prefix}rpc:${id}`;
  const endpoint = createEndpoint(instanceId, async (target, message) => (await publisher.publish(channel(target), JSON.stringify(message))) > 0);
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: RpcMessage;
    try {
      parsed = messageSchema.parse(JSON.parse(text));
    } catch (error) {
      onError(error);
      return;
    }
    endpoint.receive(parsed);
  });
  await subscriber.subscribe(channel(instanceId));
  return {
    instanceId,
    handle: (method, handler) => void endpoint.handlers.set(method, handler),
    call: endpoint.call,
    async close() {
      endpoint.failAll();
      await subscriber.quit().catch(() => undefined);
      await publisher.quit().catch(() => undefined);
    },
  };
}
