import { dashboardRagValues } from '@tandem/shared/dashboard/limits';
import { useLocation, useParams } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard';
import { useActionTypes } from '@/features/actions/api/list-action-types';
import { DashboardActionList } from '@/features/dashboard/components/dashboard-action-list';

/** My Dashboard › overdueActions/{type} and upcomingActions/{type}; `{type}` is `all` or the RAG it opens with. */
export default function MyDashboardDueActionsRoute() {
  const { organisationId = '', type = 'all' } = useParams();
  const actionTypes = useActionTypes(organisationId).data ?? [];
  const kind = useLocation().pathname.includes('/upcomingActions/') ? 'upcoming' : 'overdue';
  const initialRag = (dashboardRagValues as readonly string[]).includes(type) ? type : undefined;
  return (
    <DashboardActionList
      key={kind}
      organisationId={organisationId}
      kind={kind}
      initialRag={initialRag}
      actionTypes={actionTypes}
    />
  );
}
