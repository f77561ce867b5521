import { useParams } from 'react-router-dom';
import { CoreDataIndex } from '@/features/core-data/components/core-data-index';

/** The core data: a card per kind (spec §2). */
export default function CoreDataRoute() {
  const { organisationId = '' } = useParams();
  return <CoreDataIndex organisationId={organisationId} />;
}
