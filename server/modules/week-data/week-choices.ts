/**
 * `GET api/weekData/choices`: the groups and managers the week page's filters offer — those of the week rows the
 * caller reaches (week-rows.ts's scope), by name. Read from the rows rather than from departments and users, so a
 * manager who may not list either still filters by them, and no choice leads to an empty list by design.
 */
import { and, asc, isNotNull } from 'drizzle-orm';
import type { WeekChoices } from '../../../streams/contracts/week-data';
import type { DbOrTx } from '../../db/database';
import { weekData } from '../../db/schema/week-data';
import type { CrmCaller } from '../anchors/crm-caller';
import { weekScope } from './week-rows';

/** The distinct groups and managers of the caller's week rows, by name. */
export async function weekChoices(db: DbOrTx, who: CrmCaller): Promise<WeekChoices> {
  const [groups, managers] = await Promise.all([
    db
      .selectDistinct({ id: weekData.groupId, name: weekData.groupName })
      .from(weekData)
      .where(and(weekScope(who), isNotNull(weekData.groupId)))
      .orderBy(asc(weekData.groupName), asc(weekData.groupId)),
    db
      .selectDistinct({ id: weekData.managerId, name: weekData.managerName })
      .from(weekData)
      .where(and(weekScope(who), isNotNull(weekData.managerId)))
      .orderBy(asc(weekData.managerName), asc(weekData.managerId)),
  ]);
  // A renamed department appears once per name the rows copied; the newest name is not known here, so the first wins.
  const unique = (rows: { id: number | null; name: string | null }[]) => {
    const seen = new Map<number, string>();
    for (const row of rows) if (row.id !== null && !seen.has(row.id)) seen.set(row.id, row.name ?? String(row.id));
    return [...seen].map(([id, name]) => ({ id, name }));
  };
  return { groups: unique(groups), managers: unique(managers) };
}
