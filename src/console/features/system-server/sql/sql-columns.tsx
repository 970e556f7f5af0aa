/** The SQL table's columns: the statement (left to right, cut to four lines, whole on hover), count, mean, max, total. */
import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import type { SqlRow } from '../api/get-sql-statements';
import { useSsTranslation } from '../i18n/system-server-locale';

const column = createColumnHelper<SqlRow>();

/** The columns, figures in the language's number format (milliseconds to two decimals). */
export function useSqlColumns(): ResourceColumns<SqlRow> {
  const { st, language } = useSsTranslation();
  return useMemo(() => {
    const ms = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const time = (id: 'mean' | 'max' | 'total') => column.accessor(id, { header: st(`sql.${id}`), enableSorting: true, cell: ({ getValue }) => ms.format(getValue()) });
    return [
      column.accessor('sql', {
        header: st('sql.statement'),
        meta: { cell: { maxW: '2xl' } },
        cell: ({ getValue }) => (
          // SQL reads left to right in every language.
          <chakra.code dir="ltr" display="block" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} title={getValue().trim()} textAlign="start">
            {getValue().trim()}
          </chakra.code>
        ),
      }),
      column.accessor('count', { header: st('sql.count'), enableSorting: true, cell: ({ getValue }) => new Intl.NumberFormat(language).format(getValue()) }),
      time('mean'),
      time('max'),
      time('total'),
    ];
  }, [st, language]);
}
