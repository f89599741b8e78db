import en from '../locales/en/pay-services.json';
import it from '../locales/it/pay-services.json';

/** The paid services customers ask to activate, and their requests, loaded with their page. */
export const PAY_SERVICES_CATALOGUES = { it, en } as const;
