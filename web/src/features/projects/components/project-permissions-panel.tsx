import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { hasFlag, ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { orgScopeLabel, type OrgScope } from '@tandem/shared/permissions/org-scope';
import { normaliseProjectFlags } from '@tandem/shared/projects/project-permission-flags';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/ui/page-loader';
import { useCreateProjectPermission } from '../api/create-project-permission';
import { useDeleteProjectPermission } from '../api/delete-project-permission';
import { useInheritedUsers } from '../api/list-inherited-users';
import { useProjectPermissions, type ProjectPermission } from '../api/list-project-permissions';
import { ConfirmModal } from '@/ui/confirm-modal';
import {
  fieldError,
  notifySaved,
  notifySaveError,
  validateFields,
  type FieldErrors,
} from '@/lib/form-support';

/** The flags a grant is made of, in the order of the columns. */
export const flagColumns = [
  { flag: ProjectFlag.PROJECT_VIEW, key: 'projectView' },
  { flag: ProjectFlag.PROJECT_EDIT, key: 'projectEdit' },
  { flag: ProjectFlag.IMPACT_VIEW, key: 'impactView' },
  { flag: ProjectFlag.IMPACT_EDIT, key: 'impactEdit' },
  { flag: ProjectFlag.ACTION_VIEW, key: 'actionView' },
  { flag: ProjectFlag.ACTION_EDIT, key: 'actionEdit' },
  { flag: ProjectFlag.STAKEHOLDER_VIEW, key: 'stakeholderView' },
  { flag: ProjectFlag.STAKEHOLDER_EDIT, key: 'stakeholderEdit' },
  { flag: ProjectFlag.MANAGE_PERMISSIONS, key: 'managePermissions' },
] as const;

export type PermissionCandidate = { id: string; firstName: string; lastName: string; email: string };

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
const scopeLabel = (scope: number) => orgScopeLabel[scope as OrgScope] ?? String(scope);

function FlagCells({ flags, name }: { flags: number; name: string }) {
  const { t } = useTranslation();
  return flagColumns.map(({ flag, key }) => (
    <Table.Td key={key} ta="center">
      <Checkbox
        readOnly
        checked={hasFlag(flags, flag)}
        aria-label={`${name}: ${t(`projectPermissions.flags.${key}`)}`}
        styles={{ body: { justifyContent: 'center' } }}
        tabIndex={-1}
      />
    </Table.Td>
  ));
}

type GrantForm = { userId: string; flags: number; existing: boolean };

/**
 * Project settings › permissions (manage-permissions): users with explicit rights and their flags,
 * add or change a grant, remove one after a name-specific Yes/No; owners and admins who see the
 * project through their organisation scope are listed read-only.
 */
export function ProjectPermissionsPanel({
  organisationId,
  projectId,
  candidates,
}: {
  organisationId: string;
  projectId: string;
  /** Members who may be given rights; undefined while unknown (the caller cannot list members). */
  candidates: PermissionCandidate[] | undefined;
}) {
  const { t } = useTranslation();
  const grants = useProjectPermissions(organisationId, projectId);
  const inherited = useInheritedUsers(organisationId, projectId);
  const create = useCreateProjectPermission();
  const remove = useDeleteProjectPermission();
  const [form, setForm] = useState<GrantForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'userId' | 'flags'>>({});
  const [removing, setRemoving] = useState<ProjectPermission | null>(null);

  if (grants.isPending) return <PageLoader />;
  if (grants.isError)
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  const granted = new Set(grants.data.map((grant) => grant.userId));
  const available = (candidates ?? []).filter((candidate) => !granted.has(candidate.id));
  const flagHeaders = flagColumns.map(({ key }) => (
    <Table.Th key={key} ta="center">
      {t(`projectPermissions.flags.${key}`)}
    </Table.Th>
  ));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const result = validateFields<'userId' | 'flags'>(
      {
        userId: () => (form.userId ? null : 'projectPermissions.chooseUser'),
        flags: () => (form.flags === 0 ? 'projectPermissions.chooseFlags' : null),
      },
      t,
    );
    setErrors(result.errors);
    if (!result.valid) return;
    create.mutate(
      { organisationId, projectId, body: { userId: form.userId, flags: normaliseProjectFlags(form.flags) } },
      {
        onSuccess: () => {
          notifySaved(t);
          setForm(null);
        },
        onError: (error) => notifySaveError(error, t),
      },
    );
  };

  const toggle = (flag: number, checked: boolean) =>
    form && setForm({ ...form, flags: checked ? form.flags | flag : form.flags & ~flag });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('projectPermissions.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={candidates === undefined}
          onClick={() => {
            setErrors({});
            setForm({ userId: '', flags: ProjectFlag.PROJECT_VIEW, existing: false });
          }}
        >
          {t('projectPermissions.add')}
        </Button>
      </Group>
      {candidates === undefined && (
        <Text size="sm" c="gray.7">
          {t('projectPermissions.cannotListMembers')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={t('projectPermissions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('projectPermissions.user')}</Table.Th>
              {flagHeaders}
              <Table.Th>{t('forms.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grants.data.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={flagColumns.length + 2}>
                  <Text c="gray.7" ta="center" py="sm">
                    {t(ErrorMessage.TABLE_NO_DATA)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              grants.data.map((grant) => (
                <Table.Tr key={grant.userId} data-testid="project-permission-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {fullName(grant)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {grant.email}
                    </Text>
                  </Table.Td>
                  <FlagCells flags={grant.flags} name={fullName(grant)} />
                  <Table.Td>
                    {/* Icons with names and tooltips: worded buttons pushed the table past a 1440 px screen. */}
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('forms.edit')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('projectPermissions.editNamed', { name: fullName(grant) })}
                          onClick={() => {
                            setErrors({});
                            setForm({ userId: grant.userId, flags: grant.flags, existing: true });
                          }}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('forms.remove')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('projectPermissions.removeNamed', { name: fullName(grant) })}
                          onClick={() => setRemoving(grant)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('projectPermissions.inherited')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('projectPermissions.inheritedHelp')}
        </Text>
        {inherited.isPending ? (
          <PageLoader />
        ) : inherited.isError ? (
          <Text c="red.8" role="alert">
            {t('errors.loadData')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={t('projectPermissions.inherited')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projectPermissions.user')}</Table.Th>
                  <Table.Th>{t('projectPermissions.role')}</Table.Th>
                  {flagHeaders}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inherited.data.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={flagColumns.length + 2}>
                      <Text c="gray.7" ta="center" py="sm">
                        {t(ErrorMessage.TABLE_NO_DATA)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  inherited.data.map((user) => (
                    <Table.Tr key={user.userId} data-testid="inherited-user-row">
                      <Table.Td>
                        <Text size="sm">{fullName(user)}</Text>
                        <Text size="xs" c="gray.7">
                          {user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{scopeLabel(user.permissionScope)}</Badge>
                      </Table.Td>
                      <FlagCells flags={user.flags} name={fullName(user)} />
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Modal
        closeButtonProps={{ 'aria-label': t('forms.close') }}
        opened={form !== null}
        onClose={() => setForm(null)}
        title={form?.existing ? t('projectPermissions.edit') : t('projectPermissions.add')}
      >
        {form && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {form.existing ? (
                <Text fw={600}>
                  {fullName(
                    grants.data.find((grant) => grant.userId === form.userId) ?? {
                      firstName: '',
                      lastName: '',
                    },
                  )}
                </Text>
              ) : (
                <NativeSelect
                  label={t('projectPermissions.user')}
                  required
                  value={form.userId}
                  error={fieldError(t, errors.userId)}
                  data={[
                    { value: '', label: t('projectPermissions.chooseUserOption') },
                    ...available.map((user) => ({
                      value: user.id,
                      label: `${fullName(user)} (${user.email})`,
                    })),
                  ]}
                  onChange={(event) => setForm({ ...form, userId: event.currentTarget.value })}
                />
              )}
              <Stack component="fieldset" gap={6} m={0} p={0} style={{ border: 'none' }}>
                <Text component="legend" size="sm" fw={500} mb={4}>
                  {t('projectPermissions.rights')}
                </Text>
                {flagColumns.map(({ flag, key }) => (
                  <Checkbox
                    key={key}
                    label={t(`projectPermissions.flags.${key}`)}
                    checked={hasFlag(form.flags, flag)}
                    onChange={(event) => toggle(flag, event.currentTarget.checked)}
                  />
                ))}
                {errors.flags && (
                  <Text size="xs" c="red.8" role="alert">
                    {fieldError(t, errors.flags)}
                  </Text>
                )}
              </Stack>
              <Text size="xs" c="gray.7">
                {t('projectPermissions.impliedHelp')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setForm(null)}>
                  {t('forms.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('forms.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title={t('projectPermissions.remove')}
        message={t('forms.confirmRemove', { name: removing ? fullName(removing) : '' })}
        pending={remove.isPending}
        onNo={() => setRemoving(null)}
        onYes={() =>
          removing &&
          remove.mutate(
            { organisationId, projectId, userId: removing.userId },
            {
              onSuccess: () => notifySaved(t, t('projectPermissions.removed', { name: fullName(removing) })),
              onError: (error) => notifySaveError(error, t),
              onSettled: () => setRemoving(null),
            },
          )
        }
      />
    </Stack>
  );
}
