/**
 * The dashboard, the console's landing page (issue "The guild's figures"): live now, today vs yesterday and this week
 * vs last, the pipeline by progress, top streamers and operators, and the 7- or 30-day history, from
 * `api/dashboard/figures`. Each figure links to the list behind it (figure-links.ts). The parts follow the caller's
 * permissions (monitoring figures with `monitor:list`, CRM figures with `anchor:list` in the caller's CRM scope).
 * Refreshes every 30 s while the tab is visible; `?range=30` shows 30 days; `?wall=1` fills the screen for a wall
 * display (no menus, larger figures, zoomed to fit the screen with no scrolling: use-fit-zoom.ts) and keeps refreshing.
 */
import { Alert, Box, Button, ButtonGroup, Grid, Heading, HStack, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMaximize, LuMinimize, LuRefreshCw } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { DASHBOARD_RANGES, type DashboardRange } from '../../../../streams/contracts/dashboard';
import { useSessionStore } from '@shared/auth/session-store';
import { LoadError } from '@shared/crud/load-error';
import { CompareSection, HistorySection, LiveNowSection, PipelineSection, TopOperatorsSection, TopStreamersSection } from './dashboard-sections';
import { figureFormat } from './figure-format';
import { useDashboardFigures } from './get-dashboard-figures';
import { useDashboardT } from './i18n/use-dashboard-t';
import { useFitZoom } from './use-fit-zoom';

/** `HH:mm` (or with seconds) of an ISO time with offset, as the server wrote it (the guild's zone). */
const clockOf = (iso: string, seconds = true) => iso.slice(11, seconds ? 19 : 16);

function Loading() {
  return (
    <Stack gap="4" aria-busy="true">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="28" borderRadius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h="40" borderRadius="md" />
      <Skeleton h="40" borderRadius="md" />
    </Stack>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { ft, language } = useDashboardT();
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const range: DashboardRange = params.get('range') === '30' ? '30' : '7';
  const wall = params.get('wall') === '1';
  const query = useDashboardFigures(range);
  const data = query.data;
  const fmt = figureFormat(language);
  const name = user?.nickName || user?.username || '';
  const frame = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const zoom = useFitZoom(frame, inner, wall, `${data?.serverTime ?? ''}|${language}|${range}|${query.isError}`);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const rangeButtons = (
    <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={ft('range.label')}>
      {DASHBOARD_RANGES.map((value) => (
        <Button key={value} aria-pressed={range === value} variant={range === value ? 'solid' : 'outline'} onClick={() => setParam('range', value === '7' ? null : value)}>
          {ft('range.days', { count: Number(value) })}
        </Button>
      ))}
    </ButtonGroup>
  );

  const body = (() => {
    if (!data) {
      if (query.isError) return <LoadError error={query.error} title={ft('loadFailed')} onRetry={() => void query.refetch()} />;
      return <Loading />;
    }
    const { sections, periods } = data;
    if (!sections.monitor && !sections.crm) {
      return (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{ft('nothingToShow')}</Alert.Title>
        </Alert.Root>
      );
    }
    return (
      <Stack gap="4">
        {query.isError ? <LoadError error={query.error} title={ft('loadFailed')} onRetry={() => void query.refetch()} /> : null}
        {data.live ? <LiveNowSection live={data.live} fmt={fmt} hour={`${clockOf(data.serverTime, false).slice(0, 3)}00`} /> : null}
        <CompareSection title={ft('compare.day')} testId="compare-day" now={periods.today} before={periods.yesterday} beforeName={ft('compare.yesterday')} sections={sections} fmt={fmt} />
        <CompareSection title={ft('compare.week')} testId="compare-week" now={periods.thisWeek} before={periods.lastWeek} beforeName={ft('compare.lastWeek')} sections={sections} fmt={fmt} />
        <Grid templateColumns={{ base: '1fr', lg: data.pipeline && (data.topStreamers || data.topOperators) ? 'minmax(15rem, 1fr) 3fr' : '1fr' }} gap="4" alignItems="stretch">
          {data.pipeline ? <PipelineSection pipeline={data.pipeline} fmt={fmt} /> : null}
          <Grid templateColumns={{ base: '1fr', xl: data.topStreamers && data.topOperators ? '1fr 1fr' : '1fr' }} gap="4">
            {data.topStreamers ? <TopStreamersSection rows={data.topStreamers} fmt={fmt} /> : null}
            {data.topOperators ? <TopOperatorsSection rows={data.topOperators} week={periods.thisWeek} fmt={fmt} /> : null}
          </Grid>
        </Grid>
        <HistorySection history={data.history} sections={sections} fmt={fmt} actions={rangeButtons} />
      </Stack>
    );
  })();

  return (
    <Box
      ref={frame}
      data-testid="dashboard"
      data-wall={wall || undefined}
      {...(wall ? { position: 'fixed', inset: '0', zIndex: 'modal', bg: 'bg.subtle', overflowY: 'auto', p: '6', fontSize: 'lg' } : {})}
    >
      <Stack ref={inner} gap="4" style={wall ? { zoom } : undefined} data-zoom={wall ? zoom.toFixed(2) : undefined}>
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
          <Box>
            <Heading as="h2" size={wall ? '2xl' : 'lg'}>
              {wall ? ft('title') : t('dashboard.welcome', { name })}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {data ? ft('subtitle', { time: clockOf(data.serverTime) }) : ft('title')}
            </Text>
          </Box>
          <HStack gap="2">
            <Button size="xs" variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching} aria-label={ft('refresh')}>
              <LuRefreshCw />
            </Button>
            <Button size="xs" variant="outline" onClick={() => setParam('wall', wall ? null : '1')}>
              {wall ? <LuMinimize /> : <LuMaximize />}
              {wall ? ft('leaveWall') : ft('wall')}
            </Button>
          </HStack>
        </HStack>
        {body}
      </Stack>
    </Box>
  );
}
