/** The Service logs page over MSW: the rows, the search, next action and creation days in the query, the export. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceLogRow } from '../../../../../streams/contracts/anchor-service-logs';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, recordQuery } from '../../../../test/crud-page';
import { pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { ServiceLogsPage } from './service-logs-page';

const log = (id: number): ServiceLogRow => ({
  id,
  anchorRowId: 1,
  uniqueId: 'luna',
  nickname: 'Luna',
  follow: true,
  followBack: false,
  collect: false,
  earning: false,
  receiveMessage: true,
  privateMessageCount: 2,
  insFollowBack: false,
  insReply: false,
  pk: false,
  interact: true,
  friendly: true,
  giftedCoins: 'under10',
  invited: false,
  fansGroupJoined: false,
  noMessageLimit: false,
  replyPrivateMessage: false,
  recruitmentStrategy: 'Gift first',
  nextAction: 'continueFollowUp',
  noticeTime: '2026-11-27 10:00:00',
  screenshot: null,
  createBy: 'amy',
  createTime: '2026-11-26 09:00:00',
});

let queries: URLSearchParams[] = [];
let downloads: URLSearchParams[] = [];

beforeEach(() => {
  queries = [];
  downloads = [];
  server.use(
    http.get('/api/anchorServiceLogs', recordQuery(queries, () => pageOf([log(1)]))),
    http.get('/api/anchorServiceLogs/download', recordQuery(downloads, () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="service-logs.xlsx"' } }))),
  );
});

describe('the Service logs page', () => {
  it('lists the logs and sends the filters, also to the export', async () => {
    const user = userEvent.setup();
    renderCrmPage(<ServiceLogsPage />);
    expect(await screen.findByText('Gift first')).toBeInTheDocument();
    expect(screen.getByText('Less than 10 coins')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Next action' }), 'giveUp');
    await user.type(screen.getByRole('searchbox', { name: 'Search service logs' }), 'luna');
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLastQuery(queries, { nextAction: 'giveUp', blurry: 'luna', sort: 'createTime,desc' });
    expect(queries.at(-1)?.getAll('createTime')).toEqual(['2026-11-01 00:00:00', '2026-11-30 23:59:59']);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.at(-1)?.get('nextAction')).toBe('giveUp'));
  });
});
