import { Service } from 'electrodb';
import { documentClient } from './client';
import { config } from '../config';
import { benefitEntity } from './entities/benefit';
import { counterEntity } from './entities/counter';
import { entityCommentEntity } from './entities/entity-comment';
import { historyEntryEntity } from './entities/history-entry';
import { impactEntity, impactGroupEntity } from './entities/impact';
import { impactChartEntity } from './entities/impact-chart';
import { licenceAgreementEntity } from './entities/licence-agreement';
import { localAccountEntity } from './entities/local-account';
import { membershipEntity } from './entities/membership';
import { notificationEntity, notificationStateEntity } from './entities/notification';
import { organisationEntity } from './entities/organisation';
import { programmeEntity } from './entities/programme';
import { projectEntity } from './entities/project';
import { recentProjectsEntity } from './entities/recent-projects';
import { projectProcessEntity, roleMappingEntity } from './entities/processes';
import { settingsListEntity } from './entities/settings-list';
import {
  courseEntity,
  courseGroupEntity,
  trainingComponentEntity,
  trainingModuleEntity,
} from './entities/training';
import { userEntity } from './entities/user';
import {
  audienceEntity,
  audienceStakeholderEntity,
  projectStakeholderItemEntity,
  pulseEntity,
} from './entities/stakeholder-entities';
import { actionEntity } from './entities/action';
import { actionOrganisationEntity } from './entities/action-organisation';
import { coreDataItemEntity, coreDataUniqueEntity } from './entities/core-data-item';
import { customFieldEntity } from './entities/custom-field';
import { organisationUserSettingsEntity } from './entities/organisation-user-settings';
import { projectLinkEntity } from './entities/project-link';
import { tagAssociationEntity } from './entities/tag-association';
import { tagEntity } from './entities/tag';
import { visualisationSettingsEntity } from './entities/visualisation-settings';

/**
 * Every entity in one ElectroDB Service: collections (the `hierarchy` of an organisation in one
 * Query) and transactions across entities (a versioned update plus its history items) come from here.
 */
export const data = new Service(
  {
    organisation: organisationEntity,
    programme: programmeEntity,
    project: projectEntity,
    user: userEntity,
    membership: membershipEntity,
    licenceAgreement: licenceAgreementEntity,
    counter: counterEntity,
    historyEntry: historyEntryEntity,
    recentProjects: recentProjectsEntity,
    settingsList: settingsListEntity,
    localAccount: localAccountEntity,
    benefit: benefitEntity,
    entityComment: entityCommentEntity,
    courseGroup: courseGroupEntity,
    course: courseEntity,
    trainingModule: trainingModuleEntity,
    trainingComponent: trainingComponentEntity,
    impact: impactEntity,
    impactGroup: impactGroupEntity,
    projectProcess: projectProcessEntity,
    roleMapping: roleMappingEntity,
    projectStakeholderItem: projectStakeholderItemEntity,
    audience: audienceEntity,
    audienceStakeholder: audienceStakeholderEntity,
    pulse: pulseEntity,
    // Every entity a transaction writes is registered, so `data.transaction.write` knows them all.
    action: actionEntity,
    actionOrganisation: actionOrganisationEntity,
    coreDataItem: coreDataItemEntity,
    coreDataUnique: coreDataUniqueEntity,
    customField: customFieldEntity,
    organisationUserSettings: organisationUserSettingsEntity,
    projectLink: projectLinkEntity,
    tagAssociation: tagAssociationEntity,
    tag: tagEntity,
    visualisationSettings: visualisationSettingsEntity,
    impactChart: impactChartEntity,
    notification: notificationEntity,
    notificationState: notificationStateEntity,
  },
  { table: config.tableName, client: documentClient },
);

export type DataEntities = typeof data.entities;
