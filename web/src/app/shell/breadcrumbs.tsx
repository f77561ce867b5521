import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../router';
import type { ShellRoute } from './use-shell-route';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle;

/** The page's title key, from the deepest route that names one. */
export function usePageTitleKey(): string | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;
}

/**
 * Organisation > programme > project > page, each a link but the last; also sets the document
 * title, so every page has one.
 */
export function ShellBreadcrumbs({
  route,
  organisationName,
}: {
  route: ShellRoute;
  organisationName?: string;
}) {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const { organisationId, programmeId, programmeName, projectId, projectName } = route;
  const crumbs: { label: string; href?: string }[] = [
    { label: organisationName ?? t('nav.organisation'), href: paths.organisation.getHref(organisationId) },
  ];
  if (programmeId)
    crumbs.push({
      label: programmeName ?? t('nav.programme'),
      href: paths.programme.getHref(organisationId, programmeId),
    });
  if (projectId)
    crumbs.push({
      label: projectName ?? t('nav.project'),
      href: paths.project.getHref(organisationId, projectId),
    });
  const pageTitle = titleKey ? t(titleKey) : undefined;
  if (pageTitle) crumbs.push({ label: pageTitle });

  useEffect(() => {
    document.title = [pageTitle, organisationName, t('app.name')].filter(Boolean).join(' – ');
  }, [pageTitle, organisationName, t]);

  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          crumb.href && index < crumbs.length - 1 ? (
            <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" aria-current="page" fw={600}>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
