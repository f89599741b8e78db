import dayjs from 'dayjs';

/** A moment as the users area shows it (day and minute, DD/MM/YYYY HH:mm); a dash for none. */
export const shownAt = (value: string | null) => (value ? dayjs(value).format('DD/MM/YYYY HH:mm') : '—');
