// Plain data of profile.contract.ts: the web app uses it without loading the schemas (decision 022).

/** The earliest birth date the profile takes (spec §3 Person.BirthDate); the latest is today. */
export const BIRTH_DATE_MIN = '01/01/1900';

/** A date as the wire carries a calendar day: `YYYY-MM-DD`, no time and no zone. */
export const WIRE_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
