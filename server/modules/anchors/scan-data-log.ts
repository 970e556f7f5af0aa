/**
 * The data log's points from monitoring scans (`GET api/anchors/{id}/dataLog`, the detail drawer's chart): every scan
 * of a CRM streamer — an anchors row whose `lower(unique_id)` is the scanned TikTok ID's — gives it a point with the
 * scan's live status, its fans (the follower count the scan reported, else the stored one) and its highest diamonds,
 * `liveMs` null. A scan that reports followers also updates the streamer's `fans`.
 *
 * Volume: a point is left out when nothing it shows (fans, highest diamonds, live status) changed since the
 * streamer's last point, of any kind, and that point is younger than {@link DATA_LOG_QUIET_MS}; so a streamer whose
 * figures stand still gets at most one point per 30 minutes (2 an hour instead of 60 at focus scans every minute), a
 * change is charted at the scan that saw it, and the newest 1,000 points the drawer gets (`DATA_LOG_MAX`) still span
 * about three weeks. The scanner hands its scans over about once a second; each batch is one statement, whatever its
 * size (5,000 followed streamers at focus scans: about 83 scans a batch, at most 10,000 unchanged points an hour).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import type { ScanReport } from '../../live/monitor/scan-router';

/** The longest an unchanged streamer goes without a scan point, ms (30 minutes). */
export const DATA_LOG_QUIET_MS = 30 * 60_000;

const INT_MAX = 2_147_483_647;

/** A follower count fit for the `fans` column, or null when the scan gave none (or nonsense). */
function fansOf(followers: number | null): number | null {
  if (followers === null || !Number.isFinite(followers) || followers < 0) return null;
  return Math.min(Math.round(followers), INT_MAX);
}

/**
 * Stores the data log points of a batch of scans, in one statement (see the module comment for the rule): the
 * newest scan of each TikTok ID in the batch counts, matched case-insensitively to every anchors row with that ID;
 * scans of streamers not in the CRM write nothing. Each point is stamped with its scan's time (`ScanReport.at`, epoch
 * ms).
 * @param quietMs how long an unchanged streamer's last point stands before a scan adds another, ms.
 * @returns how many points were written.
 */
export async function logScans(db: DbOrTx, reports: readonly ScanReport[], quietMs: number = DATA_LOG_QUIET_MS): Promise<number> {
  const latest = new Map<string, ScanReport>();
  for (const report of reports) {
    const uid = report.uniqueId.toLowerCase();
    const seen = latest.get(uid);
    if (!seen || seen.at <= report.at) latest.set(uid, report);
  }
  if (latest.size === 0) return 0;
  const scans = JSON.stringify([...latest].map(([uid, report]) => ({ uid, live: report.live, fans: fansOf(report.followers), at: new Date(report.at).toISOString() })));
  const rows = await queryRows<{ written: number }>(
    db,
    sql`with scan as (
        select s.uid, s.live, s.fans, s.at from jsonb_to_recordset(${scans}::jsonb) as s(uid text, live boolean, fans integer, at timestamptz)
      ),
      point as (
        select a.id, s.at, coalesce(s.fans, a.fans) as fans, a.fans as stored_fans, a.highest_diamonds,
          case when s.live then 'living' else 'notLiving' end as live_status
        from anchors a join scan s on lower(a.unique_id) = s.uid
        -- Also as an array, so the planner looks the IDs up in anchors_unique_id_lower_idx instead of scanning anchors.
        where lower(a.unique_id) = any(array(select uid from scan))
      ),
      fans_updated as (
        update anchors a set fans = (select p.fans from point p where p.id = a.id)
        where a.id = any(array(select id from point where fans <> stored_fans))
        returning a.id
      ),
      inserted as (
        insert into anchor_data_log (anchor_row_id, at, fans, highest_diamonds, live_status, live_ms)
        select p.id, p.at, p.fans, p.highest_diamonds, p.live_status, null
        from point p
        left join lateral (
          select l.at, l.fans, l.highest_diamonds, l.live_status from anchor_data_log l where l.anchor_row_id = p.id order by l.at desc limit 1
        ) last on true
        where last.at is null
          or last.fans <> p.fans or last.highest_diamonds <> p.highest_diamonds or last.live_status <> p.live_status
          or p.at - last.at >= make_interval(secs => ${quietMs / 1_000}::double precision)
        returning 1
      )
      select (select count(*) from inserted)::int as written, (select count(*) from fans_updated)::int as fans_updated`,
  );
  return rows[0]?.written ?? 0;
}
