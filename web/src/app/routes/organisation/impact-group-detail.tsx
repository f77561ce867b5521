import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { groupImpactsLink } from '@/features/impacts/impact-links';
import { impactGroupView } from '@/features/impacts/impact-group-view';
import { EntityDetail, Section } from '@/lib/entity-kit/entity-detail';
import { EntityLinks } from '@/lib/entity-kit/entity-links';

/** `change/projects/{projectId}/impact-groups/{impactGroupId}`: the group's extended view with its impacts. */
export default function ImpactGroupDetailRoute() {
  const { t } = useTranslation();
  const { organisationId = '', projectId = '', impactGroupId = '' } = useParams();
  const project = { organisationId, projectId };
  return (
    <EntityDetail
      key={impactGroupId}
      view={impactGroupView}
      entityRef={{ ...project, id: impactGroupId }}
      sections={(mayEdit) => (
        <Section title={t('impactGroups.links.impacts')}>
          <EntityLinks
            project={project}
            id={impactGroupId}
            link={groupImpactsLink}
            phrases="impactGroups"
            mayEdit={mayEdit}
            shown={10}
          />
        </Section>
      )}
    />
  );
}
