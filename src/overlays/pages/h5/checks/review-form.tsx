/**
 * The reviewer's decision on one streamer: approve (with the invite type, basic or senior), reject (with one of the
 * reject reasons, required before sending) or leave pending; sent as `PUT api/h5/checks/review`.
 */
import { useState, type FormEvent } from 'react';
import { INVITE_TYPES, REJECT_REASONS, REVIEW_RESULTS, type AnchorRow, type InviteType, type RejectReason, type ReviewResult } from '../../../../../streams/contracts/anchors';
import { useH5Link } from '../page-context';
import { errorText } from '../refusal-text';
import { fill, useH5Texts } from '../text/h5-text';

/** The form for `anchor`; `onReviewed` gets the row the server answered with. */
export function ReviewForm({ anchor, onReviewed }: { anchor: AnchorRow; onReviewed: (row: AnchorRow) => void }) {
  const texts = useH5Texts();
  const { ui, labels } = texts;
  const link = useH5Link();
  const [result, setResult] = useState<ReviewResult | null>(null);
  const [inviteType, setInviteType] = useState<InviteType>(anchor.inviteType ?? 'basic');
  const [rejectReason, setRejectReason] = useState<RejectReason | ''>('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: ReviewResult } | { error: unknown } | null>(null);
  const [missingReason, setMissingReason] = useState(false);
  const words: Readonly<Record<ReviewResult, string>> = { approved: ui.check.approve, notApproved: ui.check.reject, pending: ui.check.pending };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result === null || sending) return;
    if (result === 'notApproved' && rejectReason === '') {
      setMissingReason(true);
      return;
    }
    setSending(true);
    setOutcome(null);
    link.api
      .review({
        id: anchor.id,
        result,
        ...(result === 'approved' ? { inviteType } : {}),
        ...(result === 'notApproved' && rejectReason !== '' ? { rejectReason } : {}),
      })
      .then(
        (row) => {
          setOutcome({ saved: result });
          onReviewed(row);
        },
        (error: unknown) => setOutcome({ error }),
      )
      .finally(() => setSending(false));
  };

  return (
    <form className="h5-review" onSubmit={submit} noValidate>
      <p className="h5-review__current">
        {ui.check.current}: {anchor.checkResult ? labels.checkResult[anchor.checkResult] : ui.anchor.unknown}
      </p>
      <fieldset className="h5-choices">
        <legend>{ui.check.result}</legend>
        {REVIEW_RESULTS.map((value) => (
          <label key={value} className="h5-choice" data-result={value}>
            <input type="radio" name="result" value={value} checked={result === value} onChange={() => setResult(value)} />
            <span>{words[value]}</span>
          </label>
        ))}
      </fieldset>
      {result === 'approved' && (
        <fieldset className="h5-choices">
          <legend>{ui.check.inviteType}</legend>
          {INVITE_TYPES.map((value) => (
            <label key={value} className="h5-choice">
              <input type="radio" name="inviteType" value={value} checked={inviteType === value} onChange={() => setInviteType(value)} />
              <span>{labels.inviteType[value]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {result === 'notApproved' && (
        <div className="h5-field">
          <label htmlFor="h5-reject-reason">{ui.check.rejectReason}</label>
          <select
            id="h5-reject-reason"
            className="h5-input"
            value={rejectReason}
            aria-invalid={missingReason && rejectReason === ''}
            aria-describedby={missingReason && rejectReason === '' ? 'h5-reject-reason-error' : undefined}
            onChange={(event) => {
              setRejectReason(event.target.value as RejectReason | '');
              setMissingReason(false);
            }}
          >
            <option value="">—</option>
            {REJECT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {labels.rejectReason[reason]}
              </option>
            ))}
          </select>
          {missingReason && rejectReason === '' && (
            <span id="h5-reject-reason-error" className="h5-field__error" role="alert">
              {ui.check.chooseReason}
            </span>
          )}
        </div>
      )}
      <button type="submit" className="h5-button h5-button--primary" disabled={result === null || sending} aria-busy={sending}>
        {sending ? ui.check.submitting : ui.check.submit}
      </button>
      {outcome && 'saved' in outcome && (
        <p className="h5-review__saved" role="status">
          {fill(ui.check.saved, { result: labels.checkResult[outcome.saved] })}
        </p>
      )}
      {outcome && 'error' in outcome && (
        <p className="h5-card__error" role="alert">
          {errorText(texts, outcome.error)}
        </p>
      )}
    </form>
  );
}
