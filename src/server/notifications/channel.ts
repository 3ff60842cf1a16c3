// E-mail and SMS delivery of what the delivery poller sends (notification copies, confirmation
// e-mails), pluggable like the verification-code Sender: e-mail over SMTP when SMTP_URL is set, SMS
// through the configured provider when it can send free text; otherwise the server log (development
// has no mail server). The in-app notification is always stored first; these copies follow it.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { smsProvider } from '../sms/provider';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** set for an image the HTML shows inline (`<img src="cid:…">`) */
  cid?: string;
}

export interface OutgoingMessage {
  title: string;
  /** the plain-text body (the SMS text) */
  content: string;
  /** e-mail only: the HTML body beside the text one */
  html?: string;
  attachments?: MailAttachment[];
}

export interface NotificationChannel {
  /** Sends one message; throws when it was not accepted (the poller retries or records the reason). */
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
  const sms = smsProvider(config);
  let mail: ((msg: OutgoingMessage, to: string) => Promise<void>) | undefined;
  if (config.smtpUrl) {
    const nodemailer = await import('nodemailer');
    // timeouts, so a mail server that stops answering ends the try instead of holding the poller
    // (the URL's own query parameters win over these)
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
    mail = async (msg, to) => {
      await transport.sendMail({ from: config.smtpFrom, to, subject: msg.title, text: msg.content, html: msg.html, attachments: msg.attachments });
    };
  }
  return {
    async send(to, msg) {
      if (to.type === 'email' && mail) return mail(msg, to.recipient);
      if (to.type === 'sms' && sms?.sendText) return sms.sendText(to.recipient, `${msg.title}\n${msg.content}`);
      return fallback.send(to, msg);
    },
  };
}
