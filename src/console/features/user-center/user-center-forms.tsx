/**
 * The three forms of the user center: edit profile, change password (old required, confirm must match), change
 * email (new address + current password). Messages beside the fields and a toast on success; a server refusal goes
 * beside its field (a wrong current password beside that field), any other failure under the form, in the user's
 * language.
 */
import { Button, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SessionUser } from '../../../../streams/contracts/auth';
import { PHONE_PATTERN } from '../../../../streams/contracts/user-center';
import { SelectField, TextField } from '@shared/crud/form-fields';
import { placeRefusal, type RefusalPlacement } from '@shared/crud/place-refusal';
import { notifySuccess } from '@shared/ui/toaster';
import { useUpdateEmail } from './update-email';
import { useUpdatePassword } from './update-password';
import { useUpdateProfile } from './update-profile';
import { InlineAlert } from '@shared/ui/inline-alert';

/** Gender values as the server stores them: eladmin data uses 男/女, newer rows male/female. */
function genderValues(current: string | null): { male: '男' | 'male'; female: '女' | 'female' } {
  return current === '男' || current === '女' ? { male: '男', female: '女' } : { male: 'male', female: 'female' };
}

/** One form of the page: validated by `schema`, sent by `save`, `successText` toasted, refusals placed. */
function CenterForm<In extends FieldValues, Out extends FieldValues>({
  schema,
  defaultValues,
  save,
  successText,
  resetAfter = false,
  placement,
  children,
}: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  save: (values: Out) => Promise<unknown>;
  successText: string;
  /** Empties the form after a save (passwords are not kept on the page). */
  resetAfter?: boolean;
  placement?: RefusalPlacement<In>;
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const [failed, setFailed] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      await save(values);
    } catch (error) {
      setFailed(placeRefusal(form, t, error, placement));
      return;
    }
    if (resetAfter) form.reset();
    notifySuccess(successText);
  });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" maxW="md" onSubmit={(e) => void onSubmit(e)} noValidate>
      {children(form)}
      <InlineAlert text={failed} />
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.formState.isSubmitting} loadingText={t('common.saving')}>
        {t('common.save')}
      </Button>
    </chakra.form>
  );
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const values = genderValues(user.gender);
  const schema = useMemo(
    () =>
      z.object({
        nickName: z.string().trim().min(2, t('userCenter.nickNameLength')).max(20, t('userCenter.nickNameLength')),
        gender: z.enum(['男', '女', 'male', 'female']),
        phone: z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, t('userCenter.phoneInvalid'))]),
      }),
    [t],
  );
  const gender = (['男', '女', 'male', 'female'] as const).find((g) => g === user.gender) ?? values.male;
  return (
    <CenterForm
      schema={schema}
      defaultValues={{ nickName: user.nickName, gender, phone: user.phone ?? '' }}
      save={(v) => update.mutateAsync({ nickName: v.nickName.trim(), gender: v.gender, phone: v.phone.trim() })}
      successText={t('userCenter.profileSaved')}
    >
      {(form) => (
        <>
          <TextField form={form} name="nickName" label={t('userCenter.nickName')} required />
          <SelectField form={form} name="gender" label={t('userCenter.gender')}>
            <option value={values.male}>{t('userCenter.male')}</option>
            <option value={values.female}>{t('userCenter.female')}</option>
          </SelectField>
          <TextField form={form} name="phone" label={t('userCenter.phone')} input={{ type: 'tel', autoComplete: 'tel' }} />
        </>
      )}
    </CenterForm>
  );
}

export function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const schema = useMemo(
    () =>
      z
        .object({
          oldPass: z.string().min(1, t('userCenter.oldPassRequired')),
          newPass: z.string().min(6, t('userCenter.newPassLength')).max(64, t('userCenter.newPassLength')),
          confirmPass: z.string(),
        })
        .refine((v) => v.confirmPass === v.newPass, { path: ['confirmPass'], message: t('userCenter.confirmMismatch') }),
    [t],
  );
  return (
    <CenterForm
      schema={schema}
      defaultValues={{ oldPass: '', newPass: '', confirmPass: '' }}
      save={(v) => update.mutateAsync({ oldPass: v.oldPass, newPass: v.newPass })}
      successText={t('userCenter.passwordChanged')}
      resetAfter
      placement={{ refusalField: (_message, code) => (code === 'OLD_PASSWORD_WRONG' ? 'oldPass' : code === 'NEW_PASSWORD_SAME' ? 'newPass' : null) }}
    >
      {(form) => (
        <>
          <TextField form={form} name="oldPass" label={t('userCenter.oldPass')} required input={{ type: 'password', autoComplete: 'current-password' }} />
          <TextField form={form} name="newPass" label={t('userCenter.newPass')} required input={{ type: 'password', autoComplete: 'new-password' }} />
          <TextField form={form} name="confirmPass" label={t('userCenter.confirmPass')} required input={{ type: 'password', autoComplete: 'new-password' }} />
        </>
      )}
    </CenterForm>
  );
}

export function EmailForm() {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const schema = useMemo(
    () =>
      z.object({
        email: z.email(t('userCenter.emailInvalid')).max(128, t('userCenter.emailInvalid')),
        pass: z.string().min(1, t('userCenter.passRequired')),
      }),
    [t],
  );
  return (
    <CenterForm
      schema={schema}
      defaultValues={{ email: '', pass: '' }}
      save={(v) => update.mutateAsync(v)}
      successText={t('userCenter.emailChanged')}
      resetAfter
      placement={{ refusalField: (_message, code) => (code === 'PASSWORD_WRONG' ? 'pass' : null) }}
    >
      {(form) => (
        <>
          <TextField form={form} name="email" label={t('userCenter.newEmail')} required input={{ type: 'email', autoComplete: 'email' }} />
          <TextField form={form} name="pass" label={t('userCenter.currentPass')} required input={{ type: 'password', autoComplete: 'current-password' }} />
        </>
      )}
    </CenterForm>
  );
}
