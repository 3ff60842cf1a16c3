// Delivers verification codes. Development: the server log. E-mail: SMTP when SMTP_URL is set.
// SMS needs a provider account; until one is configured phone codes go to the log too.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface Sender {
  send(to: { recipient: string; type: 'phone' | 'email' }, code: string, lang: 'zh' | 'en'): Promise<void>;
}

export function logSender(log: FastifyBaseLogger): Sender {
  return {
    async send(to, code) {
      log.info({ recipient: to.recipient, channel: to.type }, `verification code for ${to.recipient}: ${code}`);
    },
  };
}

export async function createSender(config: Config, log: FastifyBaseLogger): Promise<Sender> {
  const fallback = logSender(log);
  if (!config.smtpUrl) return fallback;
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(to, code, lang) {
      if (to.type !== 'email') return fallback.send(to, code, lang);
      const subject = lang === 'en' ? 'Your Conflow verification code' : 'Conflow 验证码';
      const text = lang === 'en' ? `Your verification code is ${code}. It is valid for 10 minutes.` : `您的验证码是 ${code}，10 分钟内有效。`;
      await transport.sendMail({ from: config.smtpFrom, to: to.recipient, subject, text });
    },
  };
}
