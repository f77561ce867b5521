import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { impactActionsLink, impactGroupsLink } from '@/features/impacts/impact-links';
import { impactView } from '@/features/impacts/impact-view';
import { EntityDetail, Section } from '@/lib/entity-kit/entity-detail';
import { EntityLinks } from '@/lib/entity-kit/entity-links';

/** `projects/{projectId}/impacts/{impactId}`: one impact, its actions and groups, comments and history. */
export default function ImpactDetailRoute() {
  const { t } = useTranslation();
  const { organisationId = '', projectId = '', impactId = '' } = useParams();
  const project = { organisationId, projectId };
  return (
    <EntityDetail
      key={impactId}
      view={impactView}
      entityRef={{ ...project, id: impactId }}
      sections={(mayEdit) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {[impactActionsLink, impactGroupsLink].map((link) => (
            <Section key={link.key} title={t(`impacts.links.${link.key}`)}>
              <EntityLinks project={project} id={impactId} link={link} phrases="impacts" mayEdit={mayEdit} />
            </Section>
          ))}
        </SimpleGrid>
      )}
    />
  );
}
