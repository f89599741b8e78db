import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/it';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { DATE_FORMAT } from '@sportello/contracts/common/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';

dayjs.extend(customParseFormat);

/** What the field shows and reads back: the spec's DD/MM/YYYY (§9), with the time when it has one. */
const DAY_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

/** Mantine's value of a day (`YYYY-MM-DD`) and of a day with its time (`YYYY-MM-DD HH:mm:ss`). */
const DAY_VALUE = 'YYYY-MM-DD';
const DAY_TIME_VALUE = 'YYYY-MM-DD HH:mm:ss';

export type DayInputProps = Omit<
  DateInputProps,
  'valueFormat' | 'dateParser' | 'withTime' | 'value' | 'onChange'
> & {
  /** A day and a time of it (DD/MM/YYYY HH:mm); the value is then `YYYY-MM-DD HH:mm:ss`. */
  withTime?: boolean;
  /** `''` (as forms hold an empty field) or null: no date. */
  value?: string | null;
  /** `''` when the field is emptied, as forms hold an empty field. */
  onChange?: (value: string) => void;
};

/**
 * Every date field of the portal (ARCHITECTURE §1: never the browser's native date input, which
 * shows the browser's own format): Mantine's DateInput, typed or picked, shown and read as
 * DD/MM/YYYY, its calendar in the user's language, weeks from Monday. The value stays Mantine's
 * string (`YYYY-MM-DD`, with ` HH:mm:ss` for a time); what goes on the wire is the caller's affair.
 */
export function DayInput({ withTime = false, value, onChange, ...props }: DayInputProps) {
  const { t, i18n } = useTranslation();
  const shown = withTime ? DAY_TIME_FORMAT : DATE_FORMAT;
  const stored = withTime ? DAY_TIME_VALUE : DAY_VALUE;
  return (
    <DatesProvider settings={{ locale: i18n.language.startsWith('it') ? 'it' : 'en', firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={withTime ? t('shell.date.timePlaceholder') : t('shell.date.placeholder')}
        {...props}
        // A field in error takes the focus after a failed attempt, and the focus opens the calendar:
        // above the field then, so that the message under it stays readable.
        popoverProps={{ position: props.error ? 'top-start' : 'bottom-start', ...props.popoverProps }}
        clearButtonProps={{ 'aria-label': t('shell.date.clear') }}
        value={value || null}
        onChange={(next) => onChange?.(next ?? '')}
        withTime={withTime}
        valueFormat={shown}
        dateParser={(text) => {
          const date = dayjs(text.trim(), shown, true);
          return date.isValid() ? date.format(stored) : null;
        }}
      />
    </DatesProvider>
  );
}

export interface DayRangeInputsProps {
  /** The labels of the first and the last day. */
  labels: { from: string; to: string };
  from: string;
  to: string;
  /** The one end that changed (`''` when emptied). */
  onChange: (change: { from: string } | { to: string }) => void;
  /** A fixed width for each field, where a row of filters needs one. */
  w?: number;
}

/**
 * A list's filter by days: the first and the last, each optional, each bounding the other's
 * calendar, so that a range cannot end before it starts.
 */
export function DayRangeInputs({ labels, from, to, onChange, w }: DayRangeInputsProps) {
  return (
    <>
      <DayInput
        label={labels.from}
        value={from}
        maxDate={to || undefined}
        onChange={(value) => onChange({ from: value })}
        clearable
        w={w}
      />
      <DayInput
        label={labels.to}
        value={to}
        minDate={from || undefined}
        onChange={(value) => onChange({ to: value })}
        clearable
        w={w}
      />
    </>
  );
}
