import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { coreDataKindNames, coreDataKinds } from '@tandem/shared/core-data/kinds';
import { canCall } from '@/lib/endpoint-permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';

/** `core-data`: a card per kind of the kinds table, each linking to its list. Readers: access denied. */
export function CoreDataIndex({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  // Every kind's list declares the same permission; the first one speaks for the page.
  const mayView = canCall(permissions, 'listBusinessAreas', { organisationId });
  if (!mayView) return <NoViewAccess />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('coreData.title')}</Title>
        <Text c="gray.7">{t('coreData.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {coreDataKindNames.map((kind) => (
          <Card key={kind} withBorder component="li">
            <Title order={2} size="h4">
              <Anchor
                component={Link}
                to={paths.coreDataKind.getHref(organisationId, coreDataKinds[kind].segment)}
              >
                {t(`coreData.kinds.${kind}`)}
              </Anchor>
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {Object.values(coreDataKinds[kind].columns).join(', ')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
