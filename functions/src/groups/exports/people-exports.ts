import { toListQuery } from '@tandem/shared/core/list-query-schema';
import { orgScopeLabel, type OrgScope } from '@tandem/shared/permissions/org-scope';
import { buildXlsx, pickColumns, type ExportColumn } from '../../exports/xlsx';
import type { Endpoints } from '@tandem/shared/contract/endpoints';
import type { GroupImplementations, Implementation } from '../../http/group-handler';
import { applyListQuery } from '../../lists/apply-list-query';
import { listMembers, memberAccessors, type Member } from '../../data/members';

const userColumns: ExportColumn<Member>[] = [
  { key: 'firstName', header: 'First name', value: (member) => member.firstName },
  { key: 'lastName', header: 'Last name', value: (member) => member.lastName },
  { key: 'email', header: 'Email', value: (member) => member.email, width: 36 },
  { key: 'permissionScope', header: 'Permission scope', value: (member) => member.scope },
  {
    key: 'role',
    header: 'Role',
    value: (member) => orgScopeLabel[member.scope as OrgScope] ?? String(member.scope),
  },
  { key: 'createdAt', header: 'Added', value: (member) => member.createdAt.slice(0, 10) },
];

/** Exports of organisation people (export-users): the same filters and sorts as the users list. */
const exportOrganisationUsers: Implementation<Endpoints['exportOrganisationUsers']> = async ({
  params,
  query,
}) => {
  const { columns, ...listQuery } = query;
  const members = await listMembers(params.organisationId);
  const all = applyListQuery(
    members,
    { ...toListQuery(listQuery), page: 1, pageSize: Number.MAX_SAFE_INTEGER },
    memberAccessors,
  );
  return buildXlsx({
    fileName: 'users.xlsx',
    sheetName: 'Users',
    columns: pickColumns(
      userColumns,
      columns?.split(',').map((key) => key.trim()),
    ),
    rows: all.items,
  });
};

export const peopleExports = { exportOrganisationUsers } satisfies Partial<GroupImplementations<'exports'>>;
