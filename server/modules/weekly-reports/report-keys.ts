/**
 * The public read-only links of weekly reports (`api/h5/weeklyReport?key=`): a key is 32 random bytes (base64url),
 * shown once when issued; only its SHA-256 is stored (as personal link keys, server/modules/anchors/link-keys.ts), so
 * a database dump opens nothing. A report has at most one open link: issuing a new key revokes the earlier ones;
 * revoking closes every open key of the report at once. A key does not expire (a report is a record of its week);
 * revoking is how a link is withdrawn.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refusal } from '../../../streams/contracts/refusals';
import type { PublicWeeklyReport } from '../../../streams/contracts/weekly-reports';
import type { DbOrTx } from '../../db/database';
import { weeklyReportKeys, weeklyReports } from '../../db/schema/weekly-reports';
import { refuse } from '../../http/http-error';
import { weekStarting } from '../week-data/week-range';
import { shownAdvice } from './report-rows';

/** SHA-256 of a key, hex. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Issues a report's public key (revoking its earlier ones). @returns the key, never stored. */
export async function issueReportKey(db: DbOrTx, reportId: number, by: string, now: Date): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.update(weeklyReportKeys).set({ revokedAt: now }).where(and(eq(weeklyReportKeys.reportId, reportId), isNull(weeklyReportKeys.revokedAt)));
  await db.insert(weeklyReportKeys).values({ reportId, keyHash: hashOf(key), createdBy: by, createdAt: now });
  return key;
}

/** Revokes every open key of a report (nothing to do when none is open). */
export async function revokeReportKeys(db: DbOrTx, reportId: number, now: Date): Promise<void> {
  await db.update(weeklyReportKeys).set({ revokedAt: now }).where(and(eq(weeklyReportKeys.reportId, reportId), isNull(weeklyReportKeys.revokedAt)));
}

/**
 * The report a presented key opens, in its language, with the advice the streamer is meant to read.
 * @throws HttpError 401 `WEEKLY_REPORT_KEY_MISSING` (no key), `WEEKLY_REPORT_KEY_INVALID` (unknown key),
 * `WEEKLY_REPORT_KEY_REVOKED` (withdrawn).
 */
export async function openReportByKey(db: DbOrTx, key: string | undefined): Promise<PublicWeeklyReport> {
  const presented = key?.trim();
  if (!presented) throw refuse(401, refusal('WEEKLY_REPORT_KEY_MISSING'));
  const [row] = await db
    .select({ report: weeklyReports, revokedAt: weeklyReportKeys.revokedAt })
    .from(weeklyReportKeys)
    .innerJoin(weeklyReports, eq(weeklyReports.id, weeklyReportKeys.reportId))
    .where(eq(weeklyReportKeys.keyHash, hashOf(presented)));
  if (!row) throw refuse(401, refusal('WEEKLY_REPORT_KEY_INVALID'));
  if (row.revokedAt) throw refuse(401, refusal('WEEKLY_REPORT_KEY_REVOKED'));
  const { report } = row;
  return {
    week: report.weekStart,
    weekStart: weekStarting(report.weekStart, report.zone).start.getTime(),
    zone: report.zone,
    lang: report.lang,
    nickname: report.nickname,
    figures: report.figures,
    findings: report.findings,
    summary: report.summary,
    advice: shownAdvice(report),
  };
}
