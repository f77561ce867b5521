import { Alert, Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { apiCall } from '@/lib/api-client';
import { scaleText } from '@/lib/entity-kit/entity-values';
import '@/lib/i18n/en-gb-stakeholders';

/**
 * The organisation's page of one person (spec §2 `stakeholders/{stakeholderId}`): every project they
 * are a stakeholder in that the user may see, with how they stand there, each linking to the
 * project stakeholder's page.
 */
export function OrganisationStakeholder({
  organisationId,
  stakeholderId,
}: {
  organisationId: string;
  stakeholderId: string;
}) {
  const { t } = useTranslation();
  const projects = useQuery({
    queryKey: ['organisations', organisationId, 'stakeholders', stakeholderId, 'projects'],
    queryFn: ({ signal }) =>
      apiCall('listStakeholderProjects', { params: { organisationId, stakeholderId }, signal }),
  });
  const field = (key: string) => t(`projectStakeholders.fields.${key}`);
  return (
    <Stack gap="md">
      <Title order={1}>{t('organisationStakeholder.title')}</Title>
      <Title order={2} size="h3">
        {t('organisationStakeholder.projects')}
      </Title>
      {projects.isPending ? (
        <Loader size="sm" aria-label={t('entityKit.loading')} />
      ) : projects.isError ? (
        <Alert color="red">{t('organisationStakeholder.loadFailed')}</Alert>
      ) : projects.data.length === 0 ? (
        <Text size="sm">{t('organisationStakeholder.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder data-testid="stakeholder-projects">
            <Table.Caption>{t('organisationStakeholder.projectsLabel')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('organisationStakeholder.project')}</Table.Th>
                <Table.Th scope="col">{field('role')}</Table.Th>
                <Table.Th scope="col">{field('influence')}</Table.Th>
                <Table.Th scope="col">{field('impact')}</Table.Th>
                <Table.Th scope="col">{field('sentiment')}</Table.Th>
                <Table.Th scope="col">{field('commitment')}</Table.Th>
                <Table.Th scope="col">{field('isKeyStakeholder')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.data.map((row) => (
                <Table.Tr key={row.projectStakeholderId}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor
                      component={Link}
                      to={paths.stakeholderPages.detail.getHref(
                        organisationId,
                        row.projectId,
                        row.projectStakeholderId,
                      )}
                      c="blue.9"
                      underline="always"
                    >
                      {row.projectName}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{row.role}</Table.Td>
                  <Table.Td>{scaleText({ scaleLabels: 'plain' }, row.influence, t)}</Table.Td>
                  <Table.Td>{scaleText({ scaleLabels: 'plain' }, row.impact, t)}</Table.Td>
                  <Table.Td>{scaleText({ scaleLabels: 'feeling' }, row.sentiment, t)}</Table.Td>
                  <Table.Td>{scaleText({ scaleLabels: 'commitment' }, row.commitment, t)}</Table.Td>
                  <Table.Td>{row.isKeyStakeholder ? t('entityKit.yes') : t('entityKit.no')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
