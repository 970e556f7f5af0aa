/** Runs the timed tasks (issue 6 "Timed tasks"): croner in the embedded mode, BullMQ with Redis. Being written. */
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'timing', dependencies: ['database', 'kv'] });
