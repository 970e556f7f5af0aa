/**
 * "Issue codes": the activity and the streamers (one TikTok ID per line, optionally ", nickname"), then the codes
 * issued, each with its personal link and a copy button. A refusal (an unknown activity, a bad line) is shown beside
 * its field; the dialog stays open on the issued codes until the user says they are done.
 */
import { Button, Code, Field, HStack, IconButton, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuCopy } from 'react-icons/lu';
import type { LotteryCode } from '../../../../../streams/contracts/lottery';
import { httpErrorOf } from '@shared/http/http-error';
import { fieldRefusals } from '@shared/i18n/server-messages';
import { SelectOptions } from '@shared/ui/select-options';
import { Modal } from '@shared/ui/modal';
import { useCopy } from '@shared/ui/use-copy';
import { codesApi, issueCodes } from '../api/lottery-api';
import { useActivityOptions } from '../common/activity-filter';
import { personalLink } from '../common/personal-link';
import { useLotteryT } from '../i18n/use-lottery-t';
import { parseIssueLines } from './issue-lines';

/** The refusal's catalog code of a failed request, if it had one. */
function refusalCode(error: unknown): string | undefined {
  const http = httpErrorOf(error);
  return http?.kind === 'http' ? http.code : undefined;
}

/** The dialog, opened for `activityId` ('' when the list shows every activity); mount it only while it is open. */
export function IssueCodesDialog({ activityId, onClose }: { activityId: string; onClose: () => void }) {
  const { t, ft, failure } = useLotteryT();
  const activities = useActivityOptions();
  const issue = codesApi.useWrite(issueCodes);
  const [activity, setActivity] = useState(activityId);
  const [lines, setLines] = useState('');
  const [problems, setProblems] = useState<{ activity?: string; streamers?: string }>({});
  const [issued, setIssued] = useState<LotteryCode[] | null>(null);
  const ids = { activity: useId(), streamers: useId() };

  const submit = async () => {
    const streamers = parseIssueLines(lines);
    const found: typeof problems = {};
    if (activity === '') found.activity = ft('codes.activityRequired');
    if (streamers.length === 0) found.streamers = ft('codes.streamersRequired');
    else if (streamers.length > 1000) found.streamers = ft('codes.streamersTooMany');
    setProblems(found);
    if (found.activity || found.streamers) return;
    try {
      setIssued((await issue.mutateAsync({ activityId: Number(activity), streamers })).issued);
    } catch (error) {
      // A refusal naming the activity (unknown, deleted meanwhile) goes beside it; any other beside the streamers.
      const named = fieldRefusals(t, error);
      const onActivity = named.find((refusal) => refusal.field.startsWith('activityId'))?.message ?? (refusalCode(error) === 'LOTTERY_ACTIVITY_NOT_FOUND' ? failure(error) : undefined);
      if (onActivity) setProblems({ activity: onActivity });
      else setProblems({ streamers: named[0]?.message ?? failure(error) });
    }
  };

  if (issued) return <IssuedCodes codes={issued} onClose={onClose} />;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={ft('codes.issueTitle')}
      footer={
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button size="sm" colorPalette="brand" loading={issue.isPending} onClick={() => void submit()}>
            {ft('codes.issue')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={problems.activity !== undefined}>
          <Field.Label htmlFor={ids.activity}>
            {ft('common.activity')} <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={ids.activity} value={activity} onChange={(e) => setActivity(e.target.value)}>
              <option value="">—</option>
              <SelectOptions options={activities} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{problems.activity}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={problems.streamers !== undefined}>
          <Field.Label htmlFor={ids.streamers}>
            {ft('codes.streamers')} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea id={ids.streamers} size="sm" rows={8} dir="ltr" value={lines} onChange={(e) => setLines(e.target.value)} placeholder={'lily.live, Lily\nomar_tt'} />
          <Field.HelperText>{ft('codes.streamersHelp')}</Field.HelperText>
          <Field.ErrorText>{problems.streamers}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Modal>
  );
}

/** The codes just issued with their personal links, each copyable. */
function IssuedCodes({ codes, onClose }: { codes: readonly LotteryCode[]; onClose: () => void }) {
  const { ft } = useLotteryT();
  const copy = useCopy();
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      keepOpenOnOutsideClick
      scrollInside
      title={ft('codes.issuedTitle')}
      footer={
        <Button colorPalette="brand" size="sm" onClick={onClose}>
          {ft('codes.done')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {ft('codes.issuedHelp')}
        </Text>
        <Table.Root size="sm" aria-label={ft('codes.issuedTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{ft('common.streamer')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('codes.link')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {codes.map((code) => {
              const link = personalLink(code.code, window.location.origin);
              const name = code.nickname ? `${code.nickname} (@${code.uniqueId})` : `@${code.uniqueId}`;
              return (
                <Table.Row key={code.id}>
                  <Table.Cell>
                    <bdi>{name}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Code dir="ltr" fontSize="xs" wordBreak="break-all" flex="1" p="1" data-testid="personal-link">
                        {link}
                      </Code>
                      <IconButton size="xs" variant="outline" aria-label={ft('common.copy', { name })} onClick={() => void copy(link)}>
                        <LuCopy />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Stack>
    </Modal>
  );
}
