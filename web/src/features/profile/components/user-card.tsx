import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { orgScopeLabel, type OrgScope } from '@tandem/shared/permissions/org-scope';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from './user-avatar';

export type UserCardData = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl?: string | null;
  permissionScope?: number;
};

/** `users/{userId}`: a person's name, email, picture (initials as fallback) and role here. */
export function UserCard({ user }: { user: UserCardData }) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Stack gap="md">
      <Title order={1}>{name}</Title>
      <Card withBorder maw={560}>
        <Group>
          <UserAvatar user={user} size={64} />
          <Stack gap={4}>
            <Text fw={600}>{name}</Text>
            <Text size="sm">
              <Text span c="gray.7">
                {t('profile.email')}:{' '}
              </Text>
              {user.email}
            </Text>
            {user.permissionScope !== undefined && (
              <Group gap="xs">
                <Text size="sm" c="gray.7">
                  {t('people.role')}:
                </Text>
                <Badge variant="outline">
                  {orgScopeLabel[user.permissionScope as OrgScope] ?? user.permissionScope}
                </Badge>
              </Group>
            )}
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
