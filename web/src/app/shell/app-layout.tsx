import { ActionIcon, Anchor, AppShell, Box, Group, ScrollArea, Tooltip } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { can } from '@tandem/shared/permissions/can';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import type { Claims } from '@tandem/shared/auth/schemas';
import { ClaimKey } from '@tandem/shared/permissions/claim-keys';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useProgrammeNames } from '@/features/programmes/api/use-programme-names';
import { useMe } from '@/features/users/api/get-me';
import { useMyOrganisations } from '@/features/users/api/get-my-organisations';
import { OrganisationSwitcher } from '@/features/users/components/organisation-switcher';
import { ProjectPicker } from '@/features/users/components/project-picker';
import { usePermissions } from '@/lib/permissions-store';
import { useShellRequestsReady } from '@/lib/shell-requests-gate';
import { storageKeys } from '@/lib/storage';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ErrorFallback } from '@/ui/error-fallback';
import { PageLoader } from '@/ui/page-loader';
import { ShellBreadcrumbs } from './breadcrumbs';
import { ChatSupport } from './chat-support';
import { HelpMenu } from './help-menu';
import { NotificationsControl } from './notifications-control';
import { ProfileMenu } from './profile-menu';
import { SettingsMenu } from './settings-menu';
import classes from './shell.module.css';
import { Sidebar } from './sidebar';
import { useRecordRecentProject } from './record-recent-project';
import { useShellRoute } from './use-shell-route';

/**
 * The application shell (spec §2): a collapsible left sidebar (remembered locally, expanded by
 * default), a top bar with breadcrumbs, the organisation switcher, the project picker, help,
 * notifications and the profile menu, and the page in the main region (the skip link's target).
 */
export function AppLayout({ organisationId, claims }: { organisationId: string; claims: Claims }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useLocalStorage<boolean>({
    key: storageKeys.sidebarExpanded,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  // A phone (below Mantine's `sm`, 48em) keeps the sidebar as its icon rail: a 250 px sidebar left
  // 140 px of a 390 px screen for the page.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const collapsed = !expanded || narrow;
  const permissions = usePermissions();
  // A grid's first rows go before the shell's own look-ups (see `useShellRequestsReady`).
  const ready = useShellRequestsReady();
  const route = useShellRoute(organisationId, ready);
  const programmes = useProgrammeNames(organisationId, ready);
  const organisations = useMyOrganisations(ready);
  const me = useMe(ready);
  useRecordRecentProject(organisationId, route.projectId, ready);

  const organisationName = organisations.data?.find((item) => item.id === organisationId)?.name;
  const canCreate = can(
    permissions,
    { kind: 'organisation', minimumScope: OrgScope.OWNER },
    { organisationId },
  );
  const toggleLabel = collapsed ? t('nav.expand') : t('nav.collapse');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: collapsed ? 72 : 250, breakpoint: 0 }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap" miw={0}>
            <Anchor
              component={Link}
              to={paths.organisation.getHref(organisationId)}
              fw={800}
              c="blue.8"
              size="lg"
              style={{ flexShrink: 0 }}
              // On a phone the menus need the room; the sidebar's Organisation item leads home too.
              visibleFrom="xs"
            >
              {t('app.name')}
            </Anchor>
            {/* The trail does not fit beside the controls on a phone; the page heading says where one is. */}
            <Box visibleFrom="sm" miw={0}>
              <ShellBreadcrumbs route={route} organisationName={organisationName} />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.headerControls}>
            <Box className={classes.shrinkControl}>
              <OrganisationSwitcher organisationId={organisationId} requestsReady={ready} />
            </Box>
            <Box className={classes.shrinkControl}>
              <ProjectPicker
                organisationId={organisationId}
                currentProjectId={route.projectId}
                canCreate={canCreate}
                programmes={programmes}
                requestsReady={ready}
              />
            </Box>
            <HelpMenu organisationId={organisationId} />
            <NotificationsControl organisationId={organisationId} requestsReady={ready} />
            <ProfileMenu organisationId={organisationId} me={me.data} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.mainNavigation')} component="div">
        <AppShell.Section hidden={narrow}>
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              mb="xs"
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <Sidebar route={route} permissions={permissions} collapsed={collapsed} />
        </AppShell.Section>
        <AppShell.Section>
          <SettingsMenu route={route} permissions={permissions} collapsed={collapsed} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        {/* miw 0: a wide table scrolls inside the page instead of widening it past the screen. */}
        <Box maw={1400} miw={0}>
          <ErrorBoundary fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} />}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </AppShell.Main>
      <ChatSupport
        identity={
          me.data
            ? {
                userId: claims[ClaimKey.USER_ID] ?? me.data.id,
                firstName: me.data.firstName,
                email: me.data.email,
                organisationId,
              }
            : null
        }
      />
    </AppShell>
  );
}
