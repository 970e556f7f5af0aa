/**
 * Operation log (Monitor → Operation log, `log:list`): every write made through the
 * API with who, what, where from, how long and the answer's status; the params (secrets masked by the server) open
 * under their row. Export with `log:list`, clear all with `log:del` after a confirmation.
 */
import { Button, Code } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { LogList } from '../common/log-list';
import { useLogsT } from '../i18n/use-logs-t';

/** Params as indented JSON when they parse, as stored otherwise (a shortened text). */
function prettyParams(params: string): string {
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}

export function OperationLogPage() {
  const { ft } = useLogsT();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <LogList
      kind="info"
      clearPermission="log:del"
      exportPermission="log:list"
      detail={(row) => {
        if (!row.params) return { cell: ft('common.none') };
        const shown = open.has(row.id);
        const method = row.method ?? '';
        return {
          cell: (
            <Button size="xs" variant="ghost" aria-expanded={shown} aria-label={ft(shown ? 'operation.hideParams' : 'operation.showParams', { method })} onClick={() => toggle(row.id)}>
              {shown ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />} {ft('columns.params')}
            </Button>
          ),
          expanded: shown ? (
            <Code as="pre" dir="ltr" display="block" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs" p="2" maxH="64" overflow="auto" data-testid="log-params">
              {prettyParams(row.params)}
            </Code>
          ) : undefined,
        };
      }}
    />
  );
}
