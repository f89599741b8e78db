import { type Place, RESERVATIONS_TIME_ZONE } from '@sportello/contracts/reservations/reservations.values';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { noonOf } from './rome-days';

export { formatEuro as formatPrice } from '../../../lib/euro';

/** The words of reservations' days, times, places and durations, in the user's language. */
export function useReservationFormats() {
  const { t, i18n } = useTranslation('reservations');
  const locale = i18n.language.startsWith('it') ? 'it-IT' : 'en-GB';
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, {
      timeZone: RESERVATIONS_TIME_ZONE,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const timeFormat = new Intl.DateTimeFormat(locale, {
      timeZone: RESERVATIONS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // "martedì 13/04/2027": the weekday helps to pick, the date is the portal's DD/MM/YYYY.
    const day = (instant: string) => dayFormat.format(new Date(instant)).replace(',', '');
    const time = (instant: string) => timeFormat.format(new Date(instant));
    return {
      day,
      /** A day alone (`YYYY-MM-DD`). */
      dayOf: (date: string) => day(noonOf(date)),
      time,
      /** "martedì 13/04/2027, dalle 09:30 alle 10:30". */
      when: (start: string, end: string) =>
        t('reservations.timeRange', { day: day(start), from: time(start), to: time(end) }),
      /** "In sede: Via Roma 1, Milano", or the place alone when the vendor wrote no detail. */
      place: (place: Place, detail: string) =>
        detail.trim()
          ? t('reservations.placeWithDetail', { place: t(`reservations.place.${place}`), detail })
          : t(`reservations.place.${place}`),
      /** "45 minuti", "1 ora", "1 ora e 30 minuti". */
      duration: (minutes: number) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        if (hours === 0) return t('reservations.minutes', { count: rest });
        const hoursText = t('reservations.hours', { count: hours });
        return rest === 0
          ? hoursText
          : t('reservations.hoursAndMinutes', {
              hours: hoursText,
              minutes: t('reservations.minutes', { count: rest }),
            });
      },
    };
  }, [t, locale]);
}
