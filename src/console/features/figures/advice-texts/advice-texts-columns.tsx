/**
 * The columns of the advice texts table: the text's name (its key under it, as the reports' data names it), its topic,
 * the text in use written in its language's direction, default or changed, and who changed it when.
 */
import { Badge, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { topicOfTextKey } from '../../../../../streams/reports/advice-texts';
import { NameCell } from '@shared/crud/cells';
import { createColumnHelper } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import type { AdviceTextItem } from './api/advice-texts-api';
import { dirOf, useAdviceNames } from './advice-text-names';
import { useAdviceTextsT } from './i18n/advice-texts-locale';

const column = createColumnHelper<AdviceTextItem>();

/** The table's columns in the reader's language. */
export function useAdviceTextColumns() {
  const { ft } = useAdviceTextsT();
  const { keyName, topicName } = useAdviceNames();
  return useMemo(
    () => [
      column.accessor('key', { header: ft('columns.name'), meta: { width: '56' }, cell: ({ getValue }) => <NameCell name={keyName(getValue())} note={getValue()} minW="44" /> }),
      column.display({ id: 'topic', header: ft('columns.topic'), cell: ({ row }) => <Text whiteSpace="nowrap">{topicName(topicOfTextKey(row.original.key))}</Text> }),
      column.accessor('text', {
        header: ft('columns.text'),
        cell: ({ row }) => (
          <Text dir={dirOf(row.original.lang)} lang={row.original.lang} textAlign="start" whiteSpace="normal" minW="72" maxW="2xl" data-testid="advice-text">
            {row.original.text}
          </Text>
        ),
      }),
      column.display({
        id: 'state',
        header: ft('columns.state'),
        cell: ({ row }) => (row.original.override === null ? <Badge colorPalette="gray">{ft('state.default')}</Badge> : <Badge colorPalette="orange">{ft('state.changed')}</Badge>),
      }),
      column.display({
        id: 'changed',
        header: ft('columns.changed'),
        cell: ({ row }) =>
          row.original.updatedBy && row.original.updatedAt ? (
            <Stack gap="0" minW="32">
              <Text fontWeight="medium">
                <bdi>{row.original.updatedBy}</bdi>
              </Text>
              <chakra.span fontSize="xs" color="fg.muted">
                <WireTime value={row.original.updatedAt} />
              </chakra.span>
            </Stack>
          ) : (
            <Text color="fg.muted" whiteSpace="nowrap">
              {ft('never')}
            </Text>
          ),
      }),
    ],
    [ft, keyName, topicName],
  );
}
