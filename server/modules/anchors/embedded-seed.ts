/**
 * The embedded default's sample pipeline: streamers of the simulator's population in the CRM, so a fresh `npm start`
 * shows the CRM's lists filled and orders arriving within minutes (the sample targets are the monitored simulator
 * streamers; the scanner sees them go live and dispatches orders). Only on PGlite (no DATABASE_URL): a PostgreSQL
 * deployment is a real guild's and starts empty.
 *
 * Seeded once per database (the `crm.samplePipeline` setting remembers it, so deleted samples do not come back):
 * - a sample operator, `sample_operator` in Live team Alpha with the seeded operator role (its password is random:
 *   the administrator sets one in Users to sign in as them);
 * - 6 targets allocated to the administrator and 6 to the sample operator, at several progresses;
 * - 4 new streamers nobody has marked (the marking queue), 2 waiting for review, 2 guild members.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AnchorProgress, CheckResult } from '../../../streams/contracts/anchors';
import type { Db } from '../../db/database';
import { appSettings } from '../../db/schema/app-settings';
import { anchors } from '../../db/schema/anchors';
import { depts } from '../../db/schema/depts';
import { roles, users, usersRoles } from '../../db/schema/users';
import { createSimulatorPopulation } from '../../live/sources/simulator/simulator-population';
import type { PasswordHasher } from '../../plugins/ports';
import { recordEvents } from './anchor-events';
import { followInMonitoring } from './anchor-records';

/** The `app_settings` key that records the seed. */
export const CRM_SEED_SETTING = 'crm.samplePipeline';
/** The sample operator's user name. */
export const SAMPLE_OPERATOR = 'sample_operator';

const SYSTEM = 'system';

/** What each sample streamer is: owner (admin / operator / nobody), progress, check result. */
type Sample = { owner: 'admin' | 'operator' | null; progress: AnchorProgress; checkResult?: CheckResult };

const SAMPLES: Sample[] = [
  { owner: 'admin', progress: 'contacted' },
  { owner: 'operator', progress: 'contacted' },
  { owner: 'admin', progress: 'enteredLiveRoom' },
  { owner: 'operator', progress: 'enteredLiveRoom' },
  { owner: 'admin', progress: 'addedWhatsApp' },
  { owner: 'operator', progress: 'addedWhatsApp' },
  { owner: 'admin', progress: 'gotInvitationCode', checkResult: 'pendingReview' },
  { owner: 'operator', progress: 'gotInvitationCode', checkResult: 'pendingReview' },
  { owner: 'admin', progress: 'contacted' },
  { owner: 'operator', progress: 'new' },
  { owner: 'admin', progress: 'guildJoined', checkResult: 'approved' },
  { owner: 'operator', progress: 'guildJoined', checkResult: 'approved' },
  { owner: null, progress: 'new' },
  { owner: null, progress: 'new' },
  { owner: null, progress: 'new' },
  { owner: null, progress: 'new' },
];

/** Seeds the sample pipeline if this database never had it. @returns how many streamers were added. */
export async function seedSamplePipeline(db: Db, hashPassword: PasswordHasher): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, CRM_SEED_SETTING));
    if (done) return 0;
    await tx.insert(appSettings).values({ key: CRM_SEED_SETTING, value: new Date().toISOString() }).onConflictDoNothing();
    const [admin] = await tx.select({ id: users.id, deptId: users.deptId }).from(users).where(eq(users.username, 'admin'));
    const [team] = await tx.select({ id: depts.id }).from(depts).where(eq(depts.name, 'seed:dept.liveTeamAlpha'));
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'seed:role.operator'));
    if (!admin) return 0;
    let [operator] = await tx.select({ id: users.id, deptId: users.deptId }).from(users).where(eq(users.username, SAMPLE_OPERATOR));
    if (!operator) {
      [operator] = await tx
        .insert(users)
        .values({ username: SAMPLE_OPERATOR, nickName: 'Sample operator', password: await hashPassword(randomBytes(18).toString('base64url')), deptId: team?.id ?? admin.deptId, enabled: true, createBy: SYSTEM })
        .returning({ id: users.id, deptId: users.deptId });
      if (role) await tx.insert(usersRoles).values({ userId: operator!.id, roleId: role.id });
    }
    const owners = { admin, operator: operator! };
    const { streamers } = createSimulatorPopulation(SAMPLES.length);
    const now = new Date();
    const values = SAMPLES.map((sample, index) => {
      const streamer = streamers[index]!;
      const owner = sample.owner ? owners[sample.owner] : null;
      return {
        anchorId: streamer.uniqueId,
        uniqueId: streamer.uniqueId,
        nickname: streamer.nickname,
        fans: 1_500 + index * 730,
        highestDiamonds: 200 + index * 95,
        gender: index % 3 === 0 ? ('man' as const) : ('woman' as const),
        systemCountry: ['AE', 'SA', 'KR', 'EG'][index % 4]!,
        progress: sample.progress,
        checkResult: sample.checkResult ?? null,
        status: sample.progress === 'guildJoined' ? ('continueFollowUp' as const) : null,
        availability: sample.owner ? ('available' as const) : null,
        operatorId: owner?.id ?? null,
        deptId: owner?.deptId ?? admin.deptId,
        allocatedTime: owner ? now : null,
        customLabels: index % 2 === 0 ? ['sample'] : ['sample', 'pk'],
        createBy: SYSTEM,
        updateBy: SYSTEM,
      };
    });
    const rows = await tx.insert(anchors).values(values).onConflictDoNothing().returning({ id: anchors.id });
    await recordEvents(tx, rows.map(({ id }) => ({ anchorRowId: id, kind: 'created' as const, by: SYSTEM, at: now })));
    await followInMonitoring(tx, values, SYSTEM);
    return rows.length;
  });
}
