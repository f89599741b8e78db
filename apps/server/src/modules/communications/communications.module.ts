import { COMMUNICATIONS_ACCESS } from '@sportello/contracts/backoffice/communications.values';
import { registerPeriodicJob } from '../../core/periodic-job';
import { smsAvailable } from '../../core/sms';
import type { Module } from '../../module-deps';
import { registerTagUser } from '../tags/tag-users';
import { COMMUNICATION_LABELS } from './communications.audit-labels';
import { communicationsRoutes } from './communications.routes';
import { countAddressedTo, replaceTagInAudiences } from './communications.service';
import { dispatchCommunications } from './communications-dispatch';

/** How often each process looks for an SMS/e-mail communication that has become due. */
const DISPATCH_MS = 5000;

export const communicationsModule: Module = {
  name: 'communications',
  access: [COMMUNICATIONS_ACCESS],
  auditLabels: [COMMUNICATION_LABELS],
  register(app, deps) {
    // Communications are addressed by tag: deleting and merging tags count and move them.
    registerTagUser('communications', { count: countAddressedTo, replace: replaceTagInAudiences });
    const sms = smsAvailable({ smsUrl: deps.config.sms.url, production: deps.config.production });
    communicationsRoutes(app, { smsAvailable: sms });
    registerPeriodicJob(app, deps, {
      what: 'communication sender',
      everyMs: DISPATCH_MS,
      run: (ctx) => dispatchCommunications(ctx, { publicUrl: deps.config.publicUrl, smsAvailable: sms }),
    });
  },
};
