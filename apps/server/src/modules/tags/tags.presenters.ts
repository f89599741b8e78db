import type { Tag } from '@sportello/contracts/backoffice/tags.contract';
import type { TagListRow } from './tags.repository';

export function toTag(row: TagListRow): Tag {
  return {
    Id: row.id,
    Name: row.name,
    Colour: row.colour,
    Companies: row.companies,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** A tag as the audit log keeps it: its name, colour, and how many companies had it then. */
export function toRecord(row: TagListRow) {
  return { Name: row.name, Colour: row.colour, Companies: row.companies };
}
