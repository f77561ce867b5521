import { addPhrases } from './add-phrases';

/** Titles of the link sections every kit detail page shows from `config/entity-links.ts`. */
export const entityLinksPhrases = {
  links: {
    projectStakeholders: 'Stakeholders',
    audiences: 'Audiences',
    projectProcesses: 'Processes',
    milestones: 'Milestones',
    impacts: 'Impacts',
  },
} as const;

addPhrases('entityLinks', entityLinksPhrases);
