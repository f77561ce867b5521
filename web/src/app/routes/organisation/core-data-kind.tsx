import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CoreDataKindPage } from '@/features/core-data/components/core-data-kind-page';
import { kindOfSegment } from '@/features/core-data/components/kind-fields';
import { ProcessModelSection } from '@/features/processes/process-model-section';

/** `core-data/:coreDataSegment`: one kind's list (spec §2 core-data pages); an unknown segment says so. */
export default function CoreDataKindRoute() {
  const { t } = useTranslation();
  const { organisationId = '', coreDataSegment } = useParams();
  const kind = kindOfSegment(coreDataSegment);
  if (!kind) {
    return (
      <div data-testid="unknown-core-data">
        <p>{t('coreData.unknownKind')}</p>
        <Anchor component={Link} to={paths.coreData.getHref(organisationId)}>
          {t('coreData.allCoreData')}
        </Anchor>
      </div>
    );
  }
  // Keyed by kind: moving between lists starts each page afresh.
  if (kind === 'process')
    return (
      <Stack gap="xl">
        <CoreDataKindPage key={kind} organisationId={organisationId} kind={kind} />
        <ProcessModelSection organisationId={organisationId} />
      </Stack>
    );
  return <CoreDataKindPage key={kind} organisationId={organisationId} kind={kind} />;
}
