import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { useParams } from 'react-router-dom';
import { EntityDetail } from './entity-detail';
import { EntityCreate, EntityEdit } from './entity-edit';
import { EntityList } from './entity-list';
import type { EntityView } from './entity-view';

/**
 * The four pages of an entity (list with its side panel, create, detail, edit) reading their route
 * parameters, so an entity's route module is one line per page instead of one file each. The grid
 * stays its own route module: it is the one that loads AG Grid.
 */
export function entityPages<Item extends EntityItemBase>(view: EntityView<Item>, idParam: string) {
  const useRef = () => {
    const params = useParams();
    return {
      organisationId: params.organisationId ?? '',
      projectId: params.projectId ?? '',
      id: params[idParam] ?? '',
    };
  };
  return {
    List() {
      const { organisationId, projectId, id } = useRef();
      return (
        <EntityList view={view} organisationId={organisationId} projectId={projectId} id={id || undefined} />
      );
    },
    Create() {
      const { organisationId, projectId } = useRef();
      return <EntityCreate view={view} organisationId={organisationId} projectId={projectId} />;
    },
    Detail() {
      const ref = useRef();
      return <EntityDetail key={ref.id} view={view} entityRef={ref} />;
    },
    Edit() {
      const ref = useRef();
      return <EntityEdit key={ref.id} view={view} entityRef={ref} />;
    },
  };
}
