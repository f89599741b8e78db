import { Select } from '@mantine/core';
import {
  DEFAULT_FILE_ENCODING,
  FILE_ENCODINGS,
  type FileEncoding,
} from '@sportello/contracts/common/file-encodings';
import { useTranslation } from 'react-i18next';

export interface EncodingPickerProps {
  /** Controlled value; leave undefined to start from UTF-8 and let the picker keep its own state. */
  value?: FileEncoding;
  onChange?: (encoding: FileEncoding) => void;
  /** Field name, for forms that read their values from the DOM. */
  name?: string;
  disabled?: boolean;
}

function isFileEncoding(value: number | null): value is FileEncoding {
  return FILE_ENCODINGS.some((encoding) => encoding === value);
}

/** The file-encoding picker of the spec (§2): ANSI Latin 1 (1252), UTF-7 (65000), UTF-8 (65001). */
export function EncodingPicker({ value, onChange, name, disabled }: EncodingPickerProps) {
  const { t } = useTranslation();
  const data = FILE_ENCODINGS.map((encoding) => ({
    value: encoding,
    label: t(`shell.encoding.${encoding}`),
  }));
  return (
    <Select<number>
      label={t('shell.fileEncoding')}
      data={data}
      value={value}
      defaultValue={value === undefined ? DEFAULT_FILE_ENCODING : undefined}
      onChange={(next) => {
        if (isFileEncoding(next)) onChange?.(next);
      }}
      allowDeselect={false}
      name={name}
      disabled={disabled}
    />
  );
}
