import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CompanyFilter } from '@sportello/contracts/backoffice/companies.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import { DEFAULT_FILE_ENCODING, type FileEncoding } from '@sportello/contracts/common/file-encodings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EncodingPicker } from '../../../components/encoding-picker';
import { companiesExportUrl } from '../api/companies-calls';

/** The export of every company the list's filter finds: a small dialog to pick the file's encoding, then the download. */
export function CompaniesExportButton({ filter, total }: { filter: CompanyFilter; total: number }) {
  const { t } = useTranslation('backoffice');
  const [opened, setOpened] = useState(false);
  const [encoding, setEncoding] = useState<FileEncoding>(DEFAULT_FILE_ENCODING);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('backoffice.list.export')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('backoffice.companies.exportTitle')}>
        <Stack gap="sm">
          <Text size="sm">
            {t('backoffice.companies.exportHint', { count: Math.min(total, EXPORT_LIMIT) })}
          </Text>
          <EncodingPicker value={encoding} onChange={setEncoding} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('backoffice.tags.cancel')}
            </Button>
            <Button
              component="a"
              href={companiesExportUrl({ ...filter, Page: 0 }, encoding)}
              download
              onClick={() => setOpened(false)}
            >
              {t('backoffice.companies.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
