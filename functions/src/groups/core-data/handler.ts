import { createGroupHandler } from '../../http/group-handler';

export const handler = createGroupHandler('coreData', {});
