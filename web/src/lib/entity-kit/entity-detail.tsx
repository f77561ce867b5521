import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { can } from '@tandem/shared/permissions/can';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { useEntity } from './entity-api';
import { EntityComments } from './entity-comments';
import { EntityCustomValues } from './entity-custom-values';
import { useEntityExtras } from './entity-extras';
import { EntityFields } from './entity-fields';
import { EntityLinks } from './entity-links';
import { EntityMembers } from './entity-members';
import { EntityHistory } from './entity-history';
import { EntityLoadProblem } from './entity-load-problem';
import { ReviewBadge } from './entity-review';
import { EntityShiftDates } from './entity-shift-dates';
import { EntityTags } from './entity-tags';
import { itemNameOf, type AnyItem, type EntityRef, type EntityView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import { BackLink } from '@/ui/back-link';
import { DetailSection } from '@/ui/detail-section';

/** The detail page's section (the routes' link sections use it too). */
export const Section = DetailSection;

/** One item's page (spec §2): its fields, comments and history; 'Edit' for those who may. */
export function EntityDetail<Item extends EntityItemBase>({
  view,
  entityRef,
}: {
  view: EntityView<Item>;
  entityRef: EntityRef;
}) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { organisationId, projectId, id } = entityRef;
  const project = { organisationId, projectId };
  const mayView = can(permissions, view.permissions.view, project);
  const mayEdit = can(permissions, view.permissions.edit, project);
  const item = useEntity(view, entityRef, mayView);
  const extras = useEntityExtras(view as EntityView, organisationId);
  if (!mayView) return <NoViewAccess />;
  return (
    <Stack gap="md">
      <BackLink to={view.paths.list(organisationId, projectId)} label={t('entityKit.backToList')} />
      {item.isPending ? (
        <PageLoader />
      ) : item.isError ? (
        <EntityLoadProblem error={item.error} />
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" c="gray.7">
                {t(`${view.phrases}.detailTitle`)} {item.data.refNumber}
              </Text>
              <Title order={1}>{itemNameOf(view as EntityView, item.data)}</Title>
            </Stack>
            {mayEdit && (
              <Button
                component={Link}
                to={view.paths.edit(organisationId, projectId, id)}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('entityKit.edit')}
              </Button>
            )}
          </Group>
          <Section title={t('entityKit.sections.details')}>
            {view.review && <ReviewBadge item={item.data as AnyItem} />}
            <EntityFields view={view} item={item.data} />
          </Section>
          {view.links && (
            <SimpleGrid cols={{ base: 1, md: Math.min(view.links.length, 2) }} spacing="md">
              {view.links.map((link) => (
                <Section key={link.key} title={t(`${view.phrases}.links.${link.key}`)}>
                  <EntityLinks
                    project={project}
                    id={id}
                    link={link}
                    phrases={view.phrases}
                    mayEdit={mayEdit}
                  />
                </Section>
              ))}
            </SimpleGrid>
          )}
          {view.shiftDates && mayEdit && (
            <Section title={t('entityKit.sections.shift')}>
              <EntityShiftDates view={view as EntityView} entityRef={entityRef} />
            </Section>
          )}
          {extras.customFields.length > 0 && (
            <Section title={t('customFields.title')}>
              <EntityCustomValues
                view={view as EntityView}
                entityRef={entityRef}
                item={item.data}
                fields={extras.customFields}
                mayEdit={mayEdit}
              />
            </Section>
          )}
          {view.tags && (
            <EntityTags
              view={view as EntityView}
              entityRef={entityRef}
              item={item.data}
              mayEdit={mayEdit}
              on={extras.tags}
            />
          )}
          {view.members && (
            <Section title={t(`${view.members.phrases}.title`)}>
              <EntityMembers members={view.members} entityRef={entityRef} mayEdit={mayEdit} />
            </Section>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DetailSection title={t('entityKit.sections.comments')}>
              <EntityComments view={view as EntityView} entityRef={entityRef} mayComment={mayEdit} />
            </DetailSection>
            <DetailSection title={t('entityKit.sections.history')}>
              <EntityHistory view={view as EntityView} entityRef={entityRef} />
            </DetailSection>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
