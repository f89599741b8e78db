import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('audit entry changes', () => {
  it('lists only what an update changed', () => {
    expect(
      changedFields(
        { Title: 'A', Summary: '', Filters: [{ Code: '1' }] },
        { Title: 'B', Summary: '', Filters: [{ Code: '2' }] },
      ),
    ).toEqual([
      { field: 'Title', before: 'A', after: 'B' },
      { field: 'Filters', before: [{ Code: '1' }], after: [{ Code: '2' }] },
    ]);
  });

  it('lists every field of a creation or a deletion', () => {
    expect(changedFields(null, { Title: 'N', Id: 3 })).toEqual([
      { field: 'Title', before: undefined, after: 'N' },
      { field: 'Id', before: undefined, after: 3 },
    ]);
    expect(changedFields({ Role: 'viewer' }, null)).toEqual([
      { field: 'Role', before: 'viewer', after: undefined },
    ]);
  });
});
