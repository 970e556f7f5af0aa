/**
 * The review of one streamer (`PUT api/anchorChecks/review`): approve (with the invite type, basic or senior),
 * reject (the reject reason required, refused beside it with the contract's message), or leave pending for the
 * platform. Validated by the contract's `reviewBodySchema` before it is sent.
 */
import { Button, Field, HStack, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { REVIEW_RESULTS, reviewBodySchema, type AnchorRow, type InviteType, type RejectReason, type ReviewResult } from '../../../../../streams/contracts/anchors';
import { withoutField } from '@shared/crud/form-fields';
import { Modal } from '@shared/ui/modal';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { SelectOptions } from '@shared/ui/select-options';
import { useReview } from '../api/anchor-checks-api';
import { anchorName } from '../common/anchor-columns';
import { useAnchorLabels } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';

/** The words of each decision. */
const RESULT_WORDS = { approved: 'reviews.approve', notApproved: 'reviews.reject', pending: 'reviews.leavePending' } as const;

/** The dialog for `row`; mount it only while it is open. */
export function ReviewDialog({ row, onClose }: { row: AnchorRow; onClose: () => void }) {
  const { ft, rule, failure } = useCrmT();
  const labels = useAnchorLabels();
  const review = useReview();
  const reasonId = useId();
  const inviteId = useId();
  const [result, setResult] = useState<ReviewResult>('approved');
  const [inviteType, setInviteType] = useState<InviteType | ''>('');
  const [rejectReason, setRejectReason] = useState<RejectReason | ''>('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = reviewBodySchema.safeParse({ id: row.id, result, rejectReason: rejectReason || null, inviteType: inviteType || null });
    if (!parsed.success) {
      setReasonError(withoutField('rejectReason', rule(parsed.error.issues[0]?.message ?? '')));
      return;
    }
    try {
      await review.mutateAsync({ id: row.id, result, rejectReason: rejectReason || null, inviteType: inviteType || null });
      notifySuccess(ft('reviews.reviewed'));
      onClose();
    } catch (error) {
      notifyFailure(ft('reviews.failed'), failure(error));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={ft('reviews.dialogTitle', { name: anchorName(row) })}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose}>
            {ft('common.cancel')}
          </Button>
          <Button colorPalette="brand" size="sm" loading={review.isPending} onClick={() => void submit()}>
            {ft('reviews.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <RadioGroup.Root size="sm" value={result} onValueChange={(e) => setResult(REVIEW_RESULTS.find((one) => one === e.value) ?? 'approved')} aria-label={ft('reviews.result')}>
          <HStack gap="4" wrap="wrap">
            {REVIEW_RESULTS.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{ft(RESULT_WORDS[value])}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {result === 'approved' ? (
          <Field.Root>
            <Field.Label htmlFor={inviteId}>{ft('reviews.inviteType')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={inviteId} value={inviteType} onChange={(e) => setInviteType(e.target.value === 'basic' || e.target.value === 'senior' ? e.target.value : '')}>
                <option value="">{ft('common.choose')}</option>
                <SelectOptions options={labels.options('inviteType')} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        {result === 'notApproved' ? (
          <Field.Root required invalid={reasonError !== null}>
            <Field.Label htmlFor={reasonId}>{ft('reviews.rejectReason')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id={reasonId}
                value={rejectReason}
                onChange={(e) => {
                  setReasonError(null);
                  setRejectReason(labels.options('rejectReason').some((option) => option.value === e.target.value) ? (e.target.value as RejectReason) : '');
                }}
              >
                <option value="">{ft('common.choose')}</option>
                <SelectOptions options={labels.options('rejectReason')} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
      </Stack>
    </Modal>
  );
}
