/**
 * The room's gifts with their streaks, newest first: who, which gift, ×N, diamonds, and whether the
 * streak is still running (its value growing, not counted yet) or final (counted once by the server).
 */
import { Badge, Box, Skeleton, Table } from '@chakra-ui/react';
import { memo } from 'react';
import { formatCount } from '@shared/utils/format-count';
import { LiveUserCell } from '@shared/live/live-user-cell';
import { EmptyText, Panel, PanelFailure } from '../common/panel';
import { useRoomTranslation } from '../i18n/use-room-translation';
import { rowDiamonds, type GiftRow } from '../live/gift-rows';

/** Rows shown (the feed keeps a few more). */
const SHOWN = 50;

const GiftLine = memo(function GiftLine({ row }: { row: GiftRow }) {
  const { rt } = useRoomTranslation();
  const diamonds = rowDiamonds(row);
  return (
    <Table.Row data-testid="gift-row" data-status={row.status}>
      <Table.Cell maxW="40">
        <LiveUserCell size="2xs" user={row.user} compact />
      </Table.Cell>
      <Table.Cell>
        <bdi>{row.giftName}</bdi>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
        {/* ×N reads left to right in every language (in Arabic it would otherwise show as N×). */}
        <bdi dir="ltr" data-testid="gift-repeat">
          {rt('gifts.repeat', { count: row.repeatCount })}
        </bdi>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" title={diamonds.toLocaleString()}>
        {formatCount(diamonds)}
      </Table.Cell>
      <Table.Cell>
        <Badge size="sm" colorPalette={row.status === 'counted' ? 'green' : 'orange'} variant={row.status === 'counted' ? 'subtle' : 'outline'}>
          {rt(row.status === 'counted' ? 'gifts.final' : 'gifts.streaking')}
        </Badge>
      </Table.Cell>
    </Table.Row>
  );
});

/** Props of {@link GiftsPanel}. */
export interface GiftsPanelProps {
  rows: readonly GiftRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function GiftsPanel({ rows, loading, failed, onRetry }: GiftsPanelProps) {
  const { rt } = useRoomTranslation();
  return (
    <Panel title={rt('gifts.title')} testId="gifts-panel">
      {failed ? <PanelFailure message={rt('gifts.failed')} onRetry={onRetry} /> : null}
      <Box h="22rem" overflowY="auto" tabIndex={0} aria-label={rt('gifts.title')} role="region" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
        {rows.length === 0 && loading ? <Skeleton h="8" aria-hidden="true" /> : null}
        {rows.length === 0 && !loading ? <EmptyText>{rt('gifts.empty')}</EmptyText> : null}
        {rows.length > 0 ? (
          <Table.Root size="sm" stickyHeader aria-label={rt('gifts.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{rt('gifts.from')}</Table.ColumnHeader>
                <Table.ColumnHeader>{rt('gifts.gift')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{rt('gifts.count')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{rt('gifts.diamonds')}</Table.ColumnHeader>
                <Table.ColumnHeader>{rt('gifts.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.slice(0, SHOWN).map((row) => (
                <GiftLine key={row.key} row={row} />
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Box>
    </Panel>
  );
}
