import {
  Alert,
  Anchor,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFeatureOn } from '@/lib/use-feature-on';
import { PageLoader } from '@/ui/page-loader';
import type { VisualisationScope } from './api';
import { sectionSegment, useVisualisationRoute, visualisationPages, yearChoices } from './scope';
import '@/lib/i18n/en-gb-visualisations';

const HeatmapPage = lazy(() => import('./heatmap-page').then((module) => ({ default: module.HeatmapPage })));
const SunburstPage = lazy(() =>
  import('./sunburst-page').then((module) => ({ default: module.SunburstPage })),
);
const TimelinePage = lazy(() =>
  import('./timeline-page').then((module) => ({ default: module.TimelinePage })),
);
const CapacityPage = lazy(() =>
  import('./capacity-page').then((module) => ({ default: module.CapacityPage })),
);
const PlacesPage = lazy(() => import('./places-page').then((module) => ({ default: module.PlacesPage })));

/**
 * The visualisations (spec §2, issue 17) of the organisation or of one project: an index of the five
 * views, and each view with its filters (programme at organisation level, year where a chart has
 * months). Nothing shows while the organisation's visualisations are switched off.
 */
export function VisualisationPage({
  useProgrammes,
}: {
  /** The organisation's programmes by name (the programme filter), from the programmes feature. */
  useProgrammes: (organisationId: string) => { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organisationId, projectId, page, section } = useVisualisationRoute();
  const on = useFeatureOn(organisationId, OrganisationSetting.VISUALISATIONS_ENABLED);
  const programmes = useProgrammes(projectId ? '' : organisationId);
  const [programmeId, setProgrammeId] = useState('');
  const [year, setYear] = useState(new Date().getFullYear());
  const title = t(projectId ? 'visualisations.projectTitle' : 'visualisations.title');
  if (!on)
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Alert color="gray" data-testid="visualisations-off">
          {t('visualisations.switchedOff')}
        </Alert>
      </Stack>
    );
  const scope: VisualisationScope = {
    organisationId,
    ...(projectId ? { projectId } : programmeId ? { programmeId } : {}),
    year,
  };
  const hrefOf = (name: string) =>
    name === 'heatmap'
      ? paths.visualisationHeatmap.getHref(organisationId, 'business-areas', projectId)
      : paths.visualisationPage.getHref(organisationId, name, projectId);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Tabs
        value={page === 'index' ? null : page}
        onChange={(value) => value && void navigate(hrefOf(value))}
      >
        <Tabs.List>
          {visualisationPages.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`visualisations.pages.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {page === 'index' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {visualisationPages.map((name) => (
            <Card key={name} withBorder>
              <Anchor component={Link} to={hrefOf(name)} fw={600}>
                {t(`visualisations.pages.${name}`)}
              </Anchor>
              <Text size="sm" mt={4}>
                {t(`visualisations.descriptions.${name}`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(`visualisations.descriptions.${page}`)}
          </Text>
          <Group align="end">
            {!projectId && (
              <NativeSelect
                label={t('visualisations.filters.programme')}
                value={programmeId}
                onChange={(event) => setProgrammeId(event.currentTarget.value)}
                data={[
                  { value: '', label: t('visualisations.filters.allProgrammes') },
                  ...programmes.map((programme) => ({ value: programme.id, label: programme.name })),
                ]}
              />
            )}
            {(page === 'heatmap' || page === 'capacity') && (
              <NativeSelect
                label={t('visualisations.filters.year')}
                value={String(year)}
                onChange={(event) => setYear(Number(event.currentTarget.value))}
                data={yearChoices().map((choice) => String(choice))}
              />
            )}
            {page === 'heatmap' && (
              <NativeSelect
                label={t('visualisations.filters.section')}
                value={sectionSegment(section)}
                onChange={(event) =>
                  void navigate(
                    paths.visualisationHeatmap.getHref(organisationId, event.currentTarget.value, projectId),
                  )
                }
                data={(['business-area', 'location', 'stakeholder'] as const).map((value) => ({
                  value: sectionSegment(value),
                  label: t(`visualisations.sections.${value}`),
                }))}
              />
            )}
          </Group>
          <Suspense fallback={<PageLoader />}>
            {page === 'heatmap' && <HeatmapPage scope={scope} section={section} />}
            {page === 'sunburst' && <SunburstPage scope={scope} />}
            {page === 'timeline' && <TimelinePage scope={scope} />}
            {page === 'capacity' && <CapacityPage scope={scope} />}
            {page === 'places' && <PlacesPage scope={scope} />}
          </Suspense>
        </>
      )}
    </Stack>
  );
}
