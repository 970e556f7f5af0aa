/**
 * The login screen: title 'System Login'; username, password and verification
 * code with their required messages; captcha image (click to refresh; refreshed after a failed attempt because
 * a code is single-use); remember me; 'Log in' / 'Logging in'; the server's message on failure; the
 * expired-session message once after a 401.
 */
import { Box, Button, Checkbox, Field, Flex, Heading, Image, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSessionStore } from '@shared/auth/session-store';
import { httpErrorOf } from '@shared/http/http-error';
import { describeHttpError } from '@shared/i18n/server-messages';
import { useCaptcha } from './get-captcha';
import { useLogin } from './login';
import { clearExpiredMarker, hasExpiredMarker, readRememberedUser, rememberUser } from './remembered-user';
import { InlineAlert } from '@shared/ui/inline-alert';

/** Same-origin paths only, so a crafted `redirect` cannot send the user elsewhere. */
function safeTarget(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSessionStore((s) => s.signIn);
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [expired] = useState(hasExpiredMarker);
  const captchaEnabled = captcha.data?.enabled !== false;

  // Shown once: the marker is dropped as soon as the message is on screen.
  useEffect(() => {
    if (expired) clearExpiredMarker();
  }, [expired]);

  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('login.usernameRequired')),
        password: z.string().min(1, t('login.passwordRequired')),
        code: captchaEnabled ? z.string().trim().min(1, t('login.codeRequired')) : z.string(),
        rememberMe: z.boolean(),
      }),
    [t, captchaEnabled],
  );
  type Values = z.infer<typeof schema>;

  const remembered = useMemo(readRememberedUser, []);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: remembered.username, password: '', code: '', rememberMe: remembered.rememberMe },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await loginMutation.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: captcha.data?.uuid ?? '',
      });
      rememberUser(values.username.trim(), values.rememberMe);
      signIn(result.token, result.user, values.rememberMe);
      void navigate(safeTarget(params.get('redirect')), { replace: true });
    } catch (e) {
      const error = httpErrorOf(e);
      // The server's refusal (wrong code, wrong password, throttled) in the user's language, by its code; any other
      // failure in the user's language too, never the transport's English.
      setServerError((error?.kind === 'http' || error?.kind === 'business') && error.message ? describeHttpError(t, error) : error?.kind === 'timeout' ? t('http.timeout') : t('login.failed'));
      // A code is usable once, right or wrong: get a new one and let the user type it.
      setValue('code', '');
      void captcha.refetch();
      if (captchaEnabled) setFocus('code');
    }
  });

  const submitting = loginMutation.isPending;
  return (
    <Flex
      minH="100vh"
      align="center"
      justify="center"
      px="4"
      bgGradient="to-br"
      gradientFrom="#2d3a4b"
      gradientTo="#1f2d3d"
    >
      <Box
        as="main"
        width="full"
        maxW="sm"
        bg="bg"
        borderRadius="lg"
        boxShadow="2xl"
        px={{ base: '6', md: '8' }}
        py="8"
      >
        <chakra.form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
          <Stack gap="5">
            <Stack gap="1" align="center">
              <Image src="/favicon.svg" alt="" boxSize="10" />
              <Heading id="login-title" as="h1" size="lg" textAlign="center">
                {t('login.title')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('app.title')}
              </Text>
            </Stack>

            {expired ? <InlineAlert text={t('login.expired')} status="warning" role="alert" /> : null}
            <InlineAlert text={serverError} />

            <Field.Root invalid={Boolean(errors.username)} required>
              <Field.Label>{t('login.username')}</Field.Label>
              <Input autoComplete="username" {...register('username')} />
              <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>{t('login.password')}</Field.Label>
              <Input type="password" autoComplete="current-password" {...register('password')} />
              <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
            </Field.Root>

            {captchaEnabled ? (
              <Field.Root invalid={Boolean(errors.code)} required>
                <Field.Label>{t('login.code')}</Field.Label>
                <Flex gap="2" width="full">
                  <Input flex="1" autoComplete="off" inputMode="numeric" {...register('code')} />
                  <chakra.button
                    type="button"
                    aria-label={t('login.codeImage')}
                    onClick={() => void captcha.refetch()}
                    h="10"
                    w="28"
                    flexShrink={0}
                    borderWidth="1px"
                    borderRadius="md"
                    overflow="hidden"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    bg="bg.subtle"
                    cursor="pointer"
                  >
                    {captcha.data ? (
                      <Image src={captcha.data.img} alt="" h="full" w="full" objectFit="contain" />
                    ) : captcha.isError ? (
                      <Text fontSize="xs" color="fg.muted">
                        {t('login.codeUnavailable')}
                      </Text>
                    ) : (
                      <Spinner size="sm" />
                    )}
                  </chakra.button>
                </Flex>
                <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
              </Field.Root>
            ) : null}

            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked === true)}
                  size="sm"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('login.rememberMe')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />

            {/* Until the server says whether a captcha is asked, a click would be checked against the wrong form and
                dropped without a word: the button waits for that answer. */}
            <Button type="submit" colorPalette="brand" width="full" loading={submitting} loadingText={t('login.submitting')} disabled={captcha.isPending}>
              {t('login.submit')}
            </Button>
          </Stack>
        </chakra.form>
      </Box>
    </Flex>
  );
}
