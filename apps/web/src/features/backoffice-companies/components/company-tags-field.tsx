import { CloseButton, Group, Stack, Text } from '@mantine/core';
import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagBadge } from '../../../components/backoffice/tag-badge';
import { TagSelect } from '../../../components/backoffice/tag-select';
import { tagOptionsQuery } from '../../../lib/backoffice/tag-options-query';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { assignTagCall } from '../api/companies-calls';

const byName = (a: CompanyTag, b: CompanyTag) =>
  a.Name.localeCompare(b.Name, undefined, { sensitivity: 'base' });

/**
 * A company's tags on its page: each one's badge, with a button to take it away, and a picker to add
 * another. Each change is saved at once (it is the tags' own call, audited), not with the form —
 * whose unsaved edits it leaves alone: the page's company is not loaded again, this field keeps the
 * tags it set, and the lists (companies, tags) are refreshed.
 */
export function CompanyTagsField({
  id,
  tags: initial,
  mayChange,
}: {
  id: number;
  tags: CompanyTag[];
  mayChange: boolean;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const options = useQuery({ ...tagOptionsQuery, enabled: mayChange });
  const [tags, setTags] = useState(initial);
  const change = useMutation({
    mutationFn: ({ tagId, assigned }: { tagId: number; assigned: boolean }) =>
      assignTagCall({ Ids: [id] }, tagId, assigned),
    onSuccess: async (_, { tagId, assigned }) => {
      const added = options.data?.find((tag) => tag.Id === tagId);
      setTags((current) =>
        assigned
          ? [...current, ...(added ? [added] : [])].sort(byName)
          : current.filter((tag) => tag.Id !== tagId),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'companies'] }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'tags'] }),
      ]);
    },
  });
  return (
    <Stack gap="xs">
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('backoffice.companies.noTags')}
        </Text>
      ) : (
        <Group gap={6} wrap="wrap">
          {tags.map((tag) => (
            <TagBadge
              key={tag.Id}
              tag={tag}
              rightSection={
                mayChange && (
                  <CloseButton
                    size="xs"
                    variant="transparent"
                    c="inherit"
                    aria-label={t('backoffice.companies.removeTag', { name: tag.Name })}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ tagId: tag.Id, assigned: false })}
                  />
                )
              }
            />
          ))}
        </Group>
      )}
      {mayChange && (
        <TagSelect
          label={t('backoffice.companies.addTag')}
          value={null}
          exclude={tags.map((tag) => tag.Id)}
          onChange={(tagId) => {
            if (tagId !== null) change.mutate({ tagId, assigned: true });
          }}
          w={260}
        />
      )}
      {change.error && (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), change.error)}
        </Text>
      )}
    </Stack>
  );
}
