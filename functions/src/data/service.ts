import { Service } from 'electrodb';
import { documentClient } from './client';
import { config } from '../config';
import { benefitEntity } from './entities/benefit';
import { counterEntity } from './entities/counter';
import { entityCommentEntity } from './entities/entity-comment';
import { historyEntryEntity } from './entities/history-entry';
import { impactEntity, impactGroupEntity } from './entities/impact';
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
    notification: notificationEntity,
    notificationState: notificationStateEntity,
  },
  { table: config.tableName, client: documentClient },
);

export type DataEntities = typeof data.entities;
