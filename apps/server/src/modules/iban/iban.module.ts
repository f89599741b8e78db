import { IBANS_ACCESS } from '@sportello/contracts/iban/iban.values';
import type { Module } from '../../module-deps';
import { IBAN_LABELS } from './iban.audit-labels';
import { IBAN_PART } from './iban.personal-data';
import { ibanRoutes } from './iban.routes';

export const ibanModule: Module = {
  name: 'iban',
  access: [IBANS_ACCESS],
  auditLabels: [IBAN_LABELS],
  personalData: [IBAN_PART],
  register(app, deps) {
    ibanRoutes(app, {
      publicUrl: deps.config.publicUrl,
      creditorName: deps.config.sepa.creditorName,
      creditorId: deps.config.sepa.creditorId,
    });
  },
};
