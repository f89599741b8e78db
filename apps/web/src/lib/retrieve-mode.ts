/**
 * The retrieve-info page's modes (spec §2, docs/secure-codes.md): 1 ask user name, 2 no user name,
 * 3 unable to create a ticket, 4 other request. Only 1 is self-service (recovery); 2 to 4 write to
 * support (support requests), also when the secure-code request (recovery) offers it.
 */
export const RETRIEVE_MODES = [1, 2, 3, 4] as const;
export type RetrieveMode = (typeof RETRIEVE_MODES)[number];
export type SupportMode = Exclude<RetrieveMode, 1>;

/** `?mode=` of the page; anything else (missing, `5`, `1x`) shows the chooser with nothing picked. */
export function parseRetrieveMode(value: string | null | undefined): RetrieveMode | undefined {
  return RETRIEVE_MODES.find((mode) => String(mode) === value?.trim());
}

export function isSupportMode(mode: RetrieveMode | undefined): mode is SupportMode {
  return mode !== undefined && mode !== 1;
}

/**
 * What another step already knows of the requester (the secure-code request), so that the support
 * request form does not ask it twice.
 */
export type SupportPrefill = Partial<Record<'email' | 'vatCode' | 'visibleName' | 'phone', string>>;
