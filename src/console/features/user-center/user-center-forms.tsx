/**
 * The three forms of the user center: edit profile, change password (old required, confirm must match),
 * change email (new address + current password). Messages beside the fields, a toast on success; a server
 * refusal (e.g. wrong old password) is shown by the session layer's notification.
 */
import { Button, Field, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SessionUser } from '../../../../streams/contracts/auth';
import { PHONE_PATTERN } from '../../../../streams/contracts/user-center';
import { notifySuccess } from '@shared/ui/toaster';
import { useUpdateEmail } from './update-email';
import { useUpdatePassword } from './update-password';
import { useUpdateProfile } from './update-profile';

/** Gender values as the server stores them: eladmin data uses 男/女, newer rows male/female. */
function genderValues(current: string | null): { male: '男' | 'male'; female: '女' | 'female' } {
  return current === '男' || current === '女' ? { male: '男', female: '女' } : { male: 'male', female: 'female' };
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
  type Values = z.infer<typeof schema>;
  const gender = (['男', '女', 'male', 'female'] as const).find((g) => g === user.gender) ?? values.male;
  const { register, handleSubmit, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { nickName: user.nickName, gender, phone: user.phone ?? '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    await update.mutateAsync({ nickName: v.nickName.trim(), gender: v.gender, phone: v.phone.trim() });
    notifySuccess(t('userCenter.profileSaved'));
  });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" maxW="md" onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate>
      <Field.Root invalid={Boolean(errors.nickName)} required>
        <Field.Label>{t('userCenter.nickName')}</Field.Label>
        <Input {...register('nickName')} />
        <Field.ErrorText>{errors.nickName?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('userCenter.gender')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('gender')}>
            <option value={values.male}>{t('userCenter.male')}</option>
            <option value={values.female}>{t('userCenter.female')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.phone)}>
        <Field.Label>{t('userCenter.phone')}</Field.Label>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
        <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={update.isPending} loadingText={t('common.saving')}>
        {t('common.save')}
      </Button>
    </chakra.form>
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
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, reset, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPass: '', newPass: '', confirmPass: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    await update.mutateAsync({ oldPass: v.oldPass, newPass: v.newPass });
    reset();
    notifySuccess(t('userCenter.passwordChanged'));
  });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" maxW="md" onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate>
      <Field.Root invalid={Boolean(errors.oldPass)} required>
        <Field.Label>{t('userCenter.oldPass')}</Field.Label>
        <Input type="password" autoComplete="current-password" {...register('oldPass')} />
        <Field.ErrorText>{errors.oldPass?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.newPass)} required>
        <Field.Label>{t('userCenter.newPass')}</Field.Label>
        <Input type="password" autoComplete="new-password" {...register('newPass')} />
        <Field.ErrorText>{errors.newPass?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.confirmPass)} required>
        <Field.Label>{t('userCenter.confirmPass')}</Field.Label>
        <Input type="password" autoComplete="new-password" {...register('confirmPass')} />
        <Field.ErrorText>{errors.confirmPass?.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={update.isPending} loadingText={t('common.saving')}>
        {t('common.save')}
      </Button>
    </chakra.form>
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
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, reset, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', pass: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    await update.mutateAsync(v);
    reset();
    notifySuccess(t('userCenter.emailChanged'));
  });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" maxW="md" onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate>
      <Field.Root invalid={Boolean(errors.email)} required>
        <Field.Label>{t('userCenter.newEmail')}</Field.Label>
        <Input type="email" autoComplete="email" {...register('email')} />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.pass)} required>
        <Field.Label>{t('userCenter.currentPass')}</Field.Label>
        <Input type="password" autoComplete="current-password" {...register('pass')} />
        <Field.ErrorText>{errors.pass?.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={update.isPending} loadingText={t('common.saving')}>
        {t('common.save')}
      </Button>
    </chakra.form>
  );
}
