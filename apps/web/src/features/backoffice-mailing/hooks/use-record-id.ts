import { useParams } from 'react-router';

/**
 * The record a page at `…/:id` is about: `new` for one to create, a positive whole number for one
 * that exists; anything else is no record's id, found nowhere without asking the server.
 */
export function useRecordId() {
  const { id = 'new' } = useParams();
  const numeric = Number(id);
  return { id: numeric, isNew: id === 'new', known: Number.isInteger(numeric) && numeric > 0 };
}
