/**
 * Test double of the browser's WebSocket for the realtime client's tests (not used by the app): the test plays
 * the server. Dispatches real DOM `MessageEvent`/`CloseEvent`s, like a browser.
 */
import type { ClientFrame, ServerFrame } from '../../../../streams/contracts/realtime';

/**
 * A WebSocket as the browser exposes it, driven by the test: `accept()` opens it, `deliver()` is a frame from
 * the server, `serverClose()` a close from the server (or the network, 1006).
 */
export class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = 0;
  readonly sent: ClientFrame[] = [];
  closedByClient: { code: number; reason: string } | undefined;

  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.closedByClient = { code, reason };
    this.dispatchEvent(new CloseEvent('close', { code, reason, wasClean: true }));
  }

  accept(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  deliver(frame: ServerFrame | string): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code, reason, wasClean: code !== 1006 }));
  }

  /** Client frames of one type. */
  framesOf<T extends ClientFrame['type']>(type: T): Array<Extract<ClientFrame, { type: T }>> {
    return this.sent.filter((frame): frame is Extract<ClientFrame, { type: T }> => frame.type === type);
  }
}

/** The socket the client created last. */
export const latestSocket = () => {
  const socket = FakeWebSocket.instances.at(-1);
  if (!socket) throw new Error('no socket was created');
  return socket;
};
