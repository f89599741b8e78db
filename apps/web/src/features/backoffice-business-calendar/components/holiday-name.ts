import type { TFunction } from 'i18next';

/** A holiday's name from the key the server gives it (`christmas`, `easter_monday`…). */
export const holidayName = (t: TFunction<'backoffice'>, key: string): string =>
  t(`backoffice.calendar.holiday.${key}` as 'backoffice.calendar.holiday.christmas', { defaultValue: key });
