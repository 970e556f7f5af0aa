/** Permission matrix: Server, SQL and online users (api/monitor, api/sql, auth/online). See matrix.ts. */
import type { MatrixRoute } from './matrix';

export const routes: MatrixRoute[] = [];
