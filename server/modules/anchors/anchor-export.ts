/**
 * `GET api/anchors/download`: the streamers matching the list's view, filters and sort as an xlsx workbook (at most
 * EXPORT_MAX_ROWS rows). Its first columns are the import's, so an export edited in a spreadsheet imports again.
 */
import type { AnchorFilter } from '../../../streams/contracts/anchor-lists';
import type { Db } from '../../db/database';
import type { SortQuery } from '../../http/list-query';
import { sheetXlsx } from '../../http/xlsx';
import { anchorConditions, anchorList, toAnchorRow } from './anchor-rows';
import type { CrmCaller } from './crm-caller';

/** The workbook. @throws 400 bad sort or range. */
export async function anchorsXlsx(db: Db, who: CrmCaller, query: AnchorFilter & SortQuery, zone: string, now: Date): Promise<Buffer> {
  const rows = await anchorList(who.userId).rows(db, query.sort, anchorConditions(db, who, query, zone, now));
  const columns = [
    ['anchorId', 22],
    ['uniqueId', 22],
    ['nickname', 20],
    ['fans', 10],
    ['highestDiamonds', 12],
    ['gender', 8],
    ['systemCountry', 12],
    ['remarkCountry', 12],
    ['whatsAppNumber', 16],
    ['insAccount', 16],
    ['customLabels', 20],
    ['note', 30],
    ['progress', 16],
    ['availability', 18],
    ['checkResult', 14],
    ['operator', 14],
    ['liveStatus', 10],
    ['createTime', 20],
  ] as const;
  return sheetXlsx(
    'Streamers',
    columns.map(([header, width]) => ({ header, width })),
    rows.map((stored) => {
      const row = toAnchorRow(stored, zone);
      return [
        row.anchorId,
        row.uniqueId,
        row.nickname,
        row.fans,
        row.highestDiamonds,
        row.gender ?? '',
        row.systemCountry ?? '',
        row.remarkCountry ?? '',
        row.whatsAppNumber ?? '',
        row.insAccount ?? '',
        row.customLabels.join(', '),
        row.note ?? '',
        row.progress,
        row.availability ?? '',
        row.checkResult ?? '',
        row.operator?.name ?? '',
        row.liveStatus,
        row.createTime,
      ];
    }),
  );
}
