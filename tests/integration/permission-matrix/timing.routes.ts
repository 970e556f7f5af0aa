/** Permission matrix: Timed tasks (api/jobs). See matrix.ts. */
import type { MatrixRoute } from './matrix';

export const routes: MatrixRoute[] = [];
