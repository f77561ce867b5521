import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { orgScopeLabel, type OrgScope } from '@tandem/shared/permissions/org-scope';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

type Organisation = { id: string; name: string; permissionScope: number };

/** `users/organisations`: every organisation the user belongs to, with their role; each opens it. */
export function MyOrganisationsList({
  organisations,
  currentOrganisationId,
}: {
  organisations: Organisation[];
  currentOrganisationId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('profile.organisations.title')}
      </Title>
      {organisations.length === 0 ? (
        <Text>{t('organisations.noOrganisations')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {organisations.map((organisation) => (
            <Card key={organisation.id} component="li" withBorder padding="sm">
              <Group justify="space-between">
                <Anchor component={Link} to={paths.organisation.getHref(organisation.id)} fw={600}>
                  {organisation.name}
                </Anchor>
                <Group gap="xs">
                  {organisation.id === currentOrganisationId && (
                    <Badge color="teal.9" variant="outline">
                      {t('profile.organisations.current')}
                    </Badge>
                  )}
                  <Badge variant="outline">
                    {orgScopeLabel[organisation.permissionScope as OrgScope] ?? organisation.permissionScope}
                  </Badge>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
