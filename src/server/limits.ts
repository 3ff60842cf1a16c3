// Rate and lifetime limits. Defaults per the issue; a `limits` settings row or a test overrides them.
export interface Limits {
  codeTtlSeconds: number;
  codeMaxTries: number;
  codeResendSeconds: number;
  codePerRecipientHour: number;
  codePerIpHour: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  loginLockMinutes: number;
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
  sessionHours: 24,
  rememberDays: 7,
  captchaTtlSeconds: 120,
  captchaPassSeconds: 300,
  captchaPassUses: 5,
  captchaTolerance: 6,
  reportsPerIpHour: 10,
};
