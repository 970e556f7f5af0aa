/**
 * The Weekly data page over MSW: figures in their units with the week-over-week change and source marks; the week,
 * filters, sort and search sent (and kept in the URL), also to the export; a streamer's trend; the import's mapping
 * step, its checks, the result and the refused rows; a reader without `weekData:import` has no Import.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportPreview, WeekDataRow, WeekFigures, WeekTrendPoint } from '../../../../../streams/contracts/week-data';
import { useSessionStore } from '@shared/auth/session-store';
import { expectLastQuery, recordQuery } from '../../../../test/crud-page';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { WeekDataPage } from './week-data-page';

const figures = (patch: Partial<WeekFigures> = {}): WeekFigures => ({
  liveDurationMs: (2 * 60 + 5) * 60_000,
  liveDays: 3,
  liveCount: 4,
  pkCount: 2,
  diamonds: 12_345,
  likes: 800,
  newFollowers: 9,
  impressions: 20_000,
  taps: 340,
  videos: 3,
  conversionRate: 12.5,
  followers: 1_500,
  ...patch,
});

const MEASURED = { liveDurationMs: 'measured', liveDays: 'measured', liveCount: 'measured', pkCount: 'measured', diamonds: 'measured', likes: 'measured', newFollowers: 'measured' } as const;

function weekRow(id: number, patch: Partial<WeekDataRow> = {}): WeekDataRow {
  return {
    id,
    streamerId: 100 + id,
    uniqueId: `streamer_${id}`,
    nickname: `Streamer ${id}`,
    week: '2026-03-02',
    groupId: 7,
    groupName: 'Team Alpha',
    managerId: 3,
    managerName: 'amy',
    streamerType: 'game',
    inviteType: 'elite',
    ...figures(),
    sources: { ...MEASURED, impressions: 'imported', taps: 'imported', videos: 'imported', conversionRate: 'imported', followers: 'imported' },
    previous: figures({ diamonds: 8_230, liveCount: 4, conversionRate: 15 }),
    computedAt: '2026-03-05 10:00:00',
    importedAt: '2026-03-05 11:00:00',
    ...patch,
  };
}

const quiet = weekRow(2, {
  nickname: 'Quiet One',
  ...figures({ liveDurationMs: 0, liveDays: 0, liveCount: 0, diamonds: 0, impressions: null, taps: null, videos: null, conversionRate: null, followers: null }),
  sources: { liveDurationMs: 'none', liveDays: 'none', liveCount: 'none', pkCount: 'none', diamonds: 'none', likes: 'none', newFollowers: 'none', impressions: 'none', taps: 'none', videos: 'none', conversionRate: 'none', followers: 'none' },
  previous: null,
});

let queries: URLSearchParams[] = [];
let downloads: URLSearchParams[] = [];

beforeEach(() => {
  queries = [];
  downloads = [];
  server.use(
    http.get('/api/weekData', recordQuery(queries, () => HttpResponse.json({ content: [weekRow(1), quiet], totalElements: 2 }))),
    http.get('/api/weekData/choices', () => HttpResponse.json({ groups: [{ id: 7, name: 'Team Alpha' }], managers: [{ id: 3, name: 'amy' }] })),
    http.get('/api/weekData/download', recordQuery(downloads, () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="week-data.xlsx"' } }))),
  );
});

function renderWeekPage(roles: string[] = ['admin'], url = '/figures/week-data?week=2026-03-02') {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter([{ path: '/figures/week-data', element: <WeekDataPage /> }], { initialEntries: [url] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const rowOf = async (uniqueId: string) => (await screen.findByText(`@${uniqueId}`)).closest('tr')!;
const cellOf = (row: HTMLElement, figure: string) => row.querySelector<HTMLElement>(`[data-figure="${figure}"]`)!;

describe('the Weekly data list', () => {
  it('shows each figure in its unit, its change from last week and where it came from', async () => {
    renderWeekPage();
    const row = await rowOf('streamer_1');
    expect(cellOf(row, 'liveDurationMs')).toHaveTextContent('2 h 5 min');
    expect(cellOf(row, 'conversionRate')).toHaveTextContent('12.5%');
    expect(cellOf(row, 'diamonds')).toHaveTextContent('12,345');
    expect(within(cellOf(row, 'diamonds')).getByRole('img', { name: 'Up +50% from last week' })).toBeInTheDocument();
    expect(within(cellOf(row, 'conversionRate')).getByRole('img', { name: 'Down -2.5 from last week' })).toBeInTheDocument();
    expect(within(cellOf(row, 'liveCount')).getByRole('img', { name: 'Same as last week' })).toBeInTheDocument();
    expect(within(cellOf(row, 'diamonds')).getByRole('img', { name: 'measured' })).toBeInTheDocument();
    expect(within(cellOf(row, 'impressions')).getByRole('img', { name: 'imported' })).toBeInTheDocument();
    // No row last week: no change; a figure not imported is a dash marked 'no data'.
    const other = await rowOf('streamer_2');
    expect(within(other).queryByRole('img', { name: /last week/ })).toBeNull();
    expect(cellOf(other, 'impressions')).toHaveTextContent('—');
    expect(within(cellOf(other, 'impressions')).getByRole('img', { name: 'no data' })).toBeInTheDocument();
    expect(screen.getByTestId('source-legend')).toHaveTextContent(/stored live sessions/);
    expect(within(row).getByText('Elite')).toBeInTheDocument();
  });

  it('sends the week, the filters, the search and the sort, keeps them in the URL and exports with them', async () => {
    const user = userEvent.setup();
    const { router } = renderWeekPage();
    await rowOf('streamer_1');
    await expectLastQuery(queries, { week: '2026-03-02', sort: 'diamonds,desc' });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await expectLastQuery(queries, { week: '2026-02-23' });
    expect(screen.getByLabelText('Week starting')).toHaveValue('2026-02-23');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Manager' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Streamer type' }), 'game');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invitation type' }), 'elite');
    await user.type(screen.getByRole('searchbox', { name: 'Search streamers' }), 'luna');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Sort by Impressions' }));
    await expectLastQuery(queries, { week: '2026-02-23', groupId: '7', managerId: '3', streamerType: 'game', inviteType: 'elite', blurry: 'luna', sort: 'impressions,desc' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ week: '2026-02-23', groupId: '7', sort: 'impressions,desc', blurry: 'luna' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await expectLastQuery(queries, { week: '2026-03-02' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(Object.fromEntries(downloads.at(-1) ?? [])).toMatchObject({ week: '2026-03-02', groupId: '7', streamerType: 'game', sort: 'impressions,desc' }));
  });

  it('opens a streamer’s 12-week trend and charts the figure chosen', async () => {
    const trendQueries: URLSearchParams[] = [];
    const points: WeekTrendPoint[] = Array.from({ length: 12 }, (_, index) => {
      const week = new Date(Date.UTC(2025, 11, 15 + index * 7)).toISOString().slice(0, 10);
      return { week, ...figures({ diamonds: 1000 + index, impressions: index === 11 ? 20_000 : null }), sources: { ...MEASURED, impressions: index === 11 ? 'imported' : 'none', taps: 'none', videos: 'none', conversionRate: 'none', followers: 'none' } };
    });
    server.use(http.get('/api/weekData/trend', recordQuery(trendQueries, () => HttpResponse.json(points))));
    const user = userEvent.setup();
    renderWeekPage();
    await user.click(await screen.findByRole('button', { name: 'Trend of Streamer 1' }));
    const dialog = await screen.findByTestId('trend-dialog');
    await expectLastQuery(trendQueries, { streamerId: '101', weeks: '12', week: '2026-03-02' });
    expect(await within(dialog).findByRole('img', { name: /^Diamonds over 12 weeks: 2025-12-15 1,000/ })).toBeInTheDocument();
    expect(dialog.querySelectorAll('[data-week] rect, rect[data-week]')).toHaveLength(12);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Figure' }), 'impressions');
    // Only the last week was imported: one bar; the table names the others 'no data'.
    await waitFor(() => expect(dialog.querySelectorAll('rect[data-week]')).toHaveLength(1));
    expect(within(dialog).getByRole('table', { name: 'Impressions over 12 weeks' })).toHaveTextContent('20,000');
    expect(within(dialog).getAllByRole('img', { name: 'no data' })).toHaveLength(11);
  });
});

describe('the import', () => {
  const preview: ImportPreview = {
    headers: ['Creator ID', 'LIVE impressions', 'Gift rate', 'Region'],
    mapping: { 'Creator ID': 'uniqueId', 'LIVE impressions': 'impressions', 'Gift rate': 'ignore', Region: 'ignore' },
    sampleRows: [['luna', '12,000', '12.5%', 'AE']],
    rowCount: 1,
  };
  const csv = () => new File(['Creator ID,LIVE impressions,Gift rate,Region\nluna,"12,000",12.5%,AE\n'], 'export.csv', { type: 'text/csv' });

  const sent: { week: string | null; mapping: string | null; file: string | null }[] = [];
  beforeEach(() => {
    sent.length = 0;
    server.use(http.post('/api/weekData/importPreview', () => HttpResponse.json(preview)));
  });
  const answerImport = (answer: () => Response) =>
    server.use(
      http.post('/api/weekData/import', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        sent.push({ week: form.get('week') as string | null, mapping: form.get('mapping') as string | null, file: typeof file === 'object' && file !== null ? file.name : null });
        return answer();
      }),
    );

  it('reads the columns, pre-fills the mapping, checks it, then imports with it and shows the result', async () => {
    answerImport(() => HttpResponse.json({ week: '2026-03-02', imported: 1, cleared: 2 }));
    const user = userEvent.setup();
    renderWeekPage(['weekData:list', 'weekData:import']);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByTestId('week-import-dialog');
    expect(dialog).toHaveTextContent('replaces all of that week’s imported figures');
    expect(within(dialog).getByLabelText('Week (its Monday)')).toHaveValue('2026-03-02');
    await user.upload(within(dialog).getByLabelText('File'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Read the columns' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Creator ID' })).toHaveValue('uniqueId');
    expect(within(dialog).getByRole('combobox', { name: 'LIVE impressions' })).toHaveValue('impressions');
    expect(within(dialog).getByRole('combobox', { name: 'Gift rate' })).toHaveValue('ignore');
    // The same figure twice is refused before sending.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gift rate' }), 'impressions');
    expect(within(dialog).getByTestId('mapping-problem')).toHaveTextContent('Impressions is chosen for more than one column');
    expect(within(dialog).getByRole('button', { name: 'Import 1 rows' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gift rate' }), 'conversionRate');
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 rows' }));
    expect(await within(dialog).findByTestId('import-result')).toHaveTextContent('1 streamers imported for the week of 2026-03-02; 2 streamers’ earlier imported figures cleared.');
    // jsdom's multipart round trip drops the file's name ('blob'); that a file part was sent is what is checked.
    expect(sent).toEqual([{ week: '2026-03-02', file: expect.any(String), mapping: JSON.stringify({ 'Creator ID': 'uniqueId', 'LIVE impressions': 'impressions', 'Gift rate': 'conversionRate', Region: 'ignore' }) }]);
  });

  it('shows the refused rows (nothing written)', async () => {
    answerImport(() =>
      HttpResponse.json(
        { status: 400, code: 'IMPORT_REFUSED', params: { count: 1 }, message: 'The file was not imported: 1 problems', errors: [{ row: 2, field: 'uniqueId', message: 'uniqueId: no monitored streamer luna', code: 'WEEK_IMPORT_UNKNOWN_STREAMER', params: { uniqueId: 'luna' } }], errorCount: 1 },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWeekPage();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByTestId('week-import-dialog');
    await user.upload(within(dialog).getByLabelText('File'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Read the columns' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 rows' }));
    const result = await within(dialog).findByTestId('import-result');
    expect(within(result).getByRole('table')).toHaveTextContent('2');
    // The column as the file names it, not the target it was mapped to.
    expect(within(result).getByRole('table')).toHaveTextContent('Creator ID');
  });

  it('is not offered without weekData:import', async () => {
    renderWeekPage(['weekData:list']);
    await rowOf('streamer_1');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
