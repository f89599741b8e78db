import { COMMUNICATIONS_ACCESS } from '@sportello/contracts/backoffice/communications.values';
import type { Module } from '../../module-deps';
import { registerTagUser } from '../tags/tag-users';
import { COMMUNICATION_LABELS } from './communications.audit-labels';
import { communicationsRoutes } from './communications.routes';
import { countAddressedTo, replaceTagInAudiences } from './communications.service';

export const communicationsModule: Module = {
  name: 'communications',
  access: [COMMUNICATIONS_ACCESS],
  auditLabels: [COMMUNICATION_LABELS],
  register(app) {
    // Communications are addressed by tag: deleting and merging tags count and move them.
    registerTagUser('communications', { count: countAddressedTo, replace: replaceTagInAudiences });
    communicationsRoutes(app);
  },
};
