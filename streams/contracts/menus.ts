/**
 * Menu wire shapes (eladmin `api/menus*`). Menu type: 0 directory, 1 menu, 2 button.
 */
import { z } from 'zod';
import { EXTERNAL_LINK_MESSAGE, idSchema, int32, isExternalLink } from './common';
import { commonMessage } from './refusals/common';
import { orgMessage } from './refusals/org';

/** A node of `GET api/menus/build`: eladmin's router shape. `component` is 'Layout', 'ParentView' or a page name. */
export interface BuiltMenu {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  meta: { title: string; icon: string | null; noCache: boolean };
  children?: BuiltMenu[];
}
export const builtMenuSchema: z.ZodType<BuiltMenu> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    component: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: z.object({ title: z.string(), icon: z.string().nullable(), noCache: z.boolean() }),
    children: z.array(builtMenuSchema).optional(),
  }),
);

/**
 * The page component names the console resolves: a page menu must name one of these, or the console could not show
 * it. `pageRegistry` (src/console/app/router/page-registry.ts) is typed `Record<ConsolePageName, LazyPage>` and the
 * seeded menus' `componentName` is a `ConsolePageName`, so a name here without a page, or a page or seeded menu
 * naming something else, fails the typecheck.
 */
export const CONSOLE_PAGE_NAMES = [
  'Dashboard',
  'UserCenter',
  'OnlineUser',
  'LiveRooms',
  'LiveStreamerInfo',
  'LiveGiftMessages',
  'LiveConfigs',
  'LiveConfigControl',
  'PkGame',
  'RankGame',
  'FlowerGame',
  'Turntable',
  'TurntableRecords',
  'RecordScores',
  'PkScoreRanking',
  'IceFireGame',
  'GroupStreamers',
  'UserAnimations',
  'AnimationLibrary',
  'MonitorStreamers',
  'MonitorWall',
  'MonitorLineChart',
  'MonitorStreamerRoom',
  'MonitorRoomData',
  'MonitorRoomRanking',
  'Devices',
  'DeviceCommands',
  'DeviceCommandLog',
  'DeviceRules',
  'DeviceGiftMessages',
  'CrmStreamers',
  'CrmTargets',
  'CrmMarking',
  'CrmPipeline',
  'CrmGivenUp',
  'CrmFavourites',
  'CrmInternal',
  'CrmDispatchStats',
  'CrmServiceLogs',
  'CrmOrders',
  'CrmReviews',
  'CrmLinkKeys',
  'WeekData',
  'WeeklyReports',
  'AdviceTexts',
  'LotteryActivities',
  'LotteryPrizes',
  'LotteryCodes',
  'LotteryRecords',
  'KoreaStreamerConfig',
  'KoreaDoublePk',
  'KoreaSoloShow',
  'KoreaTeamShow',
  'KoreaTotalScore',
  'KoreaStatistics',
  'User',
  'Role',
  'Menu',
  'Dept',
  'Job',
  'Dict',
  'Timing',
  'Log',
  'ErrorLog',
  'ServerMonitor',
  'SqlMonitor',
  'Page401',
  'Page404',
] as const;
export type ConsolePageName = (typeof CONSOLE_PAGE_NAMES)[number];

/** Menu titles are plain text or `x:key`, translated by the console through `route.key`. */
export const TRANSLATED_TITLE = /^x:[A-Za-z][A-Za-z0-9_]*$/;

export const menuTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A menu row as the menu admin page reads and writes it. */
export const menuSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  type: menuTypeSchema,
  title: z.string(),
  /** Page component path (informative) — the console resolves pages by `componentName`. */
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  path: z.string().nullable(),
  permission: z.string().nullable(),
  icon: z.string().nullable(),
  menuSort: z.number().int(),
  hidden: z.boolean(),
  cache: z.boolean(),
  iFrame: z.boolean(),
  subCount: z.number().int(),
  hasChildren: z.boolean().optional(),
  leaf: z.boolean().optional(),
  label: z.string().optional(),
  createTime: z.string().optional(),
  children: z.array(z.unknown()).optional(),
});
export type Menu = z.infer<typeof menuSchema>;

/** Optional text fields of the menu form: blank means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * `POST api/menus` body (menu:add → 201). `pid` null or 0 = top level. Rules (eladmin `MenuServiceImpl`):
 * an external link (`iFrame`) needs a path starting with http://, https://, mailto: or tel: (the spec's external
 * links; `javascript:` would run when clicked); directories and pages need a path; a page that is not an external
 * link needs the `componentName` the console resolves it by; a button needs a permission. Uniqueness (title, componentName) and the parent are checked by the server.
 */
const menuFields = z.object({
  pid: int32()
    .nullish()
    .transform((pid) => (pid ? pid : null)),
  type: menuTypeSchema,
  title: z.string().trim().min(1, `title: ${commonMessage('REQUIRED')}`).max(255),
  component: optionalText(255),
  componentName: optionalText(255),
  path: optionalText(255),
  permission: optionalText(255),
  icon: optionalText(255),
  menuSort: z.number().int().min(0).max(999_999).default(999),
  hidden: z.boolean().default(false),
  cache: z.boolean().default(false),
  iFrame: z.boolean().default(false),
});

type MenuFields = z.infer<typeof menuFields>;

function checkMenuRules(menu: MenuFields, ctx: z.RefinementCtx): void {
  if (menu.iFrame && !isExternalLink(menu.path ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: `path: ${EXTERNAL_LINK_MESSAGE}` });
  } else if (menu.type !== 2 && !menu.path) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: `path: ${orgMessage('MENU_PATH_REQUIRED')}` });
  }
  if (menu.type === 1 && !menu.iFrame && !menu.componentName) {
    ctx.addIssue({ code: 'custom', path: ['componentName'], message: `componentName: ${orgMessage('MENU_COMPONENT_REQUIRED')}` });
  } else if (menu.type === 1 && !menu.iFrame && !(CONSOLE_PAGE_NAMES as readonly string[]).includes(menu.componentName ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['componentName'], message: `componentName: ${orgMessage('MENU_UNKNOWN_PAGE', { component: menu.componentName ?? '' })}` });
  }
  if (menu.title.startsWith('x:') && !TRANSLATED_TITLE.test(menu.title)) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: `title: ${orgMessage('MENU_TITLE_KEY')}` });
  }
  if (menu.type === 2 && !menu.permission) {
    ctx.addIssue({ code: 'custom', path: ['permission'], message: `permission: ${orgMessage('MENU_PERMISSION_REQUIRED')}` });
  }
}

export const menuCreateBodySchema = menuFields.superRefine(checkMenuRules);
export type MenuCreateBody = z.infer<typeof menuCreateBodySchema>;

/** `PUT api/menus` body (menu:edit → 204): the create body plus the id. */
export const menuUpdateBodySchema = menuFields.extend({ id: idSchema }).superRefine(checkMenuRules);
export type MenuUpdateBody = z.infer<typeof menuUpdateBodySchema>;
