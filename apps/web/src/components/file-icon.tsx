import {
  type Icon,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileZip,
  IconPhoto,
  IconPresentation,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FileKind, fileKind } from '../lib/file-kind';

/** Icon and colour per kind; colours follow the office suites' conventions users recognise. */
const ICONS: Readonly<Record<FileKind, { icon: Icon; color: string }>> = {
  image: { icon: IconPhoto, color: 'var(--mantine-color-grape-7)' },
  pdf: { icon: IconFileTypePdf, color: 'var(--mantine-color-red-8)' },
  spreadsheet: { icon: IconFileSpreadsheet, color: 'var(--mantine-color-green-8)' },
  word: { icon: IconFileTypeDoc, color: 'var(--mantine-color-blue-8)' },
  presentation: { icon: IconPresentation, color: 'var(--mantine-color-orange-8)' },
  text: { icon: IconFileText, color: 'var(--mantine-color-gray-7)' },
  archive: { icon: IconFileZip, color: 'var(--mantine-color-yellow-9)' },
  other: { icon: IconFile, color: 'var(--mantine-color-gray-7)' },
};

export interface FileIconProps {
  filename: string;
  /** The kind when the server says it already (the toolkit's `Icon`); else read from the name. */
  kind?: FileKind;
  size?: number;
}

/** The icon of a file by its extension (spec §9), named by its kind for screen readers. */
export function FileIcon({ filename, kind: known, size = 20 }: FileIconProps) {
  const { t } = useTranslation();
  const kind = known ?? fileKind(filename);
  const { icon: KindIcon, color } = ICONS[kind];
  return (
    <KindIcon
      size={size}
      stroke={1.6}
      color={color}
      role="img"
      aria-label={t(`shell.fileKind.${kind}`)}
      // Its size beside a name that wraps (a table's cell, a card's row).
      style={{ flexShrink: 0 }}
    />
  );
}
