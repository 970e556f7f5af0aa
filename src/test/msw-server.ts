/**
 * The MSW server of the browser tests (`onUnhandledRequest: 'error'` is set in src/test-setup.ts), with the
 * default handlers most screens need. Tests override per case with `server.use(...)`.
 */
import { setupServer } from 'msw/node';

export const server = setupServer();
