/**
 * `npm run device:demo -- --url=ws://localhost:8000/device --key=dk_…`: a reference device for Live game devices
 * (protocol in streams/contracts/devices.ts and the README "Live game devices"). It connects, prints each
 * command on one line, acknowledges it, and reconnects with backoff (1 s doubling to 30 s, with jitter) when the
 * connection drops. A command that comes again after a reconnect (its ack was lost) is acknowledged again but not
 * acted on twice. Ctrl-C (SIGINT) or SIGTERM closes the connection and exits 0.
 *
 * Options (or environment): `--url` (`DEVICE_URL`, default ws://localhost:8000/device), `--key` (`DEVICE_KEY`,
 * required). Exits 1 when the server refuses the key (4401) or another connection of the device replaced this one
 * (4409): retrying would not help. A disabled device (4403) is retried, so switching it on in the console resumes.
 *
 * Output, one line each: `connected`, `command #<id> <name> <payload JSON>`, `again #<id>`, `disconnected …`,
 * `server error …`.
 */
import WebSocket from 'ws';
import { z } from 'zod';
import { DEVICE_WS_CLOSE, deviceServerFrameSchema } from '../streams/contracts/devices';

const optionsSchema = z.object({
  url: z.string().regex(/^wss?:\/\/\S+$/, '--url must be a ws:// or wss:// address, e.g. ws://localhost:8000/device'),
  key: z.string({ error: '--key is required (the device key shown when the device was added)' }).min(1, '--key is required (the device key shown when the device was added)'),
});

/** `--name=value` arguments, then the environment. */
function readOptions(argv: readonly string[]): z.infer<typeof optionsSchema> {
  const args = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z]+)=(.*)$/.exec(arg);
    if (match) args.set(match[1]!, match[2]!);
  }
  const parsed = optionsSchema.safeParse({ url: args.get('url') ?? process.env.DEVICE_URL ?? 'ws://localhost:8000/device', key: args.get('key') ?? process.env.DEVICE_KEY });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(issue.message);
    console.error('usage: npm run device:demo -- --url=ws://localhost:8000/device --key=dk_…');
    process.exit(2);
  }
  return parsed.data;
}

const say = (text: string) => console.log(`${new Date().toISOString()} ${text}`);

const options = readOptions(process.argv.slice(2));
/** Command ids acted on, newest last (bounded: ids only come again shortly after a reconnect). */
const done: number[] = [];
const DONE_KEPT = 1_000;
let socket: WebSocket | null = null;
let retryMs = 1_000;
let retryTimer: NodeJS.Timeout | null = null;
let stopping = false;

function connect(): void {
  const url = new URL(options.url);
  url.searchParams.set('key', options.key);
  const ws = new WebSocket(url);
  socket = ws;
  ws.on('open', () => {
    retryMs = 1_000;
  });
  ws.on('message', (data, isBinary) => {
    let frame: z.infer<typeof deviceServerFrameSchema>;
    try {
      if (isBinary) throw new Error('binary frame');
      frame = deviceServerFrameSchema.parse(JSON.parse(data.toString()));
    } catch (error) {
      say(`ignored a frame the protocol does not know: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    switch (frame.type) {
      case 'hello':
        say(`connected as device #${frame.deviceId} ${JSON.stringify(frame.name)}`);
        return;
      case 'command':
        if (done.includes(frame.id)) {
          say(`again #${frame.id} (already done; acknowledged again)`);
        } else {
          // A real device acts here (fire the prop, switch the light) and acknowledges once it has.
          say(`command #${frame.id} ${JSON.stringify(frame.commandName)} ${JSON.stringify(frame.payload)}`);
          done.push(frame.id);
          if (done.length > DONE_KEPT) done.shift();
        }
        ws.send(JSON.stringify({ type: 'ack', id: frame.id }));
        return;
      case 'error':
        say(`server error ${frame.code}: ${frame.message}`);
        return;
      case 'pong':
        return;
    }
  });
  ws.on('error', (error) => {
    // 'close' follows and decides what to do.
    say(`connection error: ${error.message}`);
  });
  ws.on('close', (code, reason) => {
    socket = null;
    if (stopping) return;
    say(`disconnected (${code}${reason.length > 0 ? ` ${reason.toString()}` : ''})`);
    if (code === DEVICE_WS_CLOSE.unknownKey || code === DEVICE_WS_CLOSE.replaced) {
      console.error(code === DEVICE_WS_CLOSE.unknownKey ? 'The server does not know this key: copy the key from the Devices page (or make a new one).' : 'Another connection with this key took over.');
      process.exit(1);
    }
    const wait = Math.round(retryMs * (0.75 + Math.random() * 0.5));
    say(`reconnecting in ${wait} ms`);
    retryTimer = setTimeout(connect, wait);
    retryMs = Math.min(retryMs * 2, 30_000);
  });
}

function stop(): void {
  if (stopping) return;
  stopping = true;
  if (retryTimer) clearTimeout(retryTimer);
  const open = socket;
  if (!open || open.readyState === WebSocket.CLOSED) process.exit(0);
  open.once('close', () => process.exit(0));
  open.close(1000, 'device stopping');
  // A server that never answers the close must not keep the demo alive.
  setTimeout(() => process.exit(0), 2_000).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
say(`connecting to ${options.url}`);
connect();
