/**
 * Who is behind (`GET api/anchors/followUps`, managers): per operator, the streamers whose follow-up notice time has
 * come and those a day or more past it, most overdue first. Shown under the dispatch statistics.
 */
import { PageCard } from '@shared/ui/page-card';
import { useFollowUps } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';
import { StatsTable } from './stats-table';

/** The panel; renders nothing for a caller who may not read it. */
export function FollowUpsPanel({ enabled }: { enabled: boolean }) {
  const { ft } = useCrmT();
  const followUps = useFollowUps(enabled);
  if (!enabled) return null;
  const rows = followUps.data ?? [];
  const headers = [ft('followUps.operator'), ft('followUps.due'), ft('followUps.overdue'), ft('followUps.oldest')];
  return (
    <PageCard title={ft('followUps.title')} help={ft('followUps.help')}>
      <StatsTable
        label={ft('followUps.title')}
        headers={headers}
        query={followUps}
        failedText={ft('followUps.failed')}
        emptyText={ft('followUps.empty')}
        rows={rows.map((row) => ({
          key: row.operator.id,
          cells: [
            { value: <bdi>{row.operator.name}</bdi> },
            { value: row.due },
            { value: row.overdue, color: row.overdue > 0 ? 'red.fg' : undefined },
            { value: row.oldestNoticeTime ?? ft('common.none') },
          ],
        }))}
      />
    </PageCard>
  );
}
