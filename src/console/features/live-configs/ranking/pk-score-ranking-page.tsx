/**
 * PK score ranking (Group host config → PK score ranking, component 'PkScoreRanking'; each entry:
 * rank, host name, score, avatar): the streamers by points over a range of days (today,
 * yesterday, this week, last week, this month, last month, or custom dates), of every configuration or one,
 * refreshed every 1, 10 or 30 minutes. A failed refresh says 'Failed to update score ranking' and
 * keeps the last ranking on screen.
 */
import { Alert, Avatar, Box, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { RANKING_RANGES, type RankingRange } from '../../../../../streams/contracts/live-configs';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { usePickerConfigs } from '../api/live-configs-api';
import { useRanking, type RankingQueryInput } from '../api/get-ranking';
import { PageCard } from '@shared/ui/page-card';
import { REFRESH_MINUTES, rangeIssues, type RefreshMinutes } from './ranking-query';
import { useLcTranslation } from '../i18n/use-lc-translation';


/** The page. */
export function PkScoreRankingPage() {
  const { t, lt, rule, failure, language } = useLcTranslation();
  const [query, setQuery] = useState<RankingQueryInput>({ range: 'today', start: '', end: '', configId: null });
  const [refresh, setRefresh] = useState<RefreshMinutes>(1);
  const issues = rangeIssues(query);
  const valid = issues.start === undefined && issues.end === undefined;
  const ranking = useRanking(query, refresh * 60_000, valid);
  const configs = usePickerConfigs();
  const rows = ranking.data ?? [];
  const number = new Intl.NumberFormat(language);
  const update = (patch: Partial<RankingQueryInput>) => setQuery((current) => ({ ...current, ...patch }));

  const onRefresh = async () => {
    const result = await ranking.refetch();
    if (result.isError) notifyError(t('groupHost.scoreRankingFailed'));
    else notifySuccess(t('common.refreshSuccess'));
  };

  return (
    <PageCard
      title={lt('ranking.title')}
      help={lt('ranking.help')}
      actions={
        <Button size="sm" variant="outline" onClick={() => void onRefresh()} loading={ranking.isFetching} disabled={!valid}>
          <LuRefreshCw aria-hidden="true" /> {t('common.refresh')}
        </Button>
      }
    >
      <HStack gap="3" wrap="wrap" align="start">
        <Field.Root w="auto" minW="40">
          <Field.Label>{lt('ranking.range')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={query.range} onChange={(e) => update({ range: RANKING_RANGES.find((r) => r === e.currentTarget.value) ?? 'today' })}>
              {RANKING_RANGES.map((range: RankingRange) => (
                <option key={range} value={range}>
                  {lt(`ranking.ranges.${range}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {query.range === 'custom' ? (
          <>
            <Field.Root w="auto" invalid={issues.start !== undefined} required>
              <Field.Label>{lt('ranking.start')}</Field.Label>
              <Input size="sm" type="date" value={query.start} max={query.end || undefined} onChange={(e) => update({ start: e.target.value })} />
              <Field.ErrorText>{issues.start ? rule(issues.start) : null}</Field.ErrorText>
            </Field.Root>
            <Field.Root w="auto" invalid={issues.end !== undefined} required>
              <Field.Label>{lt('ranking.end')}</Field.Label>
              <Input size="sm" type="date" value={query.end} onChange={(e) => update({ end: e.target.value })} />
              <Field.ErrorText>{issues.end ? rule(issues.end) : null}</Field.ErrorText>
            </Field.Root>
          </>
        ) : null}
        <Field.Root w="auto" minW="48">
          <Field.Label>{lt('picker.label')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={query.configId === null ? '' : String(query.configId)}
              onChange={(e) => update({ configId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            >
              <option value="">{lt('ranking.allConfigs')}</option>
              {(configs.data?.content ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto" minW="36">
          <Field.Label>{lt('ranking.refreshEvery')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={refresh} onChange={(e) => setRefresh(REFRESH_MINUTES.find((m) => String(m) === e.currentTarget.value) ?? 1)}>
              {REFRESH_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {lt('ranking.minutes', { count: minutes })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {ranking.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('groupHost.scoreRankingFailed')}</Alert.Title>
            <Alert.Description>{failure(ranking.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" opacity={ranking.isPlaceholderData ? 0.7 : 1}>
        <Table.Root size="sm" aria-label={lt('ranking.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="20">{lt('ranking.rank')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('ranking.avatar')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('ranking.hostName')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{lt('ranking.score')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ranking.isPending && valid
              ? Array.from({ length: 3 }, (_, i) => (
                  <Table.Row key={i}>
                    <Table.Cell colSpan={4}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  </Table.Row>
                ))
              : null}
            {!ranking.isPending && rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Text fontSize="sm" color="fg.muted" textAlign="center" py="3">
                    {t('common.noData')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows.map((row) => (
              <Table.Row key={row.anchorId} data-anchor-id={row.anchorId}>
                <Table.Cell fontWeight="semibold">{row.rank}</Table.Cell>
                <Table.Cell>
                  <Avatar.Root size="xs">
                    <Avatar.Fallback name={row.nickname} />
                    {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt={lt('ranking.avatarOf', { name: row.nickname })} referrerPolicy="no-referrer" /> : null}
                  </Avatar.Root>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text fontSize="sm">{row.nickname}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.anchorId}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {number.format(row.score)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </PageCard>
  );
}
