import { describe, expect, it } from 'vitest';
import { CommunicationInput } from './communications.contract';

const base = { Title: 'Titolo' };
const issues = (input: object) =>
  (CommunicationInput.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('type-specific details of a communication', () => {
  it('an event needs its date and place; a release its version and date; an alert its severity', () => {
    expect(issues({ ...base, Type: 11 })).toEqual([
      'Details.EventDate ERROR_FIELD_REQUIRED',
      'Details.EventPlace ERROR_FIELD_REQUIRED',
    ]);
    expect(issues({ ...base, Type: 11, Details: { EventDate: null, EventPlace: ' ' } })).toHaveLength(2);
    expect(issues({ ...base, Type: 17, Details: { Version: '2.1' } })).toEqual([
      'Details.ReleaseDate ERROR_FIELD_REQUIRED',
    ]);
    expect(issues({ ...base, Type: 15 })).toEqual(['Details.Severity ERROR_FIELD_REQUIRED']);
    expect(issues({ ...base, Type: 11, Details: { EventDate: 'domani', EventPlace: 'Roma' } })).toEqual([
      'Details.EventDate ERROR_DATE_INVALID',
    ]);
  });

  it('refuses a field the type does not have: a news item takes no version', () => {
    expect(issues({ ...base, Type: 10, Details: { Version: '1.0' } })).toEqual([
      'Details.Version ERROR_BAD_REQUEST not a field of communication type 10',
    ]);
    expect(issues({ ...base, Type: 15, Details: { Severity: 'info', EventPlace: 'Roma' } })).toHaveLength(1);
    expect(issues({ ...base, Type: 10, Details: { Colour: 'red' } })).toEqual([
      'Details Unrecognized key: "Colour"',
    ]);
  });

  it('keeps only the fields of the type, without empty ones', () => {
    const event = CommunicationInput.parse({
      ...base,
      Type: 11,
      Details: { EventDate: '2026-06-01T09:00:00+02:00', EventPlace: ' Milano ' },
    });
    expect(event.Details).toEqual({ EventDate: '2026-06-01T09:00:00+02:00', EventPlace: 'Milano' });
    expect(CommunicationInput.parse({ ...base, Type: 12, Details: { SourceUrl: '' } }).Details).toEqual({});
    expect(CommunicationInput.parse({ ...base, Type: 14 }).Details).toEqual({});
  });
});
