import '@mantine/core/styles/Chip.layer.css';
import { Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import { TOOLKIT_CATEGORIES } from '@sportello/contracts/toolkit/toolkit.values';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCardBody } from '../../../components/home-card';
import { useProductLabel } from '../../../lib/code-labels';
import { markVisitCall, toolkitFilesQuery } from '../api/toolkit-calls';
import { ToolkitFileItem } from './toolkit-file-item';
import { type CategoryChoice, groupByProduct } from './toolkit-groups';

const CHOICES: readonly CategoryChoice[] = ['all', ...TOOLKIT_CATEGORIES];

/**
 * The customer's toolkit (decision 084): the files of their company's products, grouped by product,
 * narrowed by category and by a search on the page (the whole list is at hand), each marked "new"
 * when published since the previous visit. Once the list has shown, the visit is recorded: the marks
 * stay for this visit (also if the list is read again meanwhile) and are gone the next time.
 */
export function ToolkitPage({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('toolkit');
  const productLabel = useProductLabel();
  const list = useQuery(toolkitFilesQuery(sessionKey));
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [search, setSearch] = useState('');
  const categoriesId = useId();

  // The files new at this visit, whatever a later reading of the list says once it is recorded.
  const [seenNew, setSeenNew] = useState<ReadonlySet<number>>(new Set());
  const recorded = useRef(false);
  useEffect(() => {
    if (!list.data) return;
    const fresh = list.data.Files.filter((f) => f.New && !seenNew.has(f.Id));
    if (fresh.length > 0) setSeenNew(new Set([...seenNew, ...fresh.map((f) => f.Id)]));
    if (!recorded.current) {
      recorded.current = true;
      // A visit that could not be recorded only leaves the marks for the next one.
      markVisitCall().catch(() => undefined);
    }
  }, [list.data, seenNew]);

  return (
    <Stack gap="md" maw={1100} w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('toolkit.title')}
        </Title>
        <Text c="dimmed">{t('toolkit.intro')}</Text>
      </Stack>
      <HomeCardBody query={list}>
        {(data) => {
          if (data.Files.length === 0) return <Text>{t('toolkit.empty')}</Text>;
          const groups = groupByProduct(data.Files, category, search);
          const newCount = data.Files.filter((f) => seenNew.has(f.Id) || f.New).length;
          return (
            <Stack gap="lg">
              <Stack gap="sm" role="search" aria-label={t('toolkit.filters')}>
                <TextInput
                  label={t('toolkit.search')}
                  placeholder={t('toolkit.searchHint')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  maw={480}
                />
                <Stack gap={4} role="group" aria-labelledby={categoriesId}>
                  <Text size="sm" fw={500} id={categoriesId}>
                    {t('toolkit.category')}
                  </Text>
                  <Chip.Group value={category} onChange={(v) => setCategory(v as CategoryChoice)}>
                    <Group gap={6} wrap="wrap">
                      {CHOICES.map((choice) => (
                        <Chip key={choice} value={choice} size="sm">
                          {t(`toolkit.category.${choice}`)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Stack>
              </Stack>
              {newCount > 0 && (
                <Text fw={500} role="status">
                  {data.LastVisitAt
                    ? t('toolkit.newSince', { count: newCount, date: formatDate(data.LastVisitAt) })
                    : t('toolkit.newCount', { count: newCount })}
                </Text>
              )}
              {groups.length === 0 ? (
                <Text>{t('toolkit.noMatch')}</Text>
              ) : (
                groups.map((group) => (
                  <ProductSection
                    key={group.product}
                    title={productLabel(group.product)}
                    count={group.files.length}
                  >
                    {group.files.map((file) => (
                      <ToolkitFileItem key={file.Id} file={file} isNew={file.New || seenNew.has(file.Id)} />
                    ))}
                  </ProductSection>
                ))
              )}
            </Stack>
          );
        }}
      </HomeCardBody>
    </Stack>
  );
}

function ProductSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('toolkit');
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('toolkit.fileCount', { count })}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}
