import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import type { ToolkitItem } from '@sportello/contracts/toolkit/toolkit.contract';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../../../components/file-icon';
import { fileSizeText } from '../../../lib/file-size';
import { toolkitDownloadUrl } from '../api/toolkit-calls';

/**
 * One file as a customer meets it: its icon, title and "new" badge, its version, date, size and
 * category, what it is, its release notes behind a button, and the download (a plain link: the
 * browser streams the answer to a file, whatever its size).
 */
export function ToolkitFileItem({ file, isNew }: { file: ToolkitItem; isNew: boolean }) {
  const { t, i18n } = useTranslation('toolkit');
  const [notesOpen, setNotesOpen] = useState(false);
  const titleId = useId();
  const notesId = useId();
  const size = fileSizeText(file.Size, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div style={{ flexShrink: 0, paddingTop: 2 }}>
          <FileIcon filename={file.FileName} kind={file.Icon} size={28} />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {file.Title}
            </Title>
            {isNew && (
              <Badge color="teal.9" variant="filled" size="sm" tt="none">
                {t('toolkit.new')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              t('toolkit.version', { version: file.Version }),
              formatDate(file.PublishedAt),
              size,
              t(`toolkit.categoryOne.${file.Category}`),
            ].join(' · ')}
          </Text>
          {file.Description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {file.Description}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file.FileName}
          </Text>
          <Group gap="xs" wrap="wrap" mt={4}>
            <Button
              component="a"
              href={toolkitDownloadUrl(file.Id)}
              download={file.FileName}
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={t('toolkit.downloadNamed', { title: file.Title, size })}
            >
              {t('toolkit.download')}
            </Button>
            {file.ReleaseNotes.trim() && (
              <Button
                variant="subtle"
                size="sm"
                aria-expanded={notesOpen}
                aria-controls={notesId}
                onClick={() => setNotesOpen((open) => !open)}
                rightSection={
                  <IconChevronDown
                    size={16}
                    aria-hidden
                    style={{
                      transform: notesOpen ? 'rotate(180deg)' : undefined,
                      transition: 'transform 150ms',
                    }}
                  />
                }
              >
                {t('toolkit.notes')}
              </Button>
            )}
          </Group>
          {file.ReleaseNotes.trim() && (
            <Collapse expanded={notesOpen} id={notesId}>
              <Paper bg="gray.0" p="sm" radius="sm">
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {file.ReleaseNotes}
                </Text>
              </Paper>
            </Collapse>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
