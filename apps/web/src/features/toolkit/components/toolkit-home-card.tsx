import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import { IconTools } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../../../components/file-icon';
import { HomeCard, HomeCardCount, HomeCardLink, HomeCardLinks } from '../../../components/home-card';
import { paths } from '../../../config/paths';
import { toolkitFilesQuery } from '../api/toolkit-calls';
import { latestFiles, newFiles } from './toolkit-groups';

/** How many files the card lists. */
const SHOWN = 3;

/**
 * The home page's card of the toolkit: how many files are new since the customer's last visit and
 * the newest of them; with none new, the latest files. A card only when the company's products have
 * files (an offer, like the campaigns'): nothing while the list is on its way or cannot be read.
 */
export function ToolkitHomeCard({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('toolkit');
  const files = useQuery(toolkitFilesQuery(sessionKey)).data?.Files;
  if (!files || files.length === 0) return null;
  const fresh = newFiles(files);
  const listed = fresh.length > 0 ? fresh.slice(0, SHOWN) : latestFiles(files, SHOWN);
  return (
    <HomeCard
      title={t('toolkit.home.title')}
      icon={IconTools}
      link={{ to: paths.toolkit, label: t('toolkit.home.all') }}
    >
      {fresh.length > 0 ? (
        <HomeCardCount value={fresh.length} label={t('toolkit.home.count', { count: fresh.length })} />
      ) : (
        <Text c="dimmed">{t('toolkit.home.none')}</Text>
      )}
      <HomeCardLinks label={fresh.length > 0 ? t('toolkit.home.newFiles') : t('toolkit.home.latest')}>
        {listed.map((file) => (
          <HomeCardLink key={file.Id} to={paths.toolkit}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <FileIcon filename={file.FileName} kind={file.Icon} size={18} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {file.Title}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {t('toolkit.version', { version: file.Version })} · {formatDate(file.PublishedAt)}
                  </Text>
                  {file.New && (
                    <Badge color="teal.9" variant="filled" size="xs" tt="none">
                      {t('toolkit.new')}
                    </Badge>
                  )}
                </Group>
              </div>
            </Group>
          </HomeCardLink>
        ))}
      </HomeCardLinks>
    </HomeCard>
  );
}
