import { z } from 'zod';

/**
 * The error catalogue: every key the server can answer with, its stable numeric `ErrorCode`
 * and its HTTP status. Keys are the spec's keys (spelling kept, e.g. PASSOWRD); numbers never change
 * once published, so a client may rely on them. Grouped by hundreds: 1xx request and infrastructure,
 * 2xx session and login, 3xx identity provider, 4xx registration, reset and invitation,
 * 5xx validation rules (spec §5), 6xx back office and general.
 */
export const ERRORS = {
  // 1xx — request and infrastructure
  ERROR_GENERIC: { code: 100, status: 500 },
  ERROR_BAD_REQUEST: { code: 101, status: 400 },
  ERROR_MALFORMED_JSON: { code: 102, status: 400 },
  ERROR_PAYLOAD_TOO_LARGE: { code: 103, status: 413 },
  ERROR_UNSUPPORTED_MEDIA_TYPE: { code: 104, status: 415 },
  ERROR_NOT_FOUND: { code: 105, status: 404 },
  ERROR_METHOD_NOT_ALLOWED: { code: 106, status: 405 },
  ERROR_FORBIDDEN: { code: 107, status: 403 },
  ERROR_CSRF: { code: 108, status: 403 },
  ERROR_TOO_MANY_REQUESTS: { code: 109, status: 429 },
  ERROR_SERVICE_UNAVAILABLE: { code: 110, status: 503 },
  ERROR_CONFLICT: { code: 111, status: 409 },
  ERROR_URI_TOO_LONG: { code: 112, status: 414 },
  ERROR_HEADERS_TOO_LARGE: { code: 113, status: 431 },
  ERROR_REQUEST_TIMEOUT: { code: 114, status: 408 },

  // 2xx — session and login
  ERROR_EMPTY_SESSION: { code: 200, status: 401 },
  ERROR_INVALID_PASSWORD: { code: 201, status: 400 },
  ERROR_LOGIN_MIGRATE: { code: 202, status: 403 },
  ERROR_NOT_ALLOWED_MAINTENANCE: { code: 203, status: 503 },
  ERROR_USERLOGIN_DISABLED_USER: { code: 204, status: 403 },
  ERROR_ISP_USER_DIFFERENT_SAME_USER: { code: 205, status: 400 },
  ERROR_COMPANY_ACCESS_CHECK: { code: 206, status: 400 },
  ERROR_PASSWORD_CHANGE_REQUIRED: { code: 207, status: 403 },
  ERROR_BAD_PARENT: { code: 208, status: 400 },
  ERROR_LOCAL_LOGIN_DISABLED: { code: 209, status: 403 },
  /** New or changed disclaimers wait for the user's answer (decision 059): nothing else runs meanwhile. */
  ERROR_DISCLAIMERS_PENDING: { code: 218, status: 403 },
  /** A mandatory disclaimer refused: no access (decision 059); the session ends. */
  ERROR_DISCLAIMER_REFUSED: { code: 219, status: 403 },
  /** The password is proven; the sign-in waits for its second factor (decision 078). */
  ERROR_SECOND_FACTOR_REQUIRED: { code: 230, status: 401 },
  /** A wrong, used or expired authenticator or recovery code. */
  ERROR_SECOND_FACTOR_CODE: { code: 231, status: 400 },
  /** Too many wrong codes in a row: the second factor is locked for a while. */
  ERROR_SECOND_FACTOR_LOCKED: { code: 232, status: 429 },
  /** A sensitive action asks for the second factor again (its last proof is too old). */
  ERROR_STEP_UP_REQUIRED: { code: 233, status: 403 },
  /** The account must have a second factor (staff, or a company that requires it): it stays. */
  ERROR_SECOND_FACTOR_MANDATORY: { code: 234, status: 409 },
  /** No authenticator to confirm, or none to prove. */
  ERROR_SECOND_FACTOR_NONE: { code: 235, status: 400 },
  /** A passkey the portal does not know, or whose answer does not verify (or not allowed to sign in alone). */
  ERROR_PASSKEY: { code: 236, status: 400 },

  // 3xx — identity provider (single sign-on)
  ERROR_ISP_LINK: { code: 300, status: 400 },
  ERROR_ISP_CONNECTION: { code: 301, status: 502 },
  ERROR_ISP_TOKEN: { code: 302, status: 400 },
  ERROR_MONITOR_AUTHSSO: { code: 303, status: 400 },
  ERROR_MONITOR_AUTHSSO_NOLINKEDAPP: { code: 304, status: 400 },
  /** The last identity of a user without a portal password: without it nobody could sign in as them. */
  ERROR_ISP_UNLINK_LAST: { code: 305, status: 409 },

  // 4xx — registration, reset and invitation
  ERROR_BUS_CALLEREXCEPTION: { code: 400, status: 502 },
  ERROR_USERNAME_INVALID: { code: 401, status: 400 },
  ERROR_BAD_EMAIL: { code: 402, status: 400 },
  ERROR_PASSOWRD_INVALID: { code: 403, status: 400 },
  ERROR_PASSOWRD_NOMATCH: { code: 404, status: 400 },
  ERROR_PRIVACY_MUST_SIGN: { code: 405, status: 400 },
  ERROR_EMPTY_USER: { code: 406, status: 400 },
  ERROR_EMPTY_CODE: { code: 407, status: 400 },
  ERROR_BAD_ROLE: { code: 408, status: 400 },
  ERROR_GETSECURECODE: { code: 409, status: 400 },
  ERROR_USERGETDATA: { code: 410, status: 400 },
  ERROR_BAD_USER_FISCAL_CODE: { code: 411, status: 400 },
  ERROR_BAD_VATCODE_OR_FISCAL_CODE: { code: 412, status: 400 },
  ERROR_COMPANY_NOT_VERIFIED: { code: 413, status: 400 },
  ERROR_INVALID_OBJECT: { code: 414, status: 400 },
  MSG_INVITATION_EXPIRED: { code: 415, status: 410 },
  MSG_INVITATION_COMPLETED_YET: { code: 416, status: 409 },
  MSG_USER_DISABLE_NO_INVITE: { code: 417, status: 403 },
  ERROR_COMPANY_CHECK: { code: 418, status: 400 },
  ERROR_REGISTER_USER_EXISTS: { code: 419, status: 409 },
  ERROR_BUS_VERIFY_COMPANY: { code: 420, status: 400 },
  ERROR_BUS_VERIFY_COMPANY_CODE: { code: 421, status: 400 },
  ERROR_CAPTCHA_REQUIRED: { code: 422, status: 400 },
  ERROR_PASSWORD_SAME_AS_OLD: { code: 423, status: 400 },
  ERROR_INVALID_CODE: { code: 424, status: 400 },
  ERROR_CAPTCHA_INVALID: { code: 425, status: 400 },
  ERROR_AVAILABILITY_INVALID: { code: 426, status: 400 },
  ERROR_DISCLAIMERS_MUST_ACCEPT: { code: 427, status: 400 },
  // 440-449 — invitations
  ERROR_INVITATION_PENDING: { code: 440, status: 409 },
  ERROR_INVITATION_MEMBER: { code: 441, status: 409 },
  ERROR_INVITATION_SIGN_IN: { code: 442, status: 403 },
  ERROR_INVITATION_EMAIL_MISMATCH: { code: 443, status: 403 },
  // 450-459 — support requests of the recovery pages
  ERROR_SUPPORT_WRC_PENDING: { code: 450, status: 409 },

  // 5xx — validation rules (spec §5)
  ERROR_CF_BADLEN: { code: 500, status: 400 },
  ERROR_CF_BADCHAR: { code: 501, status: 400 },
  ERROR_CF_BADCHAR_CTRL: { code: 502, status: 400 },
  ERROR_VATCODE_EMPTY: { code: 503, status: 400 },
  ERROR_VATCODE_BADLEN: { code: 504, status: 400 },
  ERROR_VATCODE_BADCHAR: { code: 505, status: 400 },
  ERROR_VATCODE_BADCHAR_CTRL: { code: 506, status: 400 },
  ERROR_DATE_INVALID: { code: 507, status: 400 },
  ERROR_DATE_RANGE_END_BEFORE_START: { code: 508, status: 400 },
  ERROR_DATE_RANGE_TOO_LONG: { code: 509, status: 400 },
  ERROR_IBAN_EMPTY: { code: 510, status: 400 },
  ERROR_IBAN_BADCHAR: { code: 511, status: 400 },
  ERROR_IBAN_BADCOUNTRY: { code: 512, status: 400 },
  ERROR_IBAN_BADLEN: { code: 513, status: 400 },
  ERROR_IBAN_BADFORMAT: { code: 514, status: 400 },
  ERROR_IBAN_BADCHECK: { code: 515, status: 400 },
  ERROR_IBAN_BADCIN: { code: 516, status: 400 },
  ERROR_FIELD_REQUIRED: { code: 517, status: 400 },
  ERROR_FIELD_TOO_LONG: { code: 518, status: 400 },
  ERROR_BAD_PHONE: { code: 519, status: 400 },
  ERROR_BAD_NAME: { code: 520, status: 400 },
  ERROR_BAD_DECIMAL: { code: 521, status: 400 },
  ERROR_SPECIAL_CHARS: { code: 522, status: 400 },
  ERROR_FIELDS_NOMATCH: { code: 523, status: 400 },
  ERROR_NUMBER_OUT_OF_RANGE: { code: 524, status: 400 },

  // 6xx — back office and general
  ERROR_MONITOR_NODATARETRIEVED: { code: 600, status: 404 },
  ERROR_MONITOR_SERVICENOTALIVEORERROR: { code: 601, status: 502 },
  ERROR_IVR_USERCREDENTIALS: { code: 602, status: 400 },
  ERROR_IVR_USERCREDENTIALS_STATUS: { code: 603, status: 400 },
  ERROR_USER_NOTFOUND_ADMIN: { code: 604, status: 404 },
  ERROR_USER_USED_CHANGE: { code: 605, status: 409 },
  ERROR_OBJECT_READ: { code: 606, status: 400 },
  ERROR_HTTP_TOKEN: { code: 607, status: 502 },
  ERROR_COMMUNICATION_NOT_MANAGEABLE: { code: 610, status: 403 },
  ERROR_PUBLISH_WINDOW: { code: 611, status: 400 },
  ERROR_BACKOFFICE_ROLE_SELF: { code: 612, status: 409 },
  ERROR_BACKOFFICE_USER: { code: 613, status: 400 },
  ERROR_COMPANY_PARENT_SELF: { code: 614, status: 400 },
  ERROR_COMPANY_PARENT_CYCLE: { code: 615, status: 400 },
  ERROR_COMPANY_PARENT_UNKNOWN: { code: 616, status: 400 },
  ERROR_COMPANY_VAT_EXISTS: { code: 617, status: 409 },
  ERROR_COMPANY_DISABLED: { code: 618, status: 403 },
  ERROR_TAG_EXISTS: { code: 619, status: 409 },
  ERROR_TAG_MERGE_SELF: { code: 620, status: 400 },
  ERROR_TAG_IN_USE: { code: 621, status: 409 },
  ERROR_USER_SELF: { code: 622, status: 409 },
  ERROR_IMPORT_FILE: { code: 623, status: 400 },
  ERROR_IMPORT_ROWS: { code: 624, status: 400 },
  ERROR_COMPANY_SELF: { code: 625, status: 409 },
  /** An imported cell a spreadsheet would run as a formula (CSV injection): the row is refused. */
  ERROR_IMPORT_FORMULA: { code: 626, status: 400 },
  /** An imported row with more or fewer cells than the header. */
  ERROR_IMPORT_CELLS: { code: 627, status: 400 },
  /**
   * An import job whose server process stopped while it ran: nothing was written, or on the embedded
   * database the steps before (decision 061); importing the file again finishes it.
   */
  ERROR_IMPORT_INTERRUPTED: { code: 628, status: 409 },
  /**
   * An import written in steps stopped because someone changed its rows' companies or users meanwhile
   * (decision 061); the detail: the rows written.
   */
  ERROR_IMPORT_CHANGED: { code: 780, status: 409 },
  /** An imported user's company: no company has that VAT code. */
  ERROR_IMPORT_COMPANY_UNKNOWN: { code: 629, status: 400 },
  // 630-632 — company migration to the customer hub
  ERROR_MIGRATION_URL: { code: 630, status: 400 },
  ERROR_MIGRATION_DATE: { code: 631, status: 400 },
  ERROR_DATE_OUT_OF_RANGE: { code: 633, status: 400 },
  // 640–649 — a value refused, in words (decision 071: common/schema-issues.ts)
  /** A value not among those the field accepts; the detail: the value given. */
  ERROR_VALUE_NOT_ALLOWED: { code: 640, status: 400 },
  /** A number outside the field's bounds; the detail: the value given. */
  ERROR_VALUE_OUT_OF_RANGE: { code: 641, status: 400 },
  /** Text where the field takes a whole number; the detail: the value given. */
  ERROR_VALUE_NOT_NUMBER: { code: 642, status: 400 },
  /** A value not in the field's format (an address, an identifier). */
  ERROR_VALUE_FORMAT: { code: 643, status: 400 },
  /** Any other refusal of a value that no rule of ours names. */
  ERROR_VALUE_INVALID: { code: 644, status: 400 },
  /** A list with more values than the field takes; the detail: the most. */
  ERROR_TOO_MANY_VALUES: { code: 645, status: 400 },
  /** A text shorter than the field takes; the detail: the least. */
  ERROR_FIELD_TOO_SHORT: { code: 646, status: 400 },
  /** A company's fiscal code that is neither an Italian VAT number nor a personal fiscal code. */
  ERROR_COMPANY_FISCAL_CODE: { code: 647, status: 400 },

  // 700-739 — support area and knowledge base
  ERROR_TICKET_CLOSED: { code: 700, status: 409 },
  ERROR_ATTACHMENT_TOO_LARGE: { code: 701, status: 400 },
  ERROR_ATTACHMENT_TYPE: { code: 702, status: 400 },
  ERROR_ATTACHMENT_TOO_MANY: { code: 703, status: 400 },
  ERROR_ATTACHMENT_INVALID: { code: 704, status: 400 },
  ERROR_TICKET_STATE: { code: 705, status: 409 },
  ERROR_TICKET_HANDLER: { code: 706, status: 400 },
  ERROR_PLAN_CODE_EXISTS: { code: 707, status: 409 },
  ERROR_PLAN_IN_USE: { code: 708, status: 409 },
  ERROR_SUBSCRIPTION_USER: { code: 709, status: 400 },
  ERROR_CALENDAR_TIME: { code: 710, status: 400 },
  ERROR_CALENDAR_INTERVAL: { code: 711, status: 400 },
  ERROR_CALENDAR_DUPLICATE: { code: 712, status: 400 },
  ERROR_CHAT_UNAVAILABLE: { code: 713, status: 409 },
  ERROR_CHAT_ENDED: { code: 714, status: 409 },
  ERROR_CHAT_RATE: { code: 715, status: 429 },
  ERROR_CHAT_STATE: { code: 716, status: 409 },
  ERROR_CALLBACK_PLAN: { code: 717, status: 403 },
  ERROR_CALLBACK_SLOT: { code: 718, status: 400 },
  ERROR_ITEM_CODE_EXISTS: { code: 719, status: 409 },
  /** Two tickets that cannot be merged: the same one, another company's, or not tickets. */
  ERROR_TICKET_MERGE: { code: 720, status: 409 },

  // 740–769 — IVR credentials and pop-up messages
  ERROR_IVR_PIN_DIGITS: { code: 740, status: 400 },
  ERROR_IVR_PIN_LENGTH: { code: 741, status: 400 },
  ERROR_IVR_PIN_SAME: { code: 742, status: 400 },
  ERROR_IVR_PIN_SEQUENCE: { code: 743, status: 400 },
  ERROR_IVR_PIN_NOMATCH: { code: 744, status: 400 },
  ERROR_IVR_OLD_PIN_WRONG: { code: 745, status: 400 },
  ERROR_CALENDAR_OVERLAP: { code: 746, status: 400 },
  ERROR_CALENDAR_PATRON_DAY: { code: 747, status: 400 },
  ERROR_CALLBACK_DAY: { code: 748, status: 400 },
  /**
   * The vendor's own company (decision 056): its VAT number and enabled state are not the back
   * office's to change, it has no user code, and only an admin edits the rest.
   */
  ERROR_COMPANY_VENDOR: { code: 749, status: 409 },
  /** A settings address that is not an http(s) URL. */
  ERROR_SETTINGS_URL: { code: 750, status: 400 },
  /** A maintenance window that ends before it starts. */
  ERROR_MAINTENANCE_WINDOW: { code: 751, status: 400 },
  /** A brand's primary colour that is not one of the theme's named colours (decision 069). */
  ERROR_BRAND_COLOUR: { code: 752, status: 400 },
  /** A logo or favicon that is not a PNG, JPEG, GIF, WebP or ICO image (SVG is refused: it can hold scripts). */
  ERROR_BRAND_IMAGE: { code: 753, status: 400 },
  /** A logo or favicon larger than BRAND_IMAGE_MAX_BYTES (200 KB). */
  ERROR_BRAND_IMAGE_TOO_LARGE: { code: 754, status: 400 },
  /** A pop-up delay whose shortest end is longer than its longest (decision 072). */
  ERROR_POPUP_DELAY_RANGE: { code: 755, status: 400 },
  /** Another disclaimer has this code. */
  ERROR_DISCLAIMER_CODE_EXISTS: { code: 760, status: 409 },
  /** A mandatory disclaimer cannot be withdrawn: only leaving the portal does. */
  ERROR_DISCLAIMER_NOT_OPTIONAL: { code: 761, status: 400 },

  // 770–779 — mail templates
  /** A merge field (`{{Name}}`) the template's kind does not fill in; the detail names it. */
  ERROR_TEMPLATE_UNKNOWN_FIELD: { code: 770, status: 400 },
  /** A service mail has one edited template: another one of this kind exists. */
  ERROR_TEMPLATE_KIND_EXISTS: { code: 771, status: 409 },
  /** A campaign names this template: it is kept while the campaign is. */
  ERROR_TEMPLATE_IN_USE: { code: 772, status: 409 },

  // 790–799 — the user’s data export (decision 065)
  /** An export of the user's data is being made: one at a time. */
  ERROR_DATA_EXPORT_PENDING: { code: 790, status: 409 },
  /** The export's download time is over and its file deleted: a new one can be asked for. */
  ERROR_DATA_EXPORT_EXPIRED: { code: 791, status: 410 },

  // 820–829 — customer capabilities (decision 066)
  /** A customer's call to an area the back office's rules deny them (the route gate, core/route.ts). */
  ERROR_CAPABILITY_DENIED: { code: 820, status: 403 },
  /** Another rule has this area and target: change that one instead. */
  ERROR_CAPABILITY_RULE_EXISTS: { code: 821, status: 409 },
  /** A rule's company or plan that does not exist. */
  ERROR_CAPABILITY_TARGET: { code: 822, status: 400 },

  // 830–839 — editable back-office role grants (decision 067)
  /** A scope wider than the code declares for the role: the declaration is the ceiling. */
  ERROR_ROLE_GRANT_ABOVE_DECLARED: { code: 830, status: 400 },
  /** A scope wider than the caller holds themselves: nobody grants above their own. */
  ERROR_ROLE_GRANT_ABOVE_OWN: { code: 831, status: 403 },
  /** The admins' grants on the roles are never narrowed, so nobody locks the admins out. */
  ERROR_ROLE_GRANT_LOCKED: { code: 832, status: 409 },

  // 840–849 — audiences and campaigns (decision 075)
  /** What was asked does not fit where the campaign stands (sending a sent one, editing a sending one…). */
  ERROR_CAMPAIGN_STATE: { code: 840, status: 409 },
  /** An audience a campaign still uses cannot be deleted. */
  ERROR_AUDIENCE_IN_USE: { code: 841, status: 409 },
  /** A campaign sends campaign templates only: a portal mail's template is not one. */
  ERROR_CAMPAIGN_TEMPLATE: { code: 842, status: 400 },
  /** An unsubscribe link that was not made by the portal (or was altered). */
  ERROR_UNSUBSCRIBE_LINK: { code: 843, status: 400 },
  /** People are uploaded to a static audience only: a filter's people are whoever it finds. */
  ERROR_AUDIENCE_KIND: { code: 844, status: 400 },

  // 860–879 — campaigns open to customers: the tutor programme and talks events
  /** No such campaign, or none open to the caller's company (a customer is not told which). */
  ERROR_CAMPAIGN_NOT_FOUND: { code: 860, status: 404 },
  /** The campaign takes no entries now: before its start, after its end, or switched off. */
  ERROR_CAMPAIGN_CLOSED: { code: 861, status: 409 },
  /** The company has applied (or proposed a talk) to this campaign already. */
  ERROR_CAMPAIGN_ALREADY_APPLIED: { code: 862, status: 409 },
  /** The campaign is not for the caller's company (its products, company type or tags). */
  ERROR_CAMPAIGN_NOT_ELIGIBLE: { code: 863, status: 403 },
  /** A campaign with entries is kept (with its entries): close it instead. */
  ERROR_CAMPAIGN_HAS_ENTRIES: { code: 864, status: 409 },
  /** An entry the campaign's type does not take (a talk at the tutor programme…). */
  ERROR_CAMPAIGN_WRONG_TYPE: { code: 865, status: 400 },
  /** What was asked does not fit where the entry stands (deciding a withdrawn one, accepting a registration…). */
  ERROR_CAMPAIGN_ENTRY_STATE: { code: 867, status: 409 },
  /** This address has a place (or a turn on the waiting list) at the event already. */
  ERROR_CAMPAIGN_ALREADY_REGISTERED: { code: 868, status: 409 },
  /** A tag of the eligibility that does not exist. */
  ERROR_CAMPAIGN_TAG: { code: 869, status: 400 },

  // 88x — partner applications (decision 080)
  ERROR_PARTNER_CLIENT: { code: 880, status: 401 },
  ERROR_PARTNER_GRANT_TYPE: { code: 881, status: 400 },
  ERROR_PARTNER_SCOPE: { code: 882, status: 400 },
  ERROR_PARTNER_TOKEN: { code: 883, status: 401 },
  ERROR_PARTNER_SCOPE_MISSING: { code: 884, status: 403 },
  ERROR_PARTNER_LINK_NOT_FOUND: { code: 885, status: 404 },
  ERROR_PARTNER_NOT_FOUND: { code: 886, status: 404 },
  ERROR_PARTNER_SCOPES: { code: 887, status: 400 },
  ERROR_PARTNER_DISCLAIMER: { code: 888, status: 400 },
  // 890–909 — reservations and the CRM (decisions 082, 083)
  /** No such service, or not one the caller's company may book (a customer is not told which). */
  ERROR_SERVICE_NOT_FOUND: { code: 890, status: 404 },
  /** No such appointment, or not the caller's. */
  ERROR_APPOINTMENT_NOT_FOUND: { code: 891, status: 404 },
  /** The time asked for is not a free slot of the service (outside hours, on a holiday, too soon). */
  ERROR_SLOT_UNAVAILABLE: { code: 892, status: 409 },
  /** Someone else took the slot's last seat first. */
  ERROR_SLOT_TAKEN: { code: 893, status: 409 },
  /** Past the service's cut-off: the appointment can no longer be changed or cancelled online. */
  ERROR_APPOINTMENT_CUTOFF: { code: 894, status: 409 },
  /** The appointment is cancelled already. */
  ERROR_APPOINTMENT_CANCELLED: { code: 895, status: 409 },
  /** A service with appointments is kept: switch it off instead. */
  ERROR_SERVICE_HAS_APPOINTMENTS: { code: 896, status: 409 },
  /** The operator does not deliver this service (or may not deliver any). */
  ERROR_SERVICE_OPERATOR: { code: 897, status: 400 },
  /** The caller has a demonstration request for this product still waiting. */
  ERROR_TEST_REQUEST_OPEN: { code: 898, status: 409 },
  /** The request was confirmed or declined already. */
  ERROR_TEST_REQUEST_DECIDED: { code: 899, status: 409 },
  /** No such demonstration request. */
  ERROR_TEST_REQUEST_NOT_FOUND: { code: 900, status: 404 },
  /** A stretch of days longer than a list covers (62 days). */
  ERROR_RANGE_TOO_LONG: { code: 901, status: 400 },
  /** No such absence, or not one the caller may change. */
  ERROR_ABSENCE_NOT_FOUND: { code: 902, status: 404 },
  /** The customer is not a user of a company (or no longer exists). */
  ERROR_APPOINTMENT_CONTACT: { code: 903, status: 400 },
  /** No such CRM activity, or not one the caller may change. */
  ERROR_ACTIVITY_NOT_FOUND: { code: 904, status: 404 },
  /** A service's tag or plan that does not exist. */
  ERROR_SERVICE_TARGET: { code: 905, status: 400 },

  // 910–919 — the toolkit and the file store (decision 084)
  /** No such toolkit file or version, or not one offered to the caller. */
  ERROR_TOOLKIT_FILE_NOT_FOUND: { code: 910, status: 404 },
  /** The file is larger than the portal takes (TOOLKIT_MAX_BYTES). */
  ERROR_TOOLKIT_TOO_LARGE: { code: 911, status: 413 },
  /** The content is of a type the toolkit does not take (detected from the bytes, not the name). */
  ERROR_TOOLKIT_TYPE: { code: 912, status: 415 },
  /** An upload with no bytes, or no usable file name. */
  ERROR_TOOLKIT_EMPTY: { code: 913, status: 400 },
  /** The file has a version by this name already. */
  ERROR_TOOLKIT_VERSION_EXISTS: { code: 914, status: 409 },
  /** A `Range` outside the file. */
  ERROR_RANGE_NOT_SATISFIABLE: { code: 915, status: 416 },
  /** The upload stopped before its end (the connection dropped): nothing was kept. */
  ERROR_UPLOAD_INTERRUPTED: { code: 916, status: 400 },

  // 920–929 — IBAN and SEPA mandate (decision 085)
  /** The mandate was not accepted: an IBAN for direct debit needs it. */
  ERROR_MANDATE_NOT_ACCEPTED: { code: 920, status: 400 },
  /** The mandate's text changed since it was shown: read and accept the current one. */
  ERROR_MANDATE_VERSION: { code: 921, status: 409 },
  /** No such IBAN (or mandate). */
  ERROR_IBAN_NOT_FOUND: { code: 922, status: 404 },

  // 930–939 — paid services (decision 086)
  /** No such paid service, or not one offered to the caller's company. */
  ERROR_PAY_SERVICE_NOT_FOUND: { code: 930, status: 404 },
  /** No such service type. */
  ERROR_PAY_TYPE_NOT_FOUND: { code: 931, status: 404 },
  /** A type with services is kept: move or delete its services first. */
  ERROR_PAY_TYPE_IN_USE: { code: 932, status: 409 },
  /** A service with requests is kept: switch it off instead. */
  ERROR_PAY_SERVICE_HAS_REQUESTS: { code: 933, status: 409 },
  /** The company has a request for this service still waiting. */
  ERROR_PAY_REQUEST_OPEN: { code: 934, status: 409 },
  /** The request was approved or rejected already. */
  ERROR_PAY_REQUEST_DECIDED: { code: 935, status: 409 },
  /** No such request. */
  ERROR_PAY_REQUEST_NOT_FOUND: { code: 936, status: 404 },
  /** A support plan that does not exist. */
  ERROR_PAY_SERVICE_PLAN: { code: 937, status: 400 },
  /** A service type's code is taken. */
  ERROR_PAY_TYPE_CODE_TAKEN: { code: 938, status: 409 },
  /** A service that subscribes to a support plan runs by the month or the year, not once. */
  ERROR_PAY_PLAN_PERIOD: { code: 939, status: 400 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorKey = keyof typeof ERRORS;

export const ERROR_KEYS = Object.keys(ERRORS) as ErrorKey[];

export function isErrorKey(value: string): value is ErrorKey {
  return Object.hasOwn(ERRORS, value);
}

/** `ErrorMessage` on the wire: the key, then the optional detail after a space (the keyword convention of spec §8). */
export function formatErrorMessage(key: ErrorKey, detail?: string): string {
  return detail ? `${key} ${detail}` : key;
}

/** The body of every error answer: `ErrorCode > 0` is the catalogue number, `Message` is in the caller's language. */
export const ErrorBody = z
  .object({
    ErrorCode: z.number().int().positive(),
    ErrorMessage: z.string(),
    Message: z.string(),
    /** Per-field problems of a validation failure, so that a form can show each next to its field. */
    Fields: z
      .array(z.object({ Field: z.string(), ErrorMessage: z.string(), Message: z.string() }))
      .optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof ErrorBody>;
