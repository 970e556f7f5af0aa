/**
 * A TCP proxy a test controls, to cut a service's connection to PostgreSQL (or anything on TCP) the way a network
 * failure, a failover or a database restart does: {@link TcpProxy.cut} drops every open connection and refuses new
 * ones (the port stops listening: ECONNREFUSED), {@link TcpProxy.restore} listens again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on, 127.0.0.1 (the same before and after a cut). */
  port: number;
  /** Destroys every connection both ways and stops listening. */
  cut(): Promise<void>;
  /** Listens again on {@link port}. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 forwarding to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    // Either side failing ends both: the client sees its connection break, as with a real network failure.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        done();
      });
    });
  const stop = () =>
    new Promise<void>((done) => {
      if (!server.listening) return done();
      server.close(() => done());
      for (const socket of open) socket.destroy();
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut: stop,
    restore: () => listen(port),
    close: stop,
  };
}
