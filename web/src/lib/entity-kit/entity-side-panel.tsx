import { Button, Group, Stack, Title } from '@mantine/core';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SidePanel } from '@/ui/side-panel';
import { useEntity } from './entity-api';
import { EntityFields } from './entity-fields';
import { EntityLoading, EntityLoadProblem } from './entity-load-problem';
import { itemNameOf, type EntityRef, type EntityView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

function PanelBody<Item extends EntityItemBase>({
  view,
  entityRef,
}: {
  view: EntityView<Item>;
  entityRef: EntityRef;
}) {
  const { t } = useTranslation();
  const item = useEntity(view, entityRef);
  if (item.isPending) return <EntityLoading />;
  if (item.isError) return <EntityLoadProblem error={item.error} />;
  return (
    <Stack gap="md" data-testid="entity-side-panel">
      <Title order={2} size="h3">
        {itemNameOf(view as EntityView, item.data)}
      </Title>
      <EntityFields view={view} item={item.data} columns={1} />
      <Group>
        <Button
          component={Link}
          to={view.paths.detail(entityRef.organisationId, entityRef.projectId, entityRef.id)}
        >
          {t('entityKit.viewDetails')}
        </Button>
      </Group>
    </Stack>
  );
}

/** An item's side panel over its list (spec §2 detail panels). */
export function EntitySidePanel<Item extends EntityItemBase>({
  view,
  entityRef,
  onClose,
}: {
  view: EntityView<Item>;
  entityRef: EntityRef | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SidePanel
      opened={entityRef !== null}
      onClose={onClose}
      title={t(`${view.phrases}.panelLabel`)}
      testId="entity-panel"
    >
      {entityRef && <PanelBody view={view} entityRef={entityRef} />}
    </SidePanel>
  );
}
