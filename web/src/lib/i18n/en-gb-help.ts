import { addPhrases } from './add-phrases';

/** Phrases of the help centre page (namespace `help`), loaded with the page only. */
export const helpPhrases = {
  title: 'Help centre',
  intro:
    'Tandem helps you plan and follow a change: the programmes and projects of your organisation, the actions that make the change happen, and the people who carry them out. This page shows how to get started.',
  sections: [
    {
      heading: 'Find your way around',
      points: [
        'The top bar shows where you are (organisation, programme, project and page); each part is a link back.',
        'Projects (in the top bar) lists every programme and project you can open, with a search box and your recent projects.',
        'The left menu holds the pages of the project you are in: change, impacts, grids and visualisations.',
      ],
    },
    {
      heading: 'Start a programme and its projects',
      points: [
        'Owners and admins create a programme with Create programme in the Projects menu; it shows on the organisation dashboard at once, even before it has projects.',
        'Create project adds a project, standalone or in a programme. The project’s settings hold its details, milestones, benefits, phases and who may do what.',
      ],
    },
    {
      heading: 'Plan the work as actions',
      points: [
        'Open a project, then Change and Actions: New action opens a form for one action; its detail page follows once it is saved.',
        'The actions grid edits many actions like a spreadsheet; Import brings in a spreadsheet of actions, and Export takes them out.',
        'Descriptions may use paragraphs, lists, bold and italic. Anything that could run in a browser is removed when saved; the rest of your text is kept.',
      ],
    },
    {
      heading: 'Invite people and give them rights',
      points: [
        'People (in the settings menu) lists the members of the organisation; admins and, if allowed, owners add people by e-mail.',
        'An organisation scope (reader, contributor, owner, admin) sets what someone may do everywhere; project rights add to it for one project.',
        'Every organisation keeps at least one admin: the last admin cannot be removed or made something else.',
      ],
    },
    {
      heading: 'Choose what your organisation uses',
      points: [
        'Admins switch features such as visualisations and tags on or off in the organisation settings, and maintain core data: locations, business areas, audiences and action types.',
        'If two people change the same item at once, the second save is refused with a note saying so, and the latest version is loaded so no change is lost.',
      ],
    },
  ],
  stuck: 'Still stuck? Ask an admin of your organisation: they can check your rights and settings.',
} as const;

addPhrases('help', helpPhrases);
