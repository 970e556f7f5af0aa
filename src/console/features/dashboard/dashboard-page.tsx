/**
 * Dashboard (where / leads): a welcome line with the nickname and the figures of
 * `api/dashboard/summary`, with loading and error states.
 */
import { Alert, Box, Button, Card, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBuilding2, LuShield, LuUserCheck, LuUsers, LuWifi } from 'react-icons/lu';
import { useSessionStore } from '@shared/auth/session-store';
import { formatCount } from '@shared/utils/format-count';
import { formatTime } from '@shared/utils/format-time';
import { useDashboardSummary } from './get-dashboard-summary';

function Figure({ label, value, icon, loading }: { label: string; value: number | undefined; icon: ReactNode; loading: boolean }) {
  return (
    <Card.Root size="sm" variant="elevated">
      <Card.Body>
        <Stat.Root>
          <Stat.Label display="flex" alignItems="center" gap="2" color="fg.muted">
            <Box as="span" color="brand.solid" aria-hidden="true">
              {icon}
            </Box>
            {label}
          </Stat.Label>
          {loading ? (
            <Skeleton h="8" w="20" mt="1" />
          ) : (
            <Stat.ValueText fontSize="2xl" title={value === undefined ? undefined : value.toLocaleString()}>
              {value === undefined ? '—' : formatCount(value)}
            </Stat.ValueText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const summary = useDashboardSummary();
  const name = user?.nickName || user?.username || '';
  const data = summary.data;
  const loading = summary.isPending;

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="lg">
          {t('dashboard.welcome', { name })}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('dashboard.subtitle')}
        </Text>
      </Box>
      {summary.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('dashboard.loadFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4" aria-busy={loading}>
        <Figure label={t('dashboard.users')} value={data?.users} icon={<LuUsers />} loading={loading} />
        <Figure label={t('dashboard.enabledUsers')} value={data?.enabledUsers} icon={<LuUserCheck />} loading={loading} />
        <Figure label={t('dashboard.roles')} value={data?.roles} icon={<LuShield />} loading={loading} />
        <Figure label={t('dashboard.depts')} value={data?.depts} icon={<LuBuilding2 />} loading={loading} />
        <Figure label={t('dashboard.onlineSessions')} value={data?.onlineSessions} icon={<LuWifi />} loading={loading} />
      </SimpleGrid>
      {data ? (
        <Text color="fg.subtle" fontSize="xs">
          {t('dashboard.serverTime', { time: formatTime(data.serverTime) })}
        </Text>
      ) : null}
    </Stack>
  );
}
