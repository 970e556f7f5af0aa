/**
 * The CRM's runtime in the app: the clock its rules read (tests fix it), order dispatch from the live sessions the
 * scanner opens, data log points from the scanner's scans (scan-data-log.ts), and a sweep that stores expiries, ends
 * finished lives and dispatches any start a hook missed.
 * Operators are told on their websocket topic `orders:<userId>` (streams/contracts/anchor-orders.ts): every
 * instance, worker or API, may dispatch or expire, and the database lets each order through once, so each
 * notification is sent once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ordersTopic, type OrderTopicEvent } from '../../../streams/contracts/anchor-orders';
import type { SessionOpened } from '../../live/monitor/monitor-runtime';
import '../../plugins/fastify-types';
import '../monitor-wall/monitor-scanner-plugin';
import { endFinishedLives, startsWithoutOrder } from './live-follow';
import { dispatchLiveStart, expireOrders, toOrderRow, type LiveStart, type OrderListRow } from './orders';
import { logScans } from './scan-data-log';

/** What the app exposes of the CRM runtime. */
export interface CrmRuntime {
  /** The CRM's clock. */
  now(): Date;
  /** Publishes orders on their operators' topics (`order.dispatched` with the time left, or `order.changed`). */
  tell(rows: readonly OrderListRow[], type: OrderTopicEvent['type']): Promise<void>;
  /** Dispatches a live start now (what the scanner's hook does). @returns the new orders. */
  dispatch(start: LiveStart): Promise<OrderListRow[]>;
  /** One sweep: expiries stored and told, finished lives ended, missed starts dispatched. */
  sweep(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    crm: CrmRuntime;
  }
}

export interface CrmPluginOptions {
  /** The clock, epoch ms (default Date.now). */
  now?: () => number;
  /** Sweep period, ms (default 5000; 0: no timer, tests call `app.crm.sweep()`). */
  sweepMs?: number;
}

export default fp<CrmPluginOptions>(
  async function crmPlugin(app: FastifyInstance, options) {
    const log = app.log.child({ module: 'crm' });
    const clock = options.now ?? Date.now;
    const now = () => new Date(clock());
    const zone = app.config.timeZone;

    const tell = async (rows: readonly OrderListRow[], type: OrderTopicEvent['type']) => {
      const at = now();
      for (const row of rows) {
        if (row.order.operatorId === null) continue;
        const order = toOrderRow(row, zone, at);
        const event: OrderTopicEvent = type === 'order.dispatched' ? { type, order, remainingMs: order.remainingMs } : { type, order };
        await app.hub.publish(ordersTopic(row.order.operatorId), event);
      }
    };

    const dispatch = async (start: LiveStart) => {
      const rows = await dispatchLiveStart(app.db, start, now());
      await tell(rows, 'order.dispatched');
      return rows;
    };

    const sweep = async () => {
      await tell(await expireOrders(app.db, now()), 'order.changed');
      await endFinishedLives(app.db, now());
      for (const start of await startsWithoutOrder(app.db)) await dispatch(start);
    };

    app.decorate('crm', { now, tell, dispatch, sweep } satisfies CrmRuntime);

    const stopListening = app.liveSessions.onOpened((opened: SessionOpened) => {
      dispatch({ uniqueId: opened.uniqueId, startedAt: opened.startedAt, sessionId: opened.sessionId }).catch((error: unknown) => log.error({ err: error, streamerId: opened.streamerId }, 'dispatching an order failed'));
    });

    // Scan points are a chart, not a rule: a batch that fails to store is logged and the next scans chart on.
    const stopLogging = app.monitorScans.onScanned((reports) =>
      logScans(app.db, reports).then(
        () => undefined,
        (error: unknown) => log.error({ err: error, scans: reports.length }, 'storing scan data log points failed'),
      ),
    );

    const period = options.sweepMs ?? 5_000;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    app.addHook('onReady', async () => {
      if (period <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .catch((error: unknown) => log.error({ err: error }, 'the CRM sweep failed'))
          .finally(() => {
            running = null;
          });
      }, period);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      stopListening();
      stopLogging();
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'crm', dependencies: ['config', 'database', 'websocket', 'monitor-scanner'] },
);
