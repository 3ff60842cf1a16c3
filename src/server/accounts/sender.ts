// Delivers verification codes: SMS through the configured provider (sms/provider.ts), e-mail by SMTP
// when SMTP_URL is set. In development a code with no provider for its kind goes to the server log;
// in production it is never logged: send-code refuses (503) before a code is made.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { smsProvider } from '../sms/provider';

export interface Sender {
  /** Whether codes of this kind can be delivered; a sender without it delivers every kind. */
  canSend?(type: 'phone' | 'email'): boolean;
  send(to: { recipient: string; type: 'phone' | 'email' }, code: string, lang: 'zh' | 'en'): Promise<void>;
}

/** Development only: the code in the log, where the developer reads it. */
export function logSender(log: FastifyBaseLogger): Sender {
  return {
    async send(to, code) {
      log.info({ recipient: to.recipient, channel: to.type }, `verification code for ${to.recipient}: ${code}`);
    },
  };
}

type Deliver = (recipient: string, code: string, lang: 'zh' | 'en') => Promise<void>;

async function mailer(config: Config): Promise<Deliver | undefined> {
  if (!config.smtpUrl) return undefined;
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async (to, code, lang) => {
    const subject = lang === 'en' ? 'Your Conflow verification code' : 'Conflow 验证码';
    const text = lang === 'en' ? `Your verification code is ${code}. It is valid for 10 minutes.` : `您的验证码是 ${code}，10 分钟内有效。`;
    await transport.sendMail({ from: config.smtpFrom, to, subject, text });
  };
}

export async function createSender(config: Config, log: FastifyBaseLogger): Promise<Sender> {
  const sms = smsProvider(config);
  const byKind: Record<'phone' | 'email', Deliver | undefined> = {
    phone: sms && ((phone, code) => sms.sendCode(phone, code)),
    email: await mailer(config),
  };
  const dev = config.production ? undefined : logSender(log);
  return {
    canSend: (type) => !!(byKind[type] ?? dev),
    async send(to, code, lang) {
      const deliver = byKind[to.type];
      if (deliver) {
        // the operator learns why (the provider's answer; never the code), the caller gets a 502
        return deliver(to.recipient, code, lang).catch((e: Error) => {
          log.warn({ channel: to.type, reason: e.message }, 'verification code not delivered');
          throw e;
        });
      }
      if (!dev) throw new Error(`no ${to.type} delivery configured`);
      return dev.send(to, code, lang);
    },
  };
}
