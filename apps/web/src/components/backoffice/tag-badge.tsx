import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group } from '@mantine/core';
import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import type { ReactNode } from 'react';

/** A tag as the back office shows it: its name on its colour (a neutral one when it has none). */
export function TagBadge({ tag, rightSection }: { tag: CompanyTag; rightSection?: ReactNode }) {
  return (
    <Badge
      variant={tag.Colour ? 'filled' : 'default'}
      color={tag.Colour ?? undefined}
      autoContrast
      tt="none"
      rightSection={rightSection}
    >
      {tag.Name}
    </Badge>
  );
}

/** A company's or a ticket's tags, side by side, wrapping on narrow screens. */
export function TagBadges({ tags }: { tags: CompanyTag[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <TagBadge key={tag.Id} tag={tag} />
      ))}
    </Group>
  );
}
