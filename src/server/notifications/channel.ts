// E-mail and SMS delivery of a notification, pluggable like the verification-code Sender: SMTP when
// SMTP_URL is set, otherwise (and for SMS, which has no provider configured) the server log.
// The in-app notification is always stored first; these copies are best effort.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface OutgoingMessage {
  title: string;
  content: string;
}

export interface NotificationChannel {
  send(to: { recipient: string; type: 'email' | 'sms' }, msg: OutgoingMessage): Promise<void>;
}

export function logChannel(log: FastifyBaseLogger): NotificationChannel {
  return {
    async send(to, msg) {
      log.info({ recipient: to.recipient, channel: to.type }, `notification to ${to.recipient}: ${msg.title}`);
    },
  };
}

export async function createChannel(config: Config, log: FastifyBaseLogger): Promise<NotificationChannel> {
  const fallback = logChannel(log);
  if (!config.smtpUrl) return fallback;
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(to, msg) {
      if (to.type !== 'email') return fallback.send(to, msg);
      await transport.sendMail({ from: config.smtpFrom, to: to.recipient, subject: msg.title, text: msg.content });
    },
  };
}
