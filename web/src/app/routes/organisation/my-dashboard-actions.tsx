import { useParams } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard';
import { useActionTypes } from '@/features/actions/api/list-action-types';
import { DashboardActionList } from '@/features/dashboard/components/dashboard-action-list';

/** My Dashboard › all my actions (See all of My Actions). */
export default function MyDashboardActionsRoute() {
  const { organisationId = '' } = useParams();
  const actionTypes = useActionTypes(organisationId).data ?? [];
  return <DashboardActionList organisationId={organisationId} kind="all" actionTypes={actionTypes} />;
}
