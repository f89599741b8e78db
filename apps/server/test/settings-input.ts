import {
  DEFAULT_CHAT_LIMITS,
  DEFAULT_POPUP_DELAY_SECONDS,
  DEFAULT_SESSION_LIFETIMES,
} from '@sportello/contracts/backoffice/settings.values';

/**
 * The runtime settings of decision 072 as the test apps have them before any save (the test
 * environment turns the captcha off): a save that carries them changes nothing there.
 */
export const LIMITS_AS_DEFAULTS = {
  PopupDelay: { MinSeconds: DEFAULT_POPUP_DELAY_SECONDS.min, MaxSeconds: DEFAULT_POPUP_DELAY_SECONDS.max },
  CaptchaEnabled: false,
  StaffSecondFactor: false,
  Sessions: {
    IdleMinutes: DEFAULT_SESSION_LIFETIMES.idleMinutes,
    AbsoluteHours: DEFAULT_SESSION_LIFETIMES.absoluteHours,
  },
  ChatLimits: {
    MessagesPerMinute: DEFAULT_CHAT_LIMITS.messagesPerMinute,
    TypingNotices: DEFAULT_CHAT_LIMITS.typingNotices,
  },
};
