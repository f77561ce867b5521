import { Alert, Badge, Button, Code, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconKey, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { SortDirection } from '@tandem/shared/core/list-query';
import { memberChangeRefusal } from '@tandem/shared/organisations/member-rules';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { usePermissions } from '@/lib/permissions-store';
import { type DataColumn } from '@/ui/data-list/data-table';
import { ExportDialog } from '@/ui/data-list/export-dialog';
import type { FilterField } from '@/ui/data-list/filters-drawer';
import { LazyFiltersDrawer } from '@/ui/data-list/lazy-filters-drawer';
import { saveFile } from '@/ui/data-list/save-file';
import { SearchBox } from '@/ui/data-list/search-box';
import { useListQuery } from '@/ui/data-list/use-list-query';
import { NoViewAccess } from '@/ui/no-view-access';
import { useExportOrganisationUsers } from '../api/export-organisation-users';
import { useOrganisationUsers, type OrganisationMember } from '../api/list-organisation-users';
import { useRemoveOrganisationUser } from '../api/remove-organisation-user';
import { useResetOrganisationUserPassword } from '../api/reset-organisation-user-password';
import { useUpdateOrganisationUserPermissions } from '../api/update-organisation-user-permissions';
import { canCall } from '@/lib/endpoint-permissions';
import { organisationUserExportColumns } from 'virtual:tandem/contract-constants';
import { AddMemberModal, type HandOver } from './add-member-modal';
import { ConfirmModal } from '@/ui/confirm-modal';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { roleOptions, scopeLabel } from './roles';
import { FiltersButton } from '@/ui/data-list/filters-button';
import { PagedTable } from '@/ui/data-list/paged-table';

const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();

/**
 * People of the organisation (owners+): a paged, sortable, filterable list; add by email with a
 * role; change a role; remove after a name-specific Yes/No; reset a password (admins); export the
 * list as .xlsx with chosen columns.
 */
export function OrganisationMembers({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId };
  const mayList = canCall(permissions, 'listOrganisationUsers', target);
  const mayReset = canCall(permissions, 'resetOrganisationUserPassword', target);
  const callerScope = permissions[organisationId]?.s ?? OrgScope.NOACCESS;
  const list = useListQuery({
    identifier: organisationId,
    name: 'organisation-users',
    defaultSorts: [{ key: 'lastName', direction: SortDirection.ASCENDING }],
  });
  const users = useOrganisationUsers(organisationId, list.apiQuery, mayList);
  const update = useUpdateOrganisationUserPermissions();
  const remove = useRemoveOrganisationUser();
  const reset = useResetOrganisationUserPassword();
  const exporter = useExportOrganisationUsers();
  const [adding, setAdding] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [removing, setRemoving] = useState<OrganisationMember | null>(null);
  const [resetting, setResetting] = useState<OrganisationMember | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<HandOver | null>(null);
  // A new person's temporary password stays on the page (not a dialog) until the admin dismisses it.
  const [addedHandOver, setAddedHandOver] = useState<HandOver | null>(null);

  if (!mayList) return <NoViewAccess />;

  const refusal = (member: OrganisationMember, newScope?: number) =>
    // The server knows how many admins there are; here 2 lets it be the judge of the last one.
    memberChangeRefusal({ callerScope, currentScope: member.permissionScope, newScope, adminCount: 2 });

  const changeRole = (member: OrganisationMember, scope: number) =>
    update.mutate(
      {
        organisationId,
        userId: member.id,
        body: { permissionScope: scope as OrgScope, version: member.version },
      },
      {
        onSuccess: () =>
          notifySaved(t, t('people.roleChanged', { name: fullName(member), role: scopeLabel(scope) })),
        onError: (error) => notifySaveError(error, t),
      },
    );

  const columns: DataColumn<OrganisationMember>[] = [
    {
      key: 'firstName',
      header: t('people.firstName'),
      sortable: true,
      render: (member) => (
        <Text
          size="sm"
          component={Link}
          to={paths.user.getHref(organisationId, member.id)}
          c="blue.8"
          td="underline"
        >
          {member.firstName}
        </Text>
      ),
    },
    { key: 'lastName', header: t('people.lastName'), sortable: true },
    { key: 'email', header: t('people.email'), sortable: true },
    {
      key: 'permissionScope',
      header: t('people.role'),
      sortable: true,
      render: (member) =>
        refusal(member, member.permissionScope === OrgScope.ADMIN ? OrgScope.OWNER : OrgScope.READER) ===
        'forbidden' ? (
          <Badge variant="light">{scopeLabel(member.permissionScope)}</Badge>
        ) : (
          <NativeSelect
            size="xs"
            aria-label={t('people.roleOf', { name: fullName(member) })}
            value={String(member.permissionScope)}
            data={roleOptions(callerScope)}
            disabled={update.isPending}
            onChange={(event) => changeRole(member, Number(event.currentTarget.value))}
          />
        ),
    },
    {
      key: 'createdAt',
      header: t('people.createdAt'),
      sortable: true,
      render: (member) => formatDate(member.createdAt),
    },
  ];

  const filterFields: FilterField[] = [
    { key: 'firstName', label: t('people.firstName'), type: 'text' },
    { key: 'lastName', label: t('people.lastName'), type: 'text' },
    {
      key: 'permissionScope',
      label: t('people.role'),
      type: 'select',
      options: roleOptions(OrgScope.ADMIN),
    },
  ];
  const emailFilter = list.query.filters.find((filter) => filter.key === 'email')?.values[0] ?? '';
  const panelFilters = list.query.filters.filter((filter) => filter.key !== 'email').length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('people.title')}</Title>
        <Group gap="xs">
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('people.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => setExporting(true)}
          >
            {t('dataList.export')}
          </Button>
        </Group>
      </Group>
      {addedHandOver && (
        <Alert
          component="section"
          aria-label={t('people.temporaryPasswordTitle')}
          role="region"
          title={t('people.temporaryPasswordTitle')}
          withCloseButton
          closeButtonLabel={t('forms.close')}
          onClose={() => setAddedHandOver(null)}
        >
          <Stack gap="xs">
            <Text size="sm">{t('people.temporaryPassword', { name: addedHandOver.name })}</Text>
            <Code block data-testid="temporary-password">
              {addedHandOver.password}
            </Code>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <SearchBox
          label={t('people.searchEmail')}
          value={emailFilter}
          onSearch={(text) =>
            list.setFilter(
              'email',
              text
                ? {
                    key: 'email',
                    operator: FilterOperator.CONTAINS,
                    values: [text],
                    join: FilterValueJoin.OR,
                  }
                : undefined,
            )
          }
        />
        <FiltersButton active={panelFilters} onClick={() => setFiltering(true)} />
      </Group>
      <PagedTable
        label={t('people.title')}
        columns={columns}
        rowKey={(member) => member.id}
        list={list}
        page={users.data}
        loading={users.isPending}
        failed={users.isError}
        actions={{
          header: t('forms.actions'),
          render: (member) => (
            <Group gap={4} wrap="nowrap">
              {mayReset && (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconKey size={14} aria-hidden />}
                  aria-label={t('people.resetPasswordOf', { name: fullName(member) })}
                  onClick={() => setResetting(member)}
                >
                  {t('people.resetPassword')}
                </Button>
              )}
              {refusal(member) !== 'forbidden' && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('people.removeNamed', { name: fullName(member) })}
                  onClick={() => setRemoving(member)}
                >
                  {t('forms.remove')}
                </Button>
              )}
            </Group>
          ),
        }}
      />

      <AddMemberModal
        opened={adding}
        onClose={() => setAdding(false)}
        organisationId={organisationId}
        callerScope={callerScope}
        onTemporaryPassword={setAddedHandOver}
      />
      <LazyFiltersDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        fields={filterFields}
        filters={list.query.filters}
        onApply={list.setFilters}
        onReset={list.resetFilters}
      />
      <ExportDialog
        opened={exporting}
        onClose={() => setExporting(false)}
        title={t('people.exportTitle')}
        columns={organisationUserExportColumns.map((key) => ({ key, label: t(`people.columns.${key}`) }))}
        onExport={(keys) =>
          exporter
            .mutateAsync({
              organisationId,
              query: { ...list.apiQuery, page: 1, pageSize: 500, columns: keys.join(',') },
            })
            .then(saveFile, (error: unknown) => {
              notifySaveError(error, t);
              throw error;
            })
        }
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('people.remove')}
        message={t('people.confirmRemove', { name: removing ? fullName(removing) : '' })}
        pending={remove.isPending}
        onNo={() => setRemoving(null)}
        onYes={() =>
          removing &&
          remove.mutate(
            { organisationId, userId: removing.id },
            {
              onSuccess: () => notifySaved(t, t('people.removed', { name: fullName(removing) })),
              onError: (error) => notifySaveError(error, t),
              onSettled: () => setRemoving(null),
            },
          )
        }
      />
      <ConfirmModal
        opened={resetting !== null}
        title={t('people.resetPassword')}
        message={t('people.confirmReset', { name: resetting ? fullName(resetting) : '' })}
        pending={reset.isPending}
        onNo={() => setResetting(null)}
        onYes={() =>
          resetting &&
          reset.mutate(
            { organisationId, userId: resetting.id },
            {
              onSuccess: (result) => {
                if (result.temporaryPassword)
                  setTemporaryPassword({ name: fullName(resetting), password: result.temporaryPassword });
                else notifySaved(t, t('people.resetSent', { name: fullName(resetting) }));
              },
              onError: (error) => notifySaveError(error, t),
              onSettled: () => setResetting(null),
            },
          )
        }
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('forms.close') }}
        opened={temporaryPassword !== null}
        onClose={() => setTemporaryPassword(null)}
        title={t('people.temporaryPasswordTitle')}
      >
        <Stack>
          <Text>{t('people.temporaryPassword', { name: temporaryPassword?.name ?? '' })}</Text>
          <Code block data-testid="temporary-password">
            {temporaryPassword?.password}
          </Code>
          <Group justify="flex-end">
            <Button onClick={() => setTemporaryPassword(null)}>{t('forms.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
