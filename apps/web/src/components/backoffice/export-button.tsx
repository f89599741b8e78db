import { Button } from '@mantine/core';
import { DEFAULT_FILE_ENCODING, type FileEncoding } from '@sportello/contracts/common/file-encodings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EncodingPicker } from '../encoding-picker';

export interface ExportButtonProps {
  /** The export's address for the file encoding picked (the server builds the CSV). */
  href: (encoding: FileEncoding) => string;
}

/**
 * A list's CSV export: the file-encoding picker of the spec (§2) beside a plain download link (the
 * session cookie goes along; a fetch could not hand the browser a file as simply).
 */
export function ExportButton({ href }: ExportButtonProps) {
  const { t } = useTranslation('backoffice');
  const [encoding, setEncoding] = useState<FileEncoding>(DEFAULT_FILE_ENCODING);
  return (
    <>
      <EncodingPicker value={encoding} onChange={setEncoding} />
      <Button variant="default" component="a" href={href(encoding)} download>
        {t('backoffice.list.export')}
      </Button>
    </>
  );
}
