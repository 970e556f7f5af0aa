/** Permission matrix: Operation and error log, user center (api/logs, api/users/center, …). See matrix.ts. */
import type { MatrixRoute } from './matrix';

export const routes: MatrixRoute[] = [];
