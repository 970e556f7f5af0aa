/** Permission matrix: Users and roles (api/users, api/roles). See matrix.ts. */
import type { MatrixRoute } from './matrix';

export const routes: MatrixRoute[] = [];
