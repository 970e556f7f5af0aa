/**
 * Issues a link key (`POST api/linkKeys`) to the signed-in user or to another user by id (the server allows that
 * with user:edit), lasting some days (30 unless changed), with a note; the answer's key is handed to `onIssued`.
 */
import { z } from 'zod';
import { linkKeyCreateBodySchema, LINK_KEY_DEFAULT_DAYS, type IssuedLinkKey, type LinkKeyCreateBody } from '../../../../../streams/contracts/link-keys';
import { useSessionStore } from '@shared/auth/session-store';
import { SelectField } from '@shared/crud/choice-fields';
import { FormDrawer } from '@shared/crud/form-drawer';
import { NumberField, TextField } from '@shared/crud/form-fields';
import { useTranslation } from 'react-i18next';
import { linkKeysApi } from '../api/link-keys-api';
import { useCrmT } from '../i18n/use-crm-t';

/** The form: whom for ('self' or 'other'), the other user's id, the days and the note. */
interface IssueFormValues {
  whom: string;
  userId: number;
  days: number;
  note: string;
}

/** The drawer; mount it only while it is open. */
export function IssueKeyDrawer({ onClose, onIssued }: { onClose: () => void; onIssued: (issued: IssuedLinkKey) => void }) {
  const { t } = useTranslation();
  const { ft } = useCrmT();
  const selfId = useSessionStore((state) => state.user?.id ?? 0);
  const create = linkKeysApi.useCreate();
  // The contract's body after choosing whom: the signed-in user's own id, or the one typed.
  const schema = z.preprocess((input) => {
    const values = input as IssueFormValues;
    return { userId: values.whom === 'self' ? selfId : values.userId, days: values.days, note: values.note.trim() === '' ? null : values.note };
  }, linkKeyCreateBodySchema) as unknown as z.ZodType<LinkKeyCreateBody, IssueFormValues>;
  return (
    <FormDrawer
      title={ft('linkKeys.issueTitle')}
      schema={schema}
      defaultValues={{ whom: 'self', userId: Number.NaN, days: LINK_KEY_DEFAULT_DAYS, note: '' }}
      onSubmit={(body) => create.mutateAsync(body)}
      onSaved={onIssued}
      successText={t('common.addSuccess')}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="whom"
            label={ft('linkKeys.user')}
            options={[
              { value: 'self', label: ft('linkKeys.self') },
              { value: 'other', label: ft('linkKeys.userId') },
            ]}
          />
          {form.watch('whom') === 'other' ? <NumberField form={form} name="userId" label={ft('linkKeys.userId')} required input={{ min: 1 }} /> : null}
          <NumberField form={form} name="days" label={ft('linkKeys.days')} input={{ min: 1, max: 366 }} />
          <TextField form={form} name="note" label={ft('linkKeys.note')} input={{ maxLength: 100 }} />
        </>
      )}
    </FormDrawer>
  );
}
