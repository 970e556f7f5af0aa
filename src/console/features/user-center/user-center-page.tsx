/**
 * Personal center (/user/center, hidden from the menu): profile card (avatar or initials, username, nickname, dept,
 * roles, email, phone, create time), the avatar upload under the avatar, and tabs to edit the profile,
 * change the password, change the email and read the user's own operation log.
 */
import { Avatar, Box, Card, DataList, Grid, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@shared/auth/session-store';
import { translateSeeded } from '@shared/i18n/i18n';
import { formatTime } from '@shared/utils/format-time';
import { AvatarUpload } from './avatar-upload';
import { useUcTranslation } from './i18n/user-center-locale';
import { OwnLogTab } from './own-log-tab';
import { EmailForm, PasswordForm, ProfileForm } from './user-center-forms';

export function UserCenterPage() {
  const { t } = useTranslation();
  const { ut } = useUcTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const none = t('userCenter.none');
  const name = user.nickName || user.username;
  const rows: Array<[string, string]> = [
    [t('userCenter.username'), user.username],
    [t('userCenter.nickName'), user.nickName],
    [t('userCenter.dept'), user.dept ? translateSeeded(t, user.dept.name) : none],
    [t('userCenter.roles'), user.roles.map((r) => translateSeeded(t, r.name)).join(', ') || none],
    [t('userCenter.email'), user.email || none],
    [t('userCenter.phone'), user.phone || none],
    [t('userCenter.createTime'), user.createTime ? formatTime(user.createTime) : none],
  ];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '340px 1fr' }} gap="5" alignItems="start">
      <Card.Root as="section" aria-labelledby="profile-heading">
        <Card.Header>
          <Heading id="profile-heading" as="h2" size="md">
            {t('userCenter.profile')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5" align="center">
            <Avatar.Root size="2xl" colorPalette="brand" aria-label={t('userCenter.avatar', { name })} role="img">
              {user.avatarPath ? <Avatar.Image src={user.avatarPath} alt="" /> : null}
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <AvatarUpload />
            <DataList.Root orientation="horizontal" size="sm" width="full">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-label={t('userCenter.tabsLabel')}>
        <Card.Body>
          <Tabs.Root defaultValue="profile" variant="line" colorPalette="brand" lazyMount>
            <Tabs.List aria-label={t('userCenter.tabsLabel')}>
              <Tabs.Trigger value="profile">{t('userCenter.editProfile')}</Tabs.Trigger>
              <Tabs.Trigger value="password">{t('userCenter.changePassword')}</Tabs.Trigger>
              <Tabs.Trigger value="email">{t('userCenter.changeEmail')}</Tabs.Trigger>
              <Tabs.Trigger value="log">{ut('log.tab')}</Tabs.Trigger>
            </Tabs.List>
            <Box pt="5">
              <Tabs.Content value="profile">
                <ProfileForm user={user} />
              </Tabs.Content>
              <Tabs.Content value="password">
                <PasswordForm />
              </Tabs.Content>
              <Tabs.Content value="email">
                <EmailForm />
              </Tabs.Content>
              <Tabs.Content value="log">
                <OwnLogTab />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
