import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useProgrammeMilestones } from '@/features/programmes/api/get-programme-milestones';
import { useUpdateProgrammeMilestones } from '@/features/programmes/api/update-programme-milestones';
import { canCall } from '@/lib/endpoint-permissions';
import { asItems, SettingsList, type ItemsOf } from '@/features/projects/components/project-settings-lists';
import { milestoneFields } from '@/features/projects/components/settings-list-fields';
import { usePermissions } from '@/lib/permissions-store';

/** Programme settings › milestones: list, add, edit, delete (with the milestone types). */
export default function ProgrammeMilestonesRoute() {
  const { t } = useTranslation();
  const { organisationId = '', programmeId = '' } = useParams();
  const permissions = usePermissions();
  const query = useProgrammeMilestones(organisationId, programmeId);
  const update = useUpdateProgrammeMilestones();
  return (
    <SettingsList
      query={query}
      title={t('settingsLists.milestones')}
      itemNoun={t('settingsLists.milestone')}
      fields={milestoneFields(t)}
      canEdit={canCall(permissions, 'updateProgrammeMilestones', {
        organisationId,
        programmeId,
      })}
      saving={update.isPending}
      save={(items, version) =>
        update.mutateAsync({
          organisationId,
          programmeId,
          body: { items: asItems<ItemsOf<'updateProgrammeMilestones'>>(items), version },
        })
      }
    />
  );
}
