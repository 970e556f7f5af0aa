/** The parts of the dashboard page: live now, the two comparisons, the pipeline, the top lists and the history. */
import { Box, Card, Grid, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCount } from '@shared/utils/format-count';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardFigures, DashboardPeriod } from '../../../../streams/contracts/dashboard';
import { figureLinks } from './figure-links';
import type { FigureFormat } from './figure-format';
import { FigureTile } from './figure-tile';
import { HistoryChart } from './history-chart';
import { useDashboardT } from './i18n/use-dashboard-t';

type Ft = ReturnType<typeof useDashboardT>['ft'];

/** A titled card of the page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = `dashboard-${testId ?? title}`;
  return (
    <Card.Root variant="elevated" size="sm" as="section" aria-labelledby={id} data-testid={testId} h="full">
      <Card.Header pb="0">
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Live now: streamers live, viewers, diamonds this hour. */
export function LiveNowSection({ live, fmt, hour }: { live: NonNullable<DashboardFigures['live']>; fmt: FigureFormat; hour: string }) {
  const { ft } = useDashboardT();
  const open = (figure: string, value: string) => ft('links.open', { figure, value });
  return (
    <Section title={ft('live.title')} testId="live-now">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FigureTile
          size="lg"
          testId="figure-streamersLive"
          label={ft('live.streamersLive')}
          value={formatCount(live.streamersLive)}
          to={figureLinks.wall()}
          linkLabel={open(ft('live.streamersLive'), fmt.count(live.streamersLive))}
          note={ft('live.ofMonitored', { count: fmt.count(live.monitored) })}
        />
        <FigureTile size="lg" testId="figure-viewers" label={ft('live.viewers')} value={formatCount(live.viewers)} title={fmt.count(live.viewers)} to={figureLinks.wall()} linkLabel={open(ft('live.viewers'), fmt.count(live.viewers))} note={ft('live.viewersHint')} />
        <FigureTile
          size="lg"
          testId="figure-diamondsThisHour"
          label={ft('live.diamondsThisHour')}
          value={formatCount(live.diamondsThisHour)}
          title={fmt.count(live.diamondsThisHour)}
          to={figureLinks.runningSessions()}
          linkLabel={open(ft('live.diamondsThisHour'), fmt.count(live.diamondsThisHour))}
          note={ft('live.sinceHour', { time: hour })}
        />
      </SimpleGrid>
    </Section>
  );
}

type FigureKey = 'diamonds' | 'liveHours' | 'pks' | 'newTargets' | 'ordersDispatched' | 'ordersTaken' | 'ordersExpired' | 'takingRate' | 'guildJoined';

interface FigureSpec {
  key: FigureKey;
  part: 'monitor' | 'crm';
  value: (period: DashboardPeriod) => number | null;
  text: (fmt: FigureFormat, value: number | null) => string;
  to: (period: DashboardPeriod) => string;
  /** A rise is bad news (expired orders). */
  lowerIsBetter?: boolean;
  /** A rate: the change is in percentage points. */
  rate?: boolean;
}

const count = (fmt: FigureFormat, value: number | null) => fmt.count(value ?? 0);

/** The figures of a comparison, in the order shown. */
const FIGURES: readonly FigureSpec[] = [
  { key: 'diamonds', part: 'monitor', value: (p) => p.monitor?.diamonds ?? null, text: count, to: figureLinks.sessions },
  { key: 'liveHours', part: 'monitor', value: (p) => p.monitor?.liveMs ?? null, text: (fmt, v) => fmt.hours(v ?? 0), to: figureLinks.sessions },
  { key: 'pks', part: 'monitor', value: (p) => p.monitor?.pks ?? null, text: count, to: figureLinks.sessions },
  { key: 'newTargets', part: 'crm', value: (p) => p.crm?.newTargets ?? null, text: count, to: figureLinks.newStreamers },
  { key: 'ordersDispatched', part: 'crm', value: (p) => p.crm?.ordersDispatched ?? null, text: count, to: (p) => figureLinks.orders(p) },
  { key: 'ordersTaken', part: 'crm', value: (p) => p.crm?.ordersTaken ?? null, text: count, to: (p) => figureLinks.orders(p, 'confirmed') },
  { key: 'ordersExpired', part: 'crm', value: (p) => p.crm?.ordersExpired ?? null, text: count, to: (p) => figureLinks.orders(p, 'expired'), lowerIsBetter: true },
  { key: 'takingRate', part: 'crm', value: (p) => p.crm?.takingRate ?? null, text: (fmt, v) => fmt.rate(v), to: (p) => figureLinks.orders(p), rate: true },
  { key: 'guildJoined', part: 'crm', value: (p) => p.crm?.guildJoined ?? null, text: count, to: () => figureLinks.progress('guildJoined') },
];

/** One comparison: each figure of `now` with `before`'s value and the change. */
export function CompareSection({
  title,
  now,
  before,
  beforeName,
  sections,
  fmt,
  testId,
}: {
  title: string;
  now: DashboardPeriod;
  before: DashboardPeriod;
  beforeName: string;
  sections: DashboardFigures['sections'];
  fmt: FigureFormat;
  testId: string;
}) {
  const { ft } = useDashboardT();
  const shown = FIGURES.filter((spec) => sections[spec.part]);
  return (
    <Section title={title} testId={testId}>
      {/* One row of figures from 1440 px wide (9 × 7 rem), wrapping on narrower screens. */}
      <Grid templateColumns="repeat(auto-fit, minmax(7rem, 1fr))" gap="2">
        {shown.map((spec) => {
          const value = spec.value(now);
          const previous = spec.value(before);
          const text = spec.text(fmt, value);
          const label = ft(`figures.${spec.key}`);
          const change = changeOf(fmt, spec, value, previous, beforeName, ft);
          return (
            <FigureTile
              key={spec.key}
              testId={`${testId}-${spec.key}`}
              label={label}
              value={text}
              to={spec.to(now)}
              linkLabel={ft('links.open', { figure: label, value: text })}
              change={change.badge}
              note={<span title={change.title}>{ft('compare.before', { period: beforeName, value: spec.text(fmt, previous) })}</span>}
            />
          );
        })}
      </Grid>
    </Section>
  );
}

function changeOf(fmt: FigureFormat, spec: FigureSpec, value: number | null, previous: number | null, period: string, ft: Ft) {
  if (value === null || previous === null) return { badge: null, title: undefined };
  const text = spec.rate ? fmt.points(value - previous) : fmt.change(value, previous);
  if (text === null || value === previous) return { badge: null, title: value === previous ? ft('compare.noChange', { period }) : undefined };
  const up = value > previous;
  return { badge: { text, good: spec.lowerIsBetter ? !up : up }, title: ft('compare.change', { change: text, period }) };
}

/** Streamers by progress, each row a link to the streamers at that progress. */
export function PipelineSection({ pipeline, fmt }: { pipeline: NonNullable<DashboardFigures['pipeline']>; fmt: FigureFormat }) {
  const { t } = useTranslation();
  const { ft } = useDashboardT();
  const max = Math.max(1, ...pipeline.map((p) => p.count));
  const total = pipeline.reduce((sum, p) => sum + p.count, 0);
  return (
    <Section title={ft('pipeline.title')} testId="pipeline">
      {total === 0 ? (
        <Text color="fg.muted">{ft('pipeline.empty')}</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {pipeline.map((p) => {
            const progress = t(`anchor.progress.${p.progress}`);
            return (
              <Box as="li" key={p.progress}>
                <Link asChild display="block" _hover={{ textDecoration: 'none', '& .bar': { bg: 'brand.solid' } }} data-testid={`pipeline-${p.progress}`}>
                  <RouterLink to={figureLinks.progress(p.progress)} aria-label={ft('links.open', { figure: progress, value: fmt.count(p.count) })}>
                    <HStack justify="space-between" fontSize="sm">
                      <Text>{progress}</Text>
                      <Text fontWeight="semibold">{fmt.count(p.count)}</Text>
                    </HStack>
                    <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden">
                      <Box className="bar" h="full" w={`${(p.count / max) * 100}%`} bg="brand.muted" borderRadius="full" />
                    </Box>
                  </RouterLink>
                </Link>
              </Box>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

/** A ranked table; the first column holds the link. */
function TopTable({ caption, headers, rows, empty }: { caption: string; headers: string[]; rows: { key: number; cells: ReactNode[] }[]; empty: string }) {
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="line" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">#</Table.ColumnHeader>
            {headers.map((header, i) => (
              <Table.ColumnHeader key={header} textAlign={i === 0 ? 'start' : 'end'}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, rank) => (
            <Table.Row key={row.key}>
              <Table.Cell color="fg.muted">{rank + 1}</Table.Cell>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'} maxW={i === 0 ? '48' : undefined} truncate={i === 0}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The most diamonds this week; a streamer's name opens their room. */
export function TopStreamersSection({ rows, fmt }: { rows: NonNullable<DashboardFigures['topStreamers']>; fmt: FigureFormat }) {
  const { ft } = useDashboardT();
  return (
    <Section title={ft('topStreamers.title')} testId="top-streamers">
      <TopTable
        caption={ft('topStreamers.title')}
        empty={ft('topStreamers.empty')}
        headers={[ft('topStreamers.streamer'), ft('figures.diamonds'), ft('figures.liveHours'), ft('figures.pks')]}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            <Link asChild key="name" color="fg" _hover={{ color: 'brand.solid' }} title={`@${row.uniqueId}`}>
              <RouterLink to={figureLinks.streamerRoom(row.id)}>
                <bdi>{row.nickname || row.uniqueId}</bdi>
              </RouterLink>
            </Link>,
            fmt.count(row.diamonds),
            fmt.hours(row.liveMs),
            fmt.count(row.pks),
          ],
        }))}
      />
    </Section>
  );
}

/** Operators by orders taken this week; a name opens their orders of the week. */
export function TopOperatorsSection({ rows, week, fmt }: { rows: NonNullable<DashboardFigures['topOperators']>; week: DashboardPeriod; fmt: FigureFormat }) {
  const { ft } = useDashboardT();
  return (
    <Section title={ft('topOperators.title')} testId="top-operators">
      <TopTable
        caption={ft('topOperators.title')}
        empty={ft('topOperators.empty')}
        headers={[ft('topOperators.operator'), ft('topOperators.taken'), ft('topOperators.dispatched'), ft('topOperators.rate'), ft('topOperators.joined')]}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            <Link asChild key="name" color="fg" _hover={{ color: 'brand.solid' }}>
              <RouterLink to={figureLinks.orders(week, undefined, row.id)}>
                <bdi>{row.username}</bdi>
              </RouterLink>
            </Link>,
            fmt.count(row.ordersTaken),
            fmt.count(row.ordersDispatched),
            fmt.rate(row.takingRate),
            fmt.count(row.guildJoined),
          ],
        }))}
      />
    </Section>
  );
}

/** The history charts of the figures the caller sees. */
export function HistorySection({ history, sections, fmt, actions }: { history: DashboardFigures['history']; sections: DashboardFigures['sections']; fmt: FigureFormat; actions: ReactNode }) {
  const { ft } = useDashboardT();
  const from = history[0]?.day ?? '';
  const to = history.at(-1)?.day ?? '';
  const charts: { key: FigureKey; value: (d: DashboardFigures['history'][number]) => number | null; color: string; format: (v: number) => string }[] = [
    ...(sections.monitor
      ? [
          { key: 'diamonds' as const, value: (d: DashboardFigures['history'][number]) => d.diamonds, color: 'var(--chakra-colors-purple-500)', format: fmt.count },
          { key: 'liveHours' as const, value: (d: DashboardFigures['history'][number]) => d.liveMs, color: 'var(--chakra-colors-blue-500)', format: fmt.hours },
          { key: 'pks' as const, value: (d: DashboardFigures['history'][number]) => d.pks, color: 'var(--chakra-colors-orange-500)', format: fmt.count },
        ]
      : []),
    ...(sections.crm ? [{ key: 'ordersTaken' as const, value: (d: DashboardFigures['history'][number]) => d.ordersTaken, color: 'var(--chakra-colors-green-500)', format: fmt.count }] : []),
  ];
  const anything = history.some((d) => charts.some((c) => (c.value(d) ?? 0) > 0));
  return (
    <Card.Root variant="elevated" size="sm" as="section" aria-labelledby="dashboard-history" data-testid="history">
      <Card.Header pb="0">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm" id="dashboard-history">
            {ft('history.title')}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        {!anything ? <Text color="fg.muted" mb="3">{ft('history.empty')}</Text> : null}
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': charts.length }} gap="5">
          {charts.map((chart) => {
            const points = history.map((d) => ({ day: d.day, value: chart.value(d) ?? 0 }));
            const figure = ft(`figures.${chart.key}`);
            return (
              <HistoryChart
                key={chart.key}
                title={figure}
                label={ft('history.chart', { figure, from, to })}
                points={points}
                color={chart.color}
                format={chart.format}
                whole={chart.key !== 'liveHours'}
                total={ft('history.total', { value: chart.format(points.reduce((sum, p) => sum + p.value, 0)) })}
              />
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
