/**
 * Server monitor (monitor → server, component name 'ServerMonitor'; `server:list`): cards for the system, CPU,
 * memory, swap and disk, from `GET api/monitor`, refreshed every 3 s with the time of the shown figures and a
 * pause toggle. Gauges are Chakra progress circles (role progressbar, labelled), sizes in the reader's language.
 */
import { AbsoluteCenter, Alert, Box, Button, DataList, Grid, HStack, Heading, ProgressCircle, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPause, LuPlay } from 'react-icons/lu';
import type { Capacity, ServerFigures } from '../../../../../streams/contracts/server-monitor';
import { PageCard } from '@shared/ui/page-card';
import { useProgressTranslations } from '@shared/ui/progress-text';
import { useServerFigures } from '../api/get-server-figures';
import { useSsTranslation, type SsT } from '../i18n/system-server-locale';
import { formatBytes, formatPercent, uptimeParts } from './format';

/** Green under 70 %, orange under 90 %, red above: where a reader should look first. */
const paletteOf = (rate: number) => (rate >= 90 ? 'red' : rate >= 70 ? 'orange' : 'green');

function Gauge({ value, label, language }: { value: number; label: string; language: string }) {
  const translations = useProgressTranslations();
  return (
    <ProgressCircle.Root value={value} size="xl" colorPalette={paletteOf(value)} aria-label={label} translations={translations}>
      <ProgressCircle.Circle css={{ '--thickness': '8px' }}>
        <ProgressCircle.Track />
        <ProgressCircle.Range strokeLinecap="round" />
      </ProgressCircle.Circle>
      <AbsoluteCenter>
        <chakra.bdi fontSize="sm" fontWeight="semibold" dir="ltr">
          {formatPercent(value, language)}
        </chakra.bdi>
      </AbsoluteCenter>
    </ProgressCircle.Root>
  );
}

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Facts({ items }: { items: Array<[string, React.ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function CapacityCard({ title, value, st, language, testId, emptyText }: { title: string; value: Capacity; st: SsT; language: string; testId: string; emptyText?: string }) {
  const size = (bytes: number) => <chakra.bdi dir="ltr">{formatBytes(bytes, language)}</chakra.bdi>;
  return (
    <Card title={title} testId={testId}>
      {value.total === 0 && emptyText ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <HStack gap="5" align="center" wrap="wrap">
          <Gauge value={value.usageRate} label={st('server.usage', { name: title })} language={language} />
          <Facts
            items={[
              [st('server.total'), size(value.total)],
              [st('server.used'), size(value.used)],
              [st('server.available'), size(value.available)],
            ]}
          />
        </HStack>
      )}
    </Card>
  );
}

function Uptime({ seconds, st }: { seconds: number; st: SsT }) {
  const { days, hours, minutes } = uptimeParts(seconds);
  const parts = [days > 0 ? st('server.days', { count: days }) : '', days > 0 || hours > 0 ? st('server.hours', { count: hours }) : '', st('server.minutes', { count: minutes })];
  return <>{parts.filter((p) => p !== '').join(' ')}</>;
}

function Figures({ figures, st, language }: { figures: ServerFigures; st: SsT; language: string }) {
  const { sys, cpu } = figures;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)', '2xl': 'repeat(3, 1fr)' }} gap="4">
      <Card title={st('server.system')} testId="server-system">
        <Facts
          items={[
            [st('server.os'), sys.os],
            [st('server.hostname'), <chakra.bdi key="h" dir="ltr">{sys.hostname}</chakra.bdi>],
            [st('server.ip'), <chakra.bdi key="i" dir="ltr">{sys.ip}</chakra.bdi>],
            [st('server.uptime'), <Uptime key="u" seconds={sys.uptime} st={st} />],
          ]}
        />
      </Card>
      <Card title={st('server.cpu')} testId="server-cpu">
        <HStack gap="5" align="center" wrap="wrap">
          <Gauge value={cpu.used} label={st('server.cpuUsed')} language={language} />
          <Facts
            items={[
              [st('server.cpuName'), cpu.name],
              [st('server.packages'), cpu.package],
              [st('server.cores'), cpu.core],
              [st('server.logical'), cpu.logic],
            ]}
          />
        </HStack>
      </Card>
      <CapacityCard title={st('server.memory')} value={figures.memory} st={st} language={language} testId="server-memory" />
      <CapacityCard title={st('server.swap')} value={figures.swap} st={st} language={language} testId="server-swap" emptyText={st('server.noSwap')} />
      <CapacityCard title={st('server.disk')} value={figures.disk} st={st} language={language} testId="server-disk" />
    </Grid>
  );
}

export function ServerMonitorPage() {
  const { t, st, language } = useSsTranslation();
  const [paused, setPaused] = useState(false);
  const figures = useServerFigures(paused);
  const data = figures.data;

  return (
    <PageCard
      title={st('server.title')}
      help={st('server.help')}
      actions={
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="server-updated">
            {/* The time is isolated left to right (U+2066…U+2069) so Arabic keeps the date before the clock. */}
            {data ? st('server.updatedAt', { time: `\u2066${data.time}\u2069` }) : null}
          </Text>
          <Text fontSize="xs" color={paused ? 'orange.fg' : 'fg.muted'}>
            {paused ? st('server.paused') : st('server.refreshing')}
          </Text>
          <Button size="sm" variant="outline" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? <LuPlay aria-hidden="true" /> : <LuPause aria-hidden="true" />}
            {paused ? st('server.resume') : st('server.pause')}
          </Button>
        </>
      }
    >
      {figures.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{st('server.failed')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void figures.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {data ? (
        <Figures figures={data} st={st} language={language} />
      ) : figures.isPending ? (
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="4" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Box key={i}>
              <Skeleton height="36" borderRadius="md" />
            </Box>
          ))}
        </Grid>
      ) : null}
    </PageCard>
  );
}
