import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { CloseButton, TagsInput } from '@mantine/core';
import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import type { QueueTicketDetail, TicketTags } from '@sportello/contracts/backoffice/helpdesk.contract';
import { TICKET_TAGS_MAX } from '@sportello/contracts/backoffice/helpdesk.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagBadge } from '../../../components/backoffice/tag-badge';
import { tagOptionsQuery } from '../../../lib/backoffice/tag-options-query';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { setTagsCall } from '../api/helpdesk-calls';

const key = (name: string) => name.trim().toLowerCase();

/**
 * A ticket's tags on its page (decision 079): the vendor's tags offered by name, and a name typed
 * that none of them has becomes a new tag. Each change is saved at once (audited), as a company's
 * tags are; the ticket's answer then replaces what the page shows.
 */
export function TicketTagsField({
  ticket,
  onSaved,
}: {
  ticket: QueueTicketDetail;
  onSaved: (updated: QueueTicketDetail) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const options = useQuery(tagOptionsQuery);
  // The names chosen while their save is on its way: the field shows them at once.
  const [pending, setPending] = useState<string[] | null>(null);
  const known = new Map<string, CompanyTag>(
    [...(options.data ?? []), ...ticket.Tags].map((tag) => [key(tag.Name), tag]),
  );
  const save = useMutation({
    mutationFn: (body: TicketTags) => setTagsCall(ticket.Id, body),
    onSuccess: async (updated) => {
      onSaved(updated);
      // A new name is a new tag: every picker offers it.
      await queryClient.invalidateQueries({ queryKey: tagOptionsQuery.queryKey });
    },
    onSettled: () => setPending(null),
  });
  const change = (names: string[]) => {
    setPending(names);
    const TagIds: number[] = [];
    const NewTags: string[] = [];
    for (const name of names) {
      const tag = known.get(key(name));
      if (tag) TagIds.push(tag.Id);
      else if (name.trim()) NewTags.push(name.trim());
    }
    save.mutate({ TagIds, NewTags });
  };
  return (
    <TagsInput
      label={t('backoffice.helpdesk.tagsLabel')}
      description={t('backoffice.helpdesk.tagsHint')}
      maw={560}
      data={(options.data ?? []).map((tag) => tag.Name)}
      value={pending ?? ticket.Tags.map((tag) => tag.Name)}
      onChange={change}
      maxTags={TICKET_TAGS_MAX}
      acceptValueOnBlur={false}
      error={save.error ? apiErrorText(errorCatalogueOf(i18n), save.error) : undefined}
      renderPill={({ value, onRemove }) => {
        const name = value ?? '';
        return (
          <TagBadge
            tag={known.get(key(name)) ?? { Id: 0, Name: name, Colour: null }}
            rightSection={
              <CloseButton
                size="xs"
                variant="transparent"
                c="inherit"
                aria-label={t('backoffice.helpdesk.removeTag', { name })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={onRemove}
              />
            }
          />
        );
      }}
    />
  );
}
