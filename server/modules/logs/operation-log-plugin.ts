/** Records every write through the API and every failed request (issue 6 "Monitor: operation log"). Being written. */
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'operation-log', dependencies: ['auth'] });
