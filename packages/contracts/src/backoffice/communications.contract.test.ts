import { describe, expect, it } from 'vitest';
import { CommunicationInput } from './communications.contract';
import { isBlankHtml } from './communications.values';

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

describe('the English version of a communication (decision 047)', () => {
  it('counts rich text with no text and no image as blank', () => {
    for (const blank of ['', '<p></p>', '<p> &nbsp; </p><p><br></p>', '<ul><li><p></p></li></ul>'])
      expect(isBlankHtml(blank), blank).toBe(true);
    for (const content of ['<p>x</p>', 'x', '<p><img src="https://example.com/a.png"></p>'])
      expect(isBlankHtml(content), content).toBe(false);
  });

  it('once begun, has a title, and a summary and a body where the Italian has them', () => {
    const italian = { ...base, Type: 14, Summary: 'Sommario', Body: '<p>Testo</p>' };
    expect(issues(italian)).toEqual([]);
    expect(issues({ ...italian, BodyEn: '<p>Text</p>' })).toEqual([
      'TitleEn ERROR_FIELD_REQUIRED',
      'SummaryEn ERROR_FIELD_REQUIRED',
    ]);
    expect(issues({ ...italian, TitleEn: 'Title', SummaryEn: 'Summary', BodyEn: '<p>Text</p>' })).toEqual([]);
    expect(CommunicationInput.parse({ ...base, Type: 14, BodyEn: '<p></p>' }).BodyEn).toBe('');
  });
});
