import { useProgrammeNames } from '@/features/programmes/api/use-programme-names';
import { VisualisationPage } from '@/features/visualisations/visualisation-page';

/** Every visualisation page of the organisation and of a project (spec §2), by its route parameters. */
export default function Visualisations() {
  return <VisualisationPage useProgrammes={useProgrammeNames} />;
}
