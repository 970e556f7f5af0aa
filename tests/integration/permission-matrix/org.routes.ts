/** Permission matrix: Departments, jobs, menus and dictionaries (api/dept, api/job, api/menus, api/dict, api/dictDetail). See matrix.ts. */
import type { MatrixRoute } from './matrix';

export const routes: MatrixRoute[] = [];
