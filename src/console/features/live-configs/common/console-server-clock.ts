/** The console's one server clock (src/shared/realtime/server-clock.ts): every configuration runs on the same server. */
import { createServerClock, type ServerClock } from '@shared/realtime/server-clock';

export const serverClock: ServerClock = createServerClock();
