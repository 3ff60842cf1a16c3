// SMS delivery of verification codes. One provider is chosen by configuration (SMS_PROVIDER): `aliyun`
// sends through Alibaba Cloud's SMS service (aliyun.ts); without one, development writes codes to the log
// (accounts/sender.ts) and production refuses to send (send-code answers 503, no code is made).
import type { Config } from '../config';
import { aliyunSms } from './aliyun';

export interface SmsProvider {
  /** Sends the code; throws when the provider refused or could not be reached. */
  sendCode(phone: string, code: string): Promise<void>;
  /** Sends a free text (a notification's SMS copy), for providers that allow one; template-bound ones
   *  (aliyun: every SMS goes through an approved template) leave it out and the copy goes to the log. */
  sendText?(phone: string, text: string): Promise<void>;
}

export function smsProvider(config: Config): SmsProvider | undefined {
  return config.sms?.provider === 'aliyun' ? aliyunSms(config.sms) : undefined;
}
