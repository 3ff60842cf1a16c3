// Rate and lifetime limits. Defaults per the issue; a `limits` settings row or a test overrides them.
export interface Limits {
  codeTtlSeconds: number;
  codeMaxTries: number;
  codeResendSeconds: number;
  codePerRecipientHour: number;
  codePerIpHour: number;
  /** failed logins per account and source address in the window; then that source waits loginLockMinutes */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  loginLockMinutes: number;
  /** from this many failures of one source on, its next try waits 1 s, 2 s, 4 s, … (progressive delay) */
  loginDelayAfter: number;
  /** failures on one account from all sources in the window after which a source it never logged in from must solve a fresh captcha for each try */
  loginCaptchaAfter: number;
  participantRegistrationsPerIpHour: number;
  sessionHours: number;
  rememberDays: number;
  captchaTtlSeconds: number;
  captchaPassSeconds: number;
  captchaPassUses: number;
  captchaTolerance: number;
  reportsPerIpHour: number;
}

export const DEFAULT_LIMITS: Limits = {
  codeTtlSeconds: 600,
  codeMaxTries: 5,
  codeResendSeconds: 60,
  codePerRecipientHour: 10,
  codePerIpHour: 30,
  loginMaxFailures: 10,
  loginWindowMinutes: 15,
  loginLockMinutes: 15,
  loginDelayAfter: 5,
  loginCaptchaAfter: 10,
  participantRegistrationsPerIpHour: 60,
  sessionHours: 24,
  rememberDays: 7,
  captchaTtlSeconds: 120,
  captchaPassSeconds: 300,
  captchaPassUses: 5,
  captchaTolerance: 6,
  reportsPerIpHour: 10,
};
