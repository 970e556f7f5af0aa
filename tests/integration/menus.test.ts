/** `api/menus*` over the real database (the product's menu calls). */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { CONSOLE_PAGE_NAMES } from '../../streams/contracts/menus';
import { SEED_MENUS } from '../../server/db/seed-data';
import { menus } from '../../server/db/schema/menus';
import { roles, rolesMenus, usersRoles } from '../../server/db/schema/users';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { auth, login } from './helpers/session';
import { createUser } from './helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const menuByTitle = async (title: string) => (await t.app.db.select().from(menus).where(eq(menus.title, title)))[0];

async function create(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const LIVE_TITLES = ['x:liveAssistant', 'x:liveRooms', 'x:liveRoomEdit', 'x:liveStreamerInfo', 'x:liveGiftMessages'];
/** [title, path, componentName, component] of the pages under 'Group host config', in menu order. */
const GROUP_HOST_PAGES = [
  ['x:liveConfigs', 'configs', 'LiveConfigs', 'liveAssistant/configs/index'],
  ['x:liveConfigControl', 'control', 'LiveConfigControl', 'liveAssistant/control/index'],
  ['x:pkGame', 'pk', 'PkGame', 'liveAssistant/pk/index'],
  ['x:rankGame', 'rank', 'RankGame', 'liveAssistant/rank/index'],
  ['x:flowerGame', 'flower', 'FlowerGame', 'liveAssistant/flower/index'],
  ['x:turntable', 'turntable', 'Turntable', 'liveAssistant/turntable/index'],
  ['x:turntableRecords', 'turntable-records', 'TurntableRecords', 'liveAssistant/turntable-records/index'],
  ['x:recordScores', 'record-scores', 'RecordScores', 'liveAssistant/record-scores/index'],
  ['x:pkScoreRanking', 'pk-score-ranking', 'PkScoreRanking', 'liveAssistant/pk-score-ranking/index'],
  ['x:iceFireGame', 'ice-fire', 'IceFireGame', 'liveAssistant/ice-fire/index'],
  ['x:groupStreamers', 'streamers', 'GroupStreamers', 'liveAssistant/streamers/index'],
] as const;
const GROUP_HOST_BUTTONS = [
  ['x:liveConfigAdd', 'x:liveConfigs', 'liveConfig:add'],
  ['x:liveConfigEdit', 'x:liveConfigs', 'liveConfig:edit'],
  ['x:liveConfigDel', 'x:liveConfigs', 'liveConfig:del'],
  ['x:liveConfigRun', 'x:liveConfigControl', 'liveConfig:control'],
] as const;
const GROUP_HOST_TITLES = ['x:groupHost', ...GROUP_HOST_PAGES.map(([title]) => title), ...GROUP_HOST_BUTTONS.map(([title]) => title)];
/** Entry animations: 'Animations config', its two pages and their buttons. */
const ANIMATION_TITLES = [
  'x:animationsConfig',
  'x:userAnimations',
  'x:animationLibrary',
  ...['Add', 'Edit', 'Del'].flatMap((action) => [`x:userAnimation${action}`, `x:animation${action}`]),
];
/** Live monitoring: the directory, its pages and the streamer page's buttons. */
const MONITORING_TITLES = [
  'x:liveMonitoring',
  'x:monitorWall',
  'x:monitorLineChart',
  'x:monitorStreamers',
  'x:monitorStreamerAdd',
  'x:monitorStreamerEdit',
  'x:monitorStreamerDel',
  'x:monitorStreamerRoom',
  'x:monitorRoomData',
  'x:monitorRoomRanking',
];
/** Live game devices: the directory, its five pages and the device buttons. */
const DEVICE_TITLES = ['x:liveDevices', 'x:devices', 'x:deviceCommands', 'x:deviceCommandLog', 'x:deviceRules', 'x:deviceGiftMessages', 'x:deviceAdd', 'x:deviceEdit', 'x:deviceDel'];

describe('seeded menus', () => {
  it('has the monitor directory, the online-users page and its force-logout button, all granted to the admin role', async () => {
    const monitor = await menuByTitle('x:monitor');
    const online = await menuByTitle('x:onlineUsers');
    const logout = await menuByTitle('x:forceLogout');
    const monitorPages = SEED_MENUS.filter((menu) => menu.parent === 'x:monitor');
    expect(monitorPages.length).toBeGreaterThan(1);
    expect(monitor).toMatchObject({ type: 0, path: 'monitor', icon: 'monitor', menuSort: 10, pid: null, subCount: monitorPages.length });
    expect(online).toMatchObject({ type: 1, pid: monitor!.id, path: 'online', component: 'monitor/online/index', componentName: 'OnlineUser', permission: 'online:list', icon: 'online', subCount: 1 });
    expect(logout).toMatchObject({ type: 2, pid: online!.id, permission: 'online:del' });
    const [adminRole] = await t.app.db.select().from(roles).where(eq(roles.name, 'seed:role.superAdmin'));
    const links = await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.roleId, adminRole!.id));
    const titles = [...LIVE_TITLES, ...GROUP_HOST_TITLES, ...ANIMATION_TITLES, ...MONITORING_TITLES, ...DEVICE_TITLES];
    for (const title of titles) expect(SEED_MENUS.some((menu) => menu.title === title), title).toBe(true);
    // Every seeded menu (the system and monitor pages included) is granted to the admin role.
    const seeded = await t.app.db.select({ id: menus.id }).from(menus).where(inArray(menus.title, SEED_MENUS.map((menu) => menu.title)));
    expect(seeded).toHaveLength(SEED_MENUS.length);
    expect(links.map((l) => l.menuId).sort()).toEqual(seeded.map((m) => m.id).sort());
    expect(links.map((l) => l.menuId)).toEqual(expect.arrayContaining([monitor!.id, online!.id, logout!.id]));
  });

  it('has the live assistant directory with its pages and the room edit button', async () => {
    const dir = await menuByTitle('x:liveAssistant');
    expect(dir).toMatchObject({ type: 0, path: 'live', icon: 'live', pid: null, subCount: 5 });
    const rooms = await menuByTitle('x:liveRooms');
    expect(rooms).toMatchObject({ type: 1, pid: dir!.id, path: 'rooms', component: 'live/rooms/index', componentName: 'LiveRooms', permission: 'live:list', subCount: 1 });
    expect(await menuByTitle('x:liveStreamerInfo')).toMatchObject({ type: 1, pid: dir!.id, path: 'streamer', component: 'live/streamer/index', componentName: 'LiveStreamerInfo', permission: 'live:list' });
    expect(await menuByTitle('x:liveGiftMessages')).toMatchObject({ type: 1, pid: dir!.id, path: 'gifts', component: 'live/gifts/index', componentName: 'LiveGiftMessages', permission: 'live:list' });
    expect(await menuByTitle('x:liveRoomEdit')).toMatchObject({ type: 2, pid: rooms!.id, permission: 'live:edit' });

    const built = (await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: admin })).json();
    const liveMenu = built.find((m: { name: string }) => m.name === 'x:liveAssistant');
    expect(liveMenu.children.map((c: { name: string; path: string }) => [c.name, c.path])).toEqual([
      ['LiveRooms', 'rooms'],
      ['LiveStreamerInfo', 'streamer'],
      ['LiveGiftMessages', 'gifts'],
      ['x:groupHost', 'group'],
      ['KoreaStatistics', 'korea-statistics'],
    ]);
  });

  it("has the 'Group host config' directory with the game pages and the liveConfig buttons", async () => {
    const live = await menuByTitle('x:liveAssistant');
    const group = await menuByTitle('x:groupHost');
    expect(group).toMatchObject({ type: 0, pid: live!.id, path: 'group', subCount: GROUP_HOST_PAGES.length });
    for (const [title, path, componentName, component] of GROUP_HOST_PAGES) {
      expect(await menuByTitle(title)).toMatchObject({ type: 1, pid: group!.id, path, componentName, component, permission: 'liveConfig:list' });
    }
    for (const [title, parent, permission] of GROUP_HOST_BUTTONS) {
      expect(await menuByTitle(title)).toMatchObject({ type: 2, pid: (await menuByTitle(parent))!.id, permission });
    }

    const built = (await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: admin })).json();
    const groupMenu = built
      .find((m: { name: string }) => m.name === 'x:liveAssistant')
      .children.find((c: { name: string }) => c.name === 'x:groupHost');
    expect(groupMenu.children.map((c: { name: string; path: string }) => [c.name, c.path])).toEqual(GROUP_HOST_PAGES.map(([, path, name]) => [name, path]));
  });

  it("has the 'Live monitoring' directory with its six pages and the monitored streamers' buttons", async () => {
    const dir = await menuByTitle('x:liveMonitoring');
    expect(dir).toMatchObject({ type: 0, pid: null, path: 'monitoring', icon: 'chart', menuSort: 7, subCount: 6 });
    const page = await menuByTitle('x:monitorStreamers');
    expect(page).toMatchObject({
      type: 1,
      pid: dir!.id,
      path: 'streamers',
      component: 'monitoring/streamers/index',
      componentName: 'MonitorStreamers',
      permission: 'monitor:list',
      subCount: 3,
    });
    for (const [title, permission] of [
      ['x:monitorStreamerAdd', 'monitor:add'],
      ['x:monitorStreamerEdit', 'monitor:edit'],
      ['x:monitorStreamerDel', 'monitor:del'],
    ]) {
      expect(await menuByTitle(title!)).toMatchObject({ type: 2, pid: page!.id, permission });
    }
    const built = (await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: admin })).json();
    const monitoring = built.find((m: { name: string }) => m.name === 'x:liveMonitoring');
    expect(monitoring).toMatchObject({ path: '/monitoring', meta: { title: 'x:liveMonitoring', icon: 'chart' } });
    // The product's order: home page, line chart, streamer config, streamer room, room data, room data ranking.
    expect(monitoring.children.map((c: { name: string; path: string }) => [c.name, c.path])).toEqual([
      ['MonitorWall', 'wall'],
      ['MonitorLineChart', 'line-chart'],
      ['MonitorStreamers', 'streamers'],
      ['MonitorStreamerRoom', 'room'],
      ['MonitorRoomData', 'room-data'],
      ['MonitorRoomRanking', 'room-ranking'],
    ]);
    const devices = built.find((m: { name: string }) => m.name === 'x:liveDevices');
    expect(devices.children.map((c: { name: string; path: string }) => [c.name, c.path])).toEqual([
      ['Devices', 'list'],
      ['DeviceCommands', 'commands'],
      ['DeviceCommandLog', 'command-log'],
      ['DeviceRules', 'rules'],
      ['DeviceGiftMessages', 'gift-messages'],
    ]);
    // Sorted between 'Animations config' (6) and the system 'Monitor' (10).
    const names = built.map((m: { name: string }) => m.name);
    expect(names.indexOf('x:liveMonitoring')).toBe(names.indexOf('x:animationsConfig') + 1);
  });
});

describe('GET api/menus/build', () => {
  it("answers the admin's tree in eladmin's shape", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: admin });
    expect(res.statusCode).toBe(200);
    const monitor = res.json().find((m: { name: string }) => m.name === 'x:monitor');
    const { children, ...directory } = monitor;
    expect(directory).toEqual({
      name: 'x:monitor',
      path: '/monitor',
      hidden: false,
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noredirect',
      meta: { title: 'x:monitor', icon: 'monitor', noCache: true },
    });
    // By menu sort: the log, error log, server and SQL pages (1–4) before Online users (10).
    expect(children.map((c: { name: string }) => c.name)).toEqual(['Log', 'ErrorLog', 'ServerMonitor', 'SqlMonitor', 'OnlineUser']);
    expect(children.at(-1)).toEqual({ name: 'OnlineUser', path: 'online', hidden: false, component: 'OnlineUser', meta: { title: 'x:onlineUsers', icon: 'online', noCache: true } });
  });

  it('gives a user only the menus of their roles, and nothing to a user without roles', async () => {
    const online = await menuByTitle('x:onlineUsers');
    const monitor = await menuByTitle('x:monitor');
    const user = await createUser(t.app, { roles: [{ permissions: [] }] });
    const roleId = (await t.app.db.select({ id: roles.id }).from(roles).orderBy(roles.id)).at(-1)!.id;
    await t.app.db.insert(rolesMenus).values([{ roleId, menuId: monitor!.id }, { roleId, menuId: online!.id }]);
    await t.app.principals.invalidateAll();
    const token = auth((await login(t.app, user.username, user.password)).token);
    const res = await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: token });
    expect(res.json().map((m: { name: string }) => m.name)).toEqual(['x:monitor']);

    const bare = await createUser(t.app);
    const bareToken = auth((await login(t.app, bare.username, bare.password)).token);
    const none = await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: bareToken });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/menus/build' })).statusCode).toBe(401);
  });
});

describe('menu writes', () => {
  it('creates a directory, a nested directory, a page, a hidden page and a button, keeping sub_count right', async () => {
    // Page menus name pages the console has that no seeded menu uses yet (component names are unique).
    const dir = await create({ type: 0, title: 'x:toolsRoot', path: 'tools-root', icon: 'system', menuSort: 1, pid: 0 });
    const nested = await create({ type: 0, title: 'x:nestedTools', path: 'tools', pid: dir.id, menuSort: 2 });
    const page = await create({ type: 1, title: 'x:dictPage', path: 'dict', componentName: 'Dashboard', component: 'dashboard/index', pid: nested.id, cache: true });
    await create({ type: 1, title: 'x:secret', path: 'secret', componentName: 'Page401', pid: dir.id, hidden: true, menuSort: 1 });
    await create({ type: 2, title: 'x:dictAdd', permission: 'dict:add', pid: page.id });
    await create({ type: 1, title: 'x:board', path: 'board', componentName: 'Page404', menuSort: 0 });
    await create({ type: 1, title: 'Docs', path: 'https://example.com/docs', iFrame: true, pid: dir.id, menuSort: 9 });

    expect((await menuByTitle('x:toolsRoot'))!.subCount).toBe(3);
    expect((await menuByTitle('x:nestedTools'))!.subCount).toBe(1);
    expect((await menuByTitle('x:dictPage'))!.subCount).toBe(1);

    const built = (await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: admin })).json();
    const names = built.map((m: { name: string }) => m.name);
    expect(names.slice(0, 2)).toEqual(['Page404Layout', 'x:toolsRoot']);
    expect(built[0]).toMatchObject({ path: '/board', component: 'Layout', children: [{ name: 'Page404', path: 'index', component: 'Page404' }] });
    const system = built[1];
    expect(system.children.map((c: { name: string }) => c.name)).toEqual(['Page401', 'x:nestedTools', 'Docs']);
    expect(system.children[0]).toMatchObject({ hidden: true });
    expect(system.children[1]).toMatchObject({ component: 'ParentView', children: [{ name: 'Dashboard', component: 'Dashboard', meta: { title: 'x:dictPage', noCache: false } }] });
    expect(system.children[1].children[0].children).toBeUndefined();
    expect(system.children[2]).toEqual({ name: 'Docs', path: 'https://example.com/docs', hidden: false, meta: { title: 'Docs', icon: null, noCache: true } });
  });

  it.each([
    [{ type: 1, title: 'Ext', path: 'example.com', iFrame: true }, 'path: an external link must start with http://, https://, mailto: or tel:'],
    [{ type: 1, title: 'NoName', path: 'noname' }, 'componentName: required for a page'],
    [{ type: 0, title: 'NoPath' }, 'path: required for a directory or a page'],
    [{ type: 2, title: 'NoPerm' }, 'permission: required for a button'],
    [{ type: 3, title: 'BadType', path: 'x' }, 'type: Invalid input'],
    [{ type: 0, title: '', path: 'x' }, 'title: required'],
    [{ type: 0, title: 'x:monitor', path: 'again' }, "title: a menu titled 'x:monitor' already exists"],
    [{ type: 1, title: 'Dup', path: 'dup', componentName: 'OnlineUser' }, "componentName: 'OnlineUser' is already used by another menu"],
    [{ type: 0, title: 'Orphan', path: 'o', pid: 999999 }, 'pid: menu 999999 does not exist'],
    [{ type: 0, title: 'Sorted', path: 's', menuSort: 'first' }, 'menuSort: Invalid input: expected number, received string'],
    [{ type: 1, title: 'Unknown page', path: 'u', componentName: 'NoSuchPage' }, "componentName: the console has no page named 'NoSuchPage'"],
    [{ type: 1, title: 'Ftp', path: 'ftp://example.com', iFrame: true }, 'path: an external link must start with http://, https://, mailto: or tel:'],
    [{ type: 0, title: 'x:bad key', path: 'k' }, 'title: a translated title is x: followed by a key of letters, digits and _'],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    const before = await t.app.db.select({ id: menus.id }).from(menus);
    const res = await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.app.db.select({ id: menus.id }).from(menus)).toHaveLength(before.length);
  });

  it('refuses a button as a parent', async () => {
    const button = await menuByTitle('x:forceLogout');
    const res = await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: { type: 2, title: 'Sub', permission: 'a:b', pid: button!.id } });
    expect(res.json()).toMatchObject({ status: 400, message: 'pid: a button cannot contain menus' });
  });

  it('updates a menu (204), moves it and recounts both parents; refuses cycles and unknown ids', async () => {
    const a = await create({ type: 0, title: 'MoveA', path: 'a' });
    const b = await create({ type: 0, title: 'MoveB', path: 'b' });
    const child = await create({ type: 0, title: 'MoveChild', path: 'c', pid: a.id });
    const put = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: admin, payload: { id: child.id, type: 0, title: 'MoveChild2', path: 'c2', pid: b.id, icon: 'x' } });
    expect(put.statusCode).toBe(204);
    expect(put.body).toBe('');
    expect(await menuByTitle('MoveChild2')).toMatchObject({ id: child.id, pid: b.id, path: 'c2', icon: 'x', updateBy: 'admin' });
    expect((await menuByTitle('MoveA'))!.subCount).toBe(0);
    expect((await menuByTitle('MoveB'))!.subCount).toBe(1);

    const cycle = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: admin, payload: { id: b.id, type: 0, title: 'MoveB', path: 'b', pid: child.id } });
    expect(cycle.json()).toMatchObject({ status: 400, message: 'pid: a menu cannot be moved under itself or one of its children' });
    const missing = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: admin, payload: { id: 999999, type: 0, title: 'Nope', path: 'n' } });
    expect(missing.statusCode).toBe(404);
    const noId = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: admin, payload: { type: 0, title: 'Nope', path: 'n' } });
    expect(noId.json().message).toMatch(/^id: /);
  });

  it('deletes menus with everything below them and their role links (200), recounting the parent', async () => {
    const root = await create({ type: 0, title: 'DelRoot', path: 'dr' });
    const dir = await create({ type: 0, title: 'DelDir', path: 'dd', pid: root.id });
    const page = await create({ type: 1, title: 'DelPage', path: 'dp', componentName: 'UserCenter', pid: dir.id });
    const button = await create({ type: 2, title: 'DelBtn', permission: 'del:btn', pid: page.id });
    const keep = await create({ type: 0, title: 'DelKeep', path: 'dk', pid: root.id });
    const [adminRole] = await t.app.db.select().from(roles).where(eq(roles.name, 'seed:role.superAdmin'));
    await t.app.db.insert(rolesMenus).values({ roleId: adminRole!.id, menuId: page.id });
    await t.app.principals.invalidateAll();

    const res = await t.app.inject({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [dir.id] });
    expect(res.statusCode).toBe(200);
    const left = await t.app.db.select({ id: menus.id }).from(menus).where(inArray(menus.id, [root.id, dir.id, page.id, button.id, keep.id]));
    expect(left.map((r) => r.id).sort()).toEqual([root.id, keep.id].sort());
    expect(await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.menuId, page.id))).toEqual([]);
    expect((await menuByTitle('DelRoot'))!.subCount).toBe(1);

    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [keep.id, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(await menuByTitle('DelKeep')).toBeTruthy();
    for (const [payload, message] of [
      [[], 'at least one id is required'],
      [{ id: 1 }, 'expected array'],
      [['x'], '0: Invalid input'],
    ] as const) {
      const bad = await t.app.inject({ method: 'DELETE', url: '/api/menus', headers: admin, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
  });
});

describe('menu reads', () => {
  it('GET api/menus pages one level (top level by default), with hasChildren/leaf/label and wire dates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus?page=0&size=100', headers: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.content.every((m: { pid: number | null }) => m.pid === null)).toBe(true);
    const monitor = page.content.find((m: { title: string }) => m.title === 'x:monitor');
    expect(monitor).toMatchObject({ hasChildren: true, leaf: false, label: 'x:monitor', subCount: 5 });
    expect(monitor.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(page.totalElements).toBe(page.content.length);

    const sorted = await t.app.inject({ method: 'GET', url: '/api/menus?size=2&sort=menuSort,desc&sort=id,asc', headers: admin });
    const sorts = sorted.json().content.map((m: { menuSort: number }) => m.menuSort);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => b - a));
    expect(sorted.json().content).toHaveLength(2);
    expect(sorted.json().totalElements).toBe(page.totalElements);
  });

  it('GET api/menus?pid= lists children; blurry searches every level', async () => {
    const monitor = await menuByTitle('x:monitor');
    const children = (await t.app.inject({ method: 'GET', url: `/api/menus?pid=${monitor!.id}`, headers: admin })).json();
    expect(children.content.map((m: { title: string }) => m.title)).toEqual(['x:operationLog', 'x:errorLog', 'x:serverMonitor', 'x:sqlMonitor', 'x:onlineUsers']);
    const found = (await t.app.inject({ method: 'GET', url: '/api/menus?blurry=online:', headers: admin })).json();
    expect(found.content.map((m: { title: string }) => m.title).sort()).toEqual(['x:forceLogout', 'x:onlineUsers']);
  });

  it('refuses an unknown sort field and bad paging with 400', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/menus?sort=password,desc', headers: admin });
    expect(bad.json()).toMatchObject({ status: 400 });
    expect(bad.json().message).toMatch(/^sort: unknown field 'password'/);
    const dir = await t.app.inject({ method: 'GET', url: '/api/menus?sort=id,sideways', headers: admin });
    expect(dir.json().message).toBe('sort: direction must be asc or desc');
    const size = await t.app.inject({ method: 'GET', url: '/api/menus?size=0', headers: admin });
    expect(size.json().message).toMatch(/^size: /);
  });

  it('GET api/menus/lazy answers the children of pid (0 = top level)', async () => {
    const monitor = await menuByTitle('x:monitor');
    const top = (await t.app.inject({ method: 'GET', url: '/api/menus/lazy?pid=0', headers: admin })).json();
    expect(top.map((m: { title: string }) => m.title)).toContain('x:monitor');
    expect(top.every((m: { pid: number | null }) => m.pid === null)).toBe(true);
    const sub = (await t.app.inject({ method: 'GET', url: `/api/menus/lazy?pid=${monitor!.id}`, headers: admin })).json();
    expect(sub).toHaveLength(5);
    expect(sub.at(-1)).toMatchObject({ title: 'x:onlineUsers', hasChildren: true, leaf: false });
    expect(sub[1]).toMatchObject({ title: 'x:errorLog', hasChildren: false, leaf: true });
    const online = sub.at(-1) as { id: number };
    const buttons = (await t.app.inject({ method: 'GET', url: `/api/menus/lazy?pid=${online.id}`, headers: admin })).json();
    expect(buttons.map((m: { title: string }) => m.title)).toEqual(['x:forceLogout']);
  });

  it('GET api/menus/child answers the id and every id below it', async () => {
    const ids = ['x:onlineUsers', 'x:forceLogout'];
    const rows = await Promise.all(ids.map(menuByTitle));
    const res = await t.app.inject({ method: 'GET', url: `/api/menus/child?id=${rows[0]!.id}`, headers: admin });
    expect(res.json()).toEqual(rows.map((r) => r!.id).sort((a, b) => a - b));
    expect((await t.app.inject({ method: 'GET', url: '/api/menus/child?id=999999', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/menus/child?id=abc', headers: admin })).json().message).toMatch(/^id: /);
  });

  it('POST api/menus/superior answers the parent-picker tree without the given menus', async () => {
    const online = await menuByTitle('x:onlineUsers');
    const monitor = await menuByTitle('x:monitor');
    const res = await t.app.inject({ method: 'POST', url: '/api/menus/superior', headers: admin, payload: [online!.id] });
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    const top = tree.find((m: { id: number }) => m.id === monitor!.id);
    expect(top).toBeTruthy();
    // Monitor offers its other pages, not the menu being edited.
    expect(top.children.map((m: { title: string }) => m.title)).toEqual(['x:operationLog', 'x:errorLog', 'x:serverMonitor', 'x:sqlMonitor']);
    expect(JSON.stringify(tree)).not.toContain('"x:onlineUsers"');
    expect(tree.every((m: { pid: number | null }) => m.pid === null)).toBe(true);

    const empty = await t.app.inject({ method: 'POST', url: '/api/menus/superior', headers: admin, payload: [] });
    expect(empty.json().map((m: { title: string }) => m.title)).toContain('x:monitor');
    expect((await t.app.inject({ method: 'POST', url: '/api/menus/superior', headers: admin, payload: { ids: [1] } })).statusCode).toBe(400);
  });
});

describe('menu permissions', () => {
  it('answers 403 naming the permission to a user whose role lacks it, and lets a granted user through', async () => {
    const reader = await createUser(t.app, { roles: [{ permissions: ['menu:list'] }] });
    const token = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/menus', headers: token })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/menus/lazy?pid=0', headers: token })).statusCode).toBe(200);
    const checks = [
      ['POST', '/api/menus', { type: 0, title: 'Forbidden', path: 'f' }, 'menu:add'],
      ['PUT', '/api/menus', { id: 1, type: 0, title: 'Forbidden', path: 'f' }, 'menu:edit'],
      ['DELETE', '/api/menus', [1], 'menu:del'],
    ] as const;
    for (const [method, url, payload, permission] of checks) {
      const res = await t.app.inject({ method, url, headers: token, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: `Forbidden: you lack the permission ${permission}` });
    }
    expect(await menuByTitle('Forbidden')).toBeUndefined();

    const nobody = await createUser(t.app);
    const none = auth((await login(t.app, nobody.username, nobody.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/menus', headers: none })).statusCode).toBe(403);
  });
});

/**
 * The product owner's probe: a menu's permission string is itself a grant (every role holding the menu gets it), so
 * nobody but an administrator may create or edit a menu whose permission they do not hold themselves.
 */
describe('menu writes grant nothing the caller lacks', () => {
  const roleOf = async (userId: number) => (await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, userId)))[0]!.roleId;
  const menuById = async (id: number) => (await t.app.db.select().from(menus).where(eq(menus.id, id)))[0]!;
  const infoRoles = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/auth/info', headers })).json().roles as string[];
  async function signIn(permissions: string[]) {
    const user = await createUser(t.app, { roles: [{ level: 2, dataScope: 'all', permissions }] });
    return { ...user, headers: auth((await login(t.app, user.username, user.password)).token) };
  }

  it("the probe: a menu:list + menu:edit user cannot turn a menu their role holds into 'admin'; auth/info and the admin routes stay closed", async () => {
    const user = await signIn(['menu:list', 'menu:edit']);
    const own = await create({ type: 2, title: 'Probe own button', permission: 'menu:edit' });
    await t.app.db.insert(rolesMenus).values({ roleId: await roleOf(user.id), menuId: own.id });
    await t.app.principals.invalidateAll();

    const res = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: user.headers, payload: { id: own.id, type: 2, title: 'Probe own button', permission: 'admin' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'PERMISSION_NOT_HELD', params: { permissions: ['admin'] }, message: 'permission: you cannot grant a permission you do not hold (admin)' });
    expect((await menuById(own.id)).permission).toBe('menu:edit');
    expect(await infoRoles(user.headers)).toEqual(['menu:edit', 'menu:list']);
    for (const url of ['/api/users', '/api/roles', '/api/jobs', '/api/dept']) {
      expect((await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/menus/build', headers: user.headers })).json()).toEqual([]);

    // Any other permission the caller lacks is refused the same way; one they hold is theirs to give.
    const other = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: user.headers, payload: { id: own.id, type: 2, title: 'Probe own button', permission: 'user:del' } });
    expect(other.json()).toMatchObject({ status: 400, code: 'PERMISSION_NOT_HELD', message: 'permission: you cannot grant a permission you do not hold (user:del)' });
    const held = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: user.headers, payload: { id: own.id, type: 2, title: 'Probe own button', permission: 'menu:list' } });
    expect(held.statusCode, held.body).toBe(204);
    expect(await infoRoles(user.headers)).toEqual(['menu:edit', 'menu:list']);
  });

  it('menu:add creates only menus whose permission the caller holds (or that carry none)', async () => {
    const user = await signIn(['menu:add']);
    for (const permission of ['user:del', 'admin']) {
      const title = `Grant ${permission}`;
      const res = await t.app.inject({ method: 'POST', url: '/api/menus', headers: user.headers, payload: { type: 2, title, permission } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PERMISSION_NOT_HELD', params: { permissions: [permission] }, message: `permission: you cannot grant a permission you do not hold (${permission})` });
      expect(await menuByTitle(title)).toBeUndefined();
    }
    const own = await t.app.inject({ method: 'POST', url: '/api/menus', headers: user.headers, payload: { type: 2, title: 'Grant own', permission: 'menu:add' } });
    expect(own.statusCode, own.body).toBe(201);
    const bare = await t.app.inject({ method: 'POST', url: '/api/menus', headers: user.headers, payload: { type: 0, title: 'Grant nothing', path: 'grant-nothing' } });
    expect(bare.statusCode, bare.body).toBe(201);
    // The administrator holds every permission.
    expect((await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: { type: 2, title: 'Admin grants', permission: 'user:del' } })).statusCode).toBe(201);
  });

  it('menu:edit cannot touch a menu whose permission the caller lacks, not even to narrow it', async () => {
    const user = await signIn(['menu:list', 'menu:edit']);
    const del = (await menuByTitle('x:usersDel'))!;
    expect(del.permission).toBe('user:del');
    const payload = { id: del.id, type: 2, title: del.title, permission: 'menu:list', pid: del.pid, menuSort: 77 };
    const res = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: user.headers, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PERMISSION_NOT_HELD', params: { permissions: ['user:del'] }, message: 'permission: you cannot change a menu whose permission you do not hold (user:del)' });
    expect(await menuById(del.id)).toEqual(del);
  });

  it('moving or hiding a button grants no role anything: permissions come from the menus a role holds, not from the tree', async () => {
    const holder = await signIn([]);
    const rooms = (await menuByTitle('x:liveRooms'))!;
    await t.app.db.insert(rolesMenus).values({ roleId: await roleOf(holder.id), menuId: rooms.id });
    await t.app.principals.invalidateAll();
    expect(await infoRoles(holder.headers)).toEqual(['live:list']);
    const editor = await signIn(['menu:list', 'menu:edit', 'menu:add']);
    const button = (await t.app.inject({ method: 'POST', url: '/api/menus', headers: editor.headers, payload: { type: 2, title: 'Movable button', permission: 'menu:add' } })).json() as { id: number };
    const moved = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: editor.headers, payload: { id: button.id, type: 2, title: 'Movable button', permission: 'menu:add', pid: rooms.id, hidden: true } });
    expect(moved.statusCode, moved.body).toBe(204);
    expect(await infoRoles(holder.headers)).toEqual(['live:list']);
    // Deleting takes links away: a holder ends up with less, never more.
    const edit = await create({ type: 2, title: 'Holder edit button', permission: 'live:edit', pid: rooms.id });
    await t.app.db.insert(rolesMenus).values({ roleId: await roleOf(holder.id), menuId: edit.id });
    await t.app.principals.invalidateAll();
    expect(await infoRoles(holder.headers)).toEqual(['live:edit', 'live:list']);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [edit.id, button.id] })).statusCode).toBe(200);
    expect(await infoRoles(holder.headers)).toEqual(['live:list']);
  });
});

describe('menu export and the console\'s pages', () => {
  it('GET api/menus/tree answers every directory and page as a tree, without buttons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus/tree', headers: admin });
    expect(res.statusCode).toBe(200);
    type Node = { title: string; type: number; children?: Node[] };
    const tree = res.json() as Node[];
    const monitor = tree.find((node) => node.title === 'x:monitor')!;
    expect(monitor.children!.map((node) => node.title)).toContain('x:onlineUsers');
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
    expect(flat(tree).some((node) => node.type === 2)).toBe(false);
    expect(flat(tree).map((node) => node.title)).toContain('x:depts');
  });

  it('GET api/menus/download answers an xlsx of the menus (or the blurry matches) with their parents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus/download?blurry=online:', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('menus.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 4));
    expect(rows[0]).toEqual(['Title', 'Parent', 'Type']);
    expect(rows.slice(1)).toEqual([
      ['x:forceLogout', 'x:onlineUsers', 'Button'],
      ['x:onlineUsers', 'x:monitor', 'Page'],
    ]);
  });

  it("knows exactly the page names of the console's page registry", () => {
    const registry = readFileSync(new URL('../../src/console/app/router/page-registry.ts', import.meta.url), 'utf8');
    const names = [...registry.matchAll(/^ {2}(\w+): \(\) => import\(/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(10);
    expect([...CONSOLE_PAGE_NAMES].sort()).toEqual(names.sort());
  });
});
