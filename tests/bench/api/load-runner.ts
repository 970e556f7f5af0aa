/**
 * The load generator of the api section, in a child process so it never shares the event loop (nor the heap and its
 * garbage collector) of the server it measures, which listens in the bench's own process: autocannon against one
 * URL, a short untimed warm-up (connections opened, the server's code paths compiled), then the measured run. The job
 * is the first argument (JSON, {@link loadJobSchema}); one {@link LoadMessage} goes back over IPC, then the process
 * ends.
 *
 * Not a worker thread: autocannon, loaded in a worker thread, takes itself for one of its own workers and leaves its
 * results unaggregated.
 */
import autocannon from 'autocannon';
import { loadJobSchema, type LoadMessage } from './load-protocol';

async function run(): Promise<LoadMessage> {
  const job = loadJobSchema.parse(JSON.parse(process.argv[2] ?? 'null'));
  const options = { url: job.url, headers: job.headers, connections: job.connections };
  await autocannon({ ...options, duration: job.warmupSeconds });
  const result = await autocannon({ ...options, duration: job.seconds });
  return {
    type: 'result',
    result: {
      // Only 2xx answers count as work done: a fast 401 is not a figure.
      perSec: result['2xx'] / result.duration,
      p99Ms: result.latency.p99,
      p50Ms: result.latency.p50,
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      seconds: result.duration,
    },
  };
}

const send = (message: LoadMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()) ?? resolve());

run().then(send, (error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error) })).finally(() => process.disconnect?.());
