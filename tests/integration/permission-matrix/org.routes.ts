/** Permission matrix: Departments, jobs, menus and dictionaries (api/dept, api/job, api/menus, api/dict, api/dictDetail). See matrix.ts. */
import type { Dept } from '../../../streams/contracts/depts';
import type { Dict, DictDetail } from '../../../streams/contracts/dicts';
import type { Job } from '../../../streams/contracts/jobs';
import type { Menu } from '../../../streams/contracts/menus';
import type { MatrixContext, MatrixRoute } from './matrix';

/** The seeded root department (the permitted caller's scope is `all`, so any department will do). */
async function rootDeptId(ctx: MatrixContext): Promise<number> {
  return (await ctx.asAdmin<{ content: Dept[] }>('GET', '/api/dept')).content[0]!.id;
}

async function freshDept(ctx: MatrixContext): Promise<Dept> {
  return ctx.asAdmin<Dept>('POST', '/api/dept', { name: ctx.unique('Matrix dept '), pid: await rootDeptId(ctx), deptSort: 9, enabled: true });
}

const freshJob = (ctx: MatrixContext) => ctx.asAdmin<Job>('POST', '/api/job', { name: ctx.unique('Matrix job '), jobSort: 9, enabled: true });

/** A hidden top-level directory (type 0 needs a path only). */
const menuBody = (ctx: MatrixContext) => ({ type: 0, title: ctx.unique('Matrix menu '), path: ctx.unique('matrix-'), hidden: true, menuSort: 9999 });
const freshMenu = (ctx: MatrixContext) => ctx.asAdmin<Menu>('POST', '/api/menus', menuBody(ctx));

const freshDict = (ctx: MatrixContext) => ctx.asAdmin<Dict>('POST', '/api/dict', { name: ctx.unique('matrix_'), description: 'Matrix' });
async function freshDetail(ctx: MatrixContext): Promise<DictDetail> {
  const dict = await freshDict(ctx);
  return ctx.asAdmin<DictDetail>('POST', '/api/dictDetail', { label: 'L', value: 'v', dictSort: 1, dict: { id: dict.id } });
}

export const routes: MatrixRoute[] = [
  // Departments.
  { method: 'GET', route: 'api/dept', permission: 'dept:list', request: async () => ({ url: '/api/dept?page=0&size=10&sort=deptSort,asc' }) },
  { method: 'GET', route: 'api/dept/tree', permission: 'dept:list', request: async () => ({ url: '/api/dept/tree' }) },
  { method: 'GET', route: 'api/dept/download', permission: 'dept:list', request: async () => ({ url: '/api/dept/download' }) },
  { method: 'POST', route: 'api/dept/superior', permission: 'dept:list', request: async (ctx) => ({ url: '/api/dept/superior', payload: [await rootDeptId(ctx)] }) },
  {
    method: 'POST',
    route: 'api/dept',
    permission: 'dept:add',
    request: async (ctx) => ({ url: '/api/dept', payload: { name: ctx.unique('Matrix dept '), pid: await rootDeptId(ctx), deptSort: 9, enabled: true } }),
    okStatuses: [201],
  },
  {
    method: 'PUT',
    route: 'api/dept',
    permission: 'dept:edit',
    request: async (ctx) => {
      const dept = await freshDept(ctx);
      return { url: '/api/dept', payload: { id: dept.id, name: dept.name, pid: dept.pid, deptSort: dept.deptSort, enabled: false } };
    },
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/dept', permission: 'dept:del', request: async (ctx) => ({ url: '/api/dept', payload: [(await freshDept(ctx)).id] }), okStatuses: [200] },
  // Jobs.
  { method: 'GET', route: 'api/job', permission: 'job:list', request: async () => ({ url: '/api/job?page=0&size=10&sort=jobSort,asc&enabled=true' }) },
  { method: 'GET', route: 'api/job/download', permission: 'job:list', request: async () => ({ url: '/api/job/download' }) },
  { method: 'POST', route: 'api/job', permission: 'job:add', request: async (ctx) => ({ url: '/api/job', payload: { name: ctx.unique('Matrix job '), jobSort: 9, enabled: true } }), okStatuses: [201] },
  {
    method: 'PUT',
    route: 'api/job',
    permission: 'job:edit',
    request: async (ctx) => {
      const job = await freshJob(ctx);
      return { url: '/api/job', payload: { id: job.id, name: `${job.name}!`, jobSort: 1, enabled: false } };
    },
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/job', permission: 'job:del', request: async (ctx) => ({ url: '/api/job', payload: [(await freshJob(ctx)).id] }), okStatuses: [200] },
  // Menus.
  { method: 'GET', route: 'api/menus', permission: 'menu:list', request: async () => ({ url: '/api/menus?page=0&size=10&sort=menuSort,asc' }) },
  { method: 'GET', route: 'api/menus/lazy', permission: 'menu:list', request: async () => ({ url: '/api/menus/lazy?pid=0' }) },
  { method: 'GET', route: 'api/menus/child', permission: 'menu:list', request: async (ctx) => ({ url: `/api/menus/child?id=${(await freshMenu(ctx)).id}` }) },
  { method: 'POST', route: 'api/menus/superior', permission: 'menu:list', request: async (ctx) => ({ url: '/api/menus/superior', payload: [(await freshMenu(ctx)).id] }) },
  { method: 'GET', route: 'api/menus/tree', permission: 'menu:list', request: async () => ({ url: '/api/menus/tree' }) },
  { method: 'GET', route: 'api/menus/download', permission: 'menu:list', request: async () => ({ url: '/api/menus/download' }) },
  { method: 'GET', route: 'api/menus/build', permission: null, request: async () => ({ url: '/api/menus/build' }) },
  { method: 'POST', route: 'api/menus', permission: 'menu:add', request: async (ctx) => ({ url: '/api/menus', payload: menuBody(ctx) }), okStatuses: [201] },
  {
    method: 'PUT',
    route: 'api/menus',
    permission: 'menu:edit',
    request: async (ctx) => {
      const menu = await freshMenu(ctx);
      return { url: '/api/menus', payload: { id: menu.id, type: 0, title: menu.title, path: menu.path, hidden: true, menuSort: 1 } };
    },
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/menus', permission: 'menu:del', request: async (ctx) => ({ url: '/api/menus', payload: [(await freshMenu(ctx)).id] }), okStatuses: [200] },
  // Dictionaries.
  { method: 'GET', route: 'api/dict', permission: 'dict:list', request: async () => ({ url: '/api/dict?page=0&size=10&sort=id,desc&blurry=status' }) },
  { method: 'GET', route: 'api/dict/all', permission: 'dict:list', request: async () => ({ url: '/api/dict/all' }) },
  { method: 'GET', route: 'api/dict/download', permission: 'dict:list', request: async () => ({ url: '/api/dict/download' }) },
  { method: 'POST', route: 'api/dict', permission: 'dict:add', request: async (ctx) => ({ url: '/api/dict', payload: { name: ctx.unique('matrix_'), description: 'Matrix' } }), okStatuses: [201] },
  {
    method: 'PUT',
    route: 'api/dict',
    permission: 'dict:edit',
    request: async (ctx) => {
      const dict = await freshDict(ctx);
      return { url: '/api/dict', payload: { id: dict.id, name: `${dict.name}_e`, description: 'Edited' } };
    },
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/dict', permission: 'dict:del', request: async (ctx) => ({ url: '/api/dict', payload: [(await freshDict(ctx)).id] }), okStatuses: [200] },
  { method: 'GET', route: 'api/dictDetail', permission: null, request: async () => ({ url: '/api/dictDetail?dictName=user_status&page=0&size=9999' }) },
  {
    method: 'POST',
    route: 'api/dictDetail',
    permission: 'dict:add',
    request: async (ctx) => ({ url: '/api/dictDetail', payload: { label: 'L', value: 'v', dictSort: 1, dict: { id: (await freshDict(ctx)).id } } }),
    okStatuses: [201],
  },
  {
    method: 'PUT',
    route: 'api/dictDetail',
    permission: 'dict:edit',
    request: async (ctx) => ({ url: '/api/dictDetail', payload: { id: (await freshDetail(ctx)).id, label: 'Edited', value: 'e', dictSort: 2 } }),
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/dictDetail/{id}', permission: 'dict:del', request: async (ctx) => ({ url: `/api/dictDetail/${(await freshDetail(ctx)).id}` }), okStatuses: [200] },
];
