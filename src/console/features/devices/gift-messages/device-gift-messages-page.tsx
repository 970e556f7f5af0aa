/**
 * Gift messages (Live game devices → Gift messages, component 'DeviceGiftMessages'): the gift messages feed
 * of a room: pick a streamer (one the rules follow, or any TikTok ID; kept in the address as `?uniqueId=` so the
 * view can be shared), see the counted gifts of their rooms newest first with the rules each one fired and the
 * command's status, refreshed every 3 s.
 */
import { Alert, Badge, Box, Button, HStack, Input, Stack, Table, Text, Wrap, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRadio, LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { useFollowedHandles, useGiftMessages } from '../api/gift-messages-api';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { StatusBadge } from '../common/status-badge';
import { useDevicesT } from '../i18n/devices-locale';

const PAGE_SIZE = 20;
const REFRESH_MS = 3_000;

export function DeviceGiftMessagesPage() {
  const { ft, failure } = useDevicesT();
  const [params, setParams] = useSearchParams();
  const uniqueId = (params.get('uniqueId') ?? '').trim().replace(/^@/, '');
  const [draft, setDraft] = useState(uniqueId);
  const [page, setPage] = useState(0);
  const handles = useFollowedHandles(REFRESH_MS);
  const feed = useGiftMessages({ uniqueId, page, size: PAGE_SIZE }, REFRESH_MS);
  const followed = handles.data?.find((handle) => handle.uniqueId.toLowerCase() === uniqueId.toLowerCase());
  const rows = feed.data?.content ?? [];

  const pick = (handle: string) => {
    const clean = handle.trim().replace(/^@/, '');
    setDraft(clean);
    setPage(0);
    setParams(clean ? { uniqueId: clean } : {}, { replace: true });
  };

  return (
    <PageCard title={ft('gifts.title')} help={ft('gifts.help')}>
      <chakra.form
        role="search"
        aria-label={ft('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          pick(draft);
        }}
      >
        <Input aria-label={ft('gifts.handleLabel')} placeholder={ft('gifts.handlePlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" dir="ltr" autoComplete="off" />
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {ft('gifts.show')}
        </Button>
      </chakra.form>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {ft('gifts.followed')}
        </Text>
        {handles.isError ? (
          <Text fontSize="sm" color="fg.error">
            {failure(handles.error)}
          </Text>
        ) : handles.data?.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {ft('gifts.noHandles')}
          </Text>
        ) : (
          <Wrap gap="2">
            {(handles.data ?? []).map((handle) => {
              const current = handle.uniqueId.toLowerCase() === uniqueId.toLowerCase();
              return (
                <Button key={handle.uniqueId} size="xs" variant={current ? 'solid' : 'outline'} colorPalette={current ? 'brand' : 'gray'} aria-pressed={current} onClick={() => pick(handle.uniqueId)}>
                  {handle.roomIds.length > 0 ? <LuRadio aria-hidden="true" color={current ? undefined : 'var(--chakra-colors-green-solid)'} /> : null}
                  <bdi dir="ltr">@{handle.uniqueId}</bdi>
                </Button>
              );
            })}
          </Wrap>
        )}
      </Stack>
      {uniqueId === '' ? (
        <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
          {ft('gifts.pick')}
        </Text>
      ) : (
        <>
          {handles.data && !followed ? (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Description>{ft('gifts.notFollowed', { handle: uniqueId })}</Alert.Description>
            </Alert.Root>
          ) : null}
          {followed ? (
            <HStack gap="2" fontSize="sm" color="fg.muted">
              {followed.roomIds.length > 0 ? (
                <>
                  <Badge colorPalette="green" variant="solid">
                    {ft('gifts.liveBadge')}
                  </Badge>
                  <Text>{ft('gifts.liveRooms')}</Text>
                  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
                    {followed.roomIds.join(', ')}
                  </chakra.bdi>
                </>
              ) : (
                <Text>{ft('gifts.notLive')}</Text>
              )}
            </HStack>
          ) : null}
          {feed.isError ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{ft('gifts.failed')}</Alert.Title>
                <Alert.Description>{failure(feed.error)}</Alert.Description>
              </Alert.Content>
              <Button size="xs" variant="outline" onClick={() => void feed.refetch()}>
                {ft('common.retry')}
              </Button>
            </Alert.Root>
          ) : null}
          <Box overflowX="auto" borderWidth="1px" borderRadius="md" aria-busy={feed.isPending}>
            <Table.Root size="sm" aria-label={ft('gifts.table')}>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <PlainHeader>{ft('gifts.columns.time')}</PlainHeader>
                  <PlainHeader>{ft('gifts.columns.viewer')}</PlainHeader>
                  <PlainHeader>{ft('gifts.columns.gift')}</PlainHeader>
                  <PlainHeader>{ft('gifts.columns.count')}</PlainHeader>
                  <PlainHeader>{ft('gifts.columns.diamonds')}</PlainHeader>
                  <PlainHeader>{ft('gifts.columns.rules')}</PlainHeader>
                  <PlainHeader>{ft('gifts.columns.room')}</PlainHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <TableStateRows loading={feed.isPending} empty={rows.length === 0} columns={7} emptyText={ft('gifts.empty')} />
                {rows.map((row) => (
                  <Table.Row key={row.id} data-gift={row.msgId}>
                    <Table.Cell>
                      <WireTime value={row.countedAt} />
                    </Table.Cell>
                    <Table.Cell minW="32">
                      <Stack gap="0">
                        <bdi>{row.user.nickname}</bdi>
                        <chakra.bdi dir="ltr" fontSize="xs" color="fg.muted">
                          @{row.user.uniqueId}
                        </chakra.bdi>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <bdi>{row.giftName}</bdi>
                    </Table.Cell>
                    <Table.Cell textAlign="end">×{row.repeatCount}</Table.Cell>
                    <Table.Cell textAlign="end">{row.diamonds}</Table.Cell>
                    <Table.Cell>
                      {row.fired.length === 0 ? (
                        <Text color="fg.muted" fontSize="xs">
                          {ft('gifts.noRule')}
                        </Text>
                      ) : (
                        <Stack gap="1">
                          {row.fired.map((fired) => (
                            <HStack key={fired.logId} gap="1">
                              <Text fontSize="xs">
                                <bdi>{fired.ruleName}</bdi>
                              </Text>
                              <StatusBadge status={fired.status} reason={null} />
                            </HStack>
                          ))}
                        </Stack>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <chakra.bdi dir="ltr" fontFamily="mono" fontSize="2xs" color="fg.muted">
                        {row.roomId}
                      </chakra.bdi>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <ListFooter total={feed.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
        </>
      )}
    </PageCard>
  );
}
