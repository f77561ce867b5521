import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Popover,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyProjects, type MyProject } from '../api/get-my-projects';
import { useRecentProjects } from '../api/get-recent-projects';
import { layoutProjectPicker, type PickerColumn } from './project-picker-groups';

type ProjectPickerProps = {
  organisationId: string;
  currentProjectId?: string;
  /** Owner or more (spec §6): Create programme and Create project are offered. */
  canCreate: boolean;
  /** Every programme of the organisation, so one without projects yet has its group too. */
  programmes?: readonly { id: string; name: string }[];
  /** False while the page paints its first data (the shell's look-ups wait for it). */
  requestsReady?: boolean;
};

const noProgrammes: readonly { id: string; name: string }[] = [];

function ProjectColumn({
  column,
  organisationId,
  onPick,
  noneText,
}: {
  column: PickerColumn;
  organisationId: string;
  onPick: () => void;
  noneText: string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} miw={0}>
      <Text id={headingId} fw={700} size="sm" mb={4} c="dark.6">
        {column.programmeId && !column.continued ? (
          <Anchor
            component={Link}
            to={paths.programme.getHref(organisationId, column.programmeId)}
            onClick={onPick}
            inherit
            c="dark.6"
          >
            {column.title}
          </Anchor>
        ) : (
          column.title
        )}
      </Text>
      {column.projects.length === 0 ? (
        <Text size="sm" c="gray.7">
          {noneText}
        </Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {column.projects.map((project: MyProject) => (
            <li key={project.id}>
              <Anchor
                component={Link}
                to={paths.project.getHref(organisationId, project.id)}
                onClick={onPick}
                size="sm"
                c="dark.7"
              >
                {project.name}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The project picker of the top bar (spec §2): projects grouped by programme with a 'Standalone
 * Projects' group, a search box, recent projects, and Create programme / Create project for owners.
 * From 15 projects it is a wide multi-column mega-menu.
 */
export function ProjectPicker({
  organisationId,
  currentProjectId,
  canCreate,
  programmes = noProgrammes,
  requestsReady = true,
}: ProjectPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const projects = useMyProjects(organisationId, requestsReady);
  const recent = useRecentProjects(organisationId, requestsReady);
  const all = useMemo(() => projects.data ?? [], [projects.data]);
  const layout = useMemo(
    () => layoutProjectPicker(all, search, t('picker.standalone'), programmes),
    [all, search, t, programmes],
  );
  const current = all.find((project) => project.id === currentProjectId);
  const close = () => {
    setOpened(false);
    setSearch('');
  };
  const megaMenu = layout.mode === 'megaMenu';
  // Owners see every project, so an empty programme has none; others see only those they may open.
  const noneText = canCreate ? t('picker.none') : t('picker.noneYouCanOpen');
  const recentShown = search ? [] : (recent.data ?? []).slice(0, 5);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={megaMenu ? 'min(1100px, 96vw)' : 340}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="dark"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          onClick={() => setOpened((value) => !value)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          // Always named "Projects…", also while it shows the current project's name.
          aria-label={current ? `${t('picker.button')}: ${current.name}` : undefined}
        >
          {current?.name ?? t('picker.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={t('picker.label')}
        data-testid={megaMenu ? 'project-mega-menu' : 'project-list-menu'}
      >
        <Stack gap="sm">
          <TextInput
            label={t('picker.search')}
            placeholder={t('picker.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {recentShown.length > 0 && (
            <Box>
              <Text fw={700} size="sm" mb={4}>
                {t('picker.recent')}
              </Text>
              <Group gap="xs">
                {recentShown.map((item) => (
                  <Anchor
                    key={item.projectId}
                    component={Link}
                    to={paths.project.getHref(organisationId, item.projectId)}
                    onClick={close}
                    size="sm"
                  >
                    {item.name}
                  </Anchor>
                ))}
              </Group>
              <Divider mt="sm" />
            </Box>
          )}
          <ScrollArea.Autosize mah={megaMenu ? '70vh' : 360} type="auto">
            {projects.isPending && <Text size="sm">{t('app.loading')}</Text>}
            {projects.isError && (
              <Text size="sm" c="red.8" role="alert">
                {t('errors.loadData')}
              </Text>
            )}
            {projects.isSuccess && layout.groups.length === 0 && (
              <Text size="sm">{all.length === 0 ? noneText : t('picker.noMatch')}</Text>
            )}
            {megaMenu ? (
              <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="md" verticalSpacing="md">
                {layout.groups.map((group) => (
                  <Box
                    key={group.key}
                    data-testid="project-picker-group"
                    data-double-width={group.doubleWidth || undefined}
                    style={group.doubleWidth ? { gridColumn: 'span 2' } : undefined}
                  >
                    <SimpleGrid cols={group.columns.length} spacing="md">
                      {group.columns.map((column) => (
                        <ProjectColumn
                          key={column.title}
                          column={column}
                          organisationId={organisationId}
                          onPick={close}
                          noneText={noneText}
                        />
                      ))}
                    </SimpleGrid>
                  </Box>
                ))}
              </SimpleGrid>
            ) : (
              <Stack gap="sm">
                {layout.groups.map((group) => (
                  <Box key={group.key} data-testid="project-picker-group">
                    {group.columns.map((column) => (
                      <ProjectColumn
                        key={column.title}
                        column={column}
                        organisationId={organisationId}
                        onPick={close}
                        noneText={noneText}
                      />
                    ))}
                  </Box>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          {canCreate && (
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.createProgramme.getHref(organisationId)}
                size="xs"
                variant="light"
                onClick={close}
              >
                {t('picker.createProgramme')}
              </Button>
              <Button
                component={Link}
                to={paths.createProject.getHref(organisationId)}
                size="xs"
                variant="light"
                onClick={close}
              >
                {t('picker.createProject')}
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
