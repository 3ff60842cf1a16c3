// A real SMTP server for tests (smtp-server), keeping every message it accepts parsed (mailparser).
// (cid: links kept as sent, so a test sees which inline image the HTML names). `refuse` makes it answer RCPT TO with an SMTP error: 550 (for good) or 451 (try later).
// Shared by the API tests and the e2e specs.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface TestSmtp {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** what RCPT TO answers: accepted (null) or refused with this code */
  refuse: null | 451 | 550;
  /** messages addressed to `to` */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const box: TestSmtp = {
    port: 0,
    url: '',
    mails,
    refuse: null,
    to: (address) => mails.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === address))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (!box.refuse) return cb();
      const err = Object.assign(new Error(box.refuse === 550 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: box.refuse });
      cb(err);
    },
    onData(stream, _session, cb) {
      simpleParser(stream, { keepCidLinks: true }).then((m) => { mails.push(m); cb(); }, (e) => cb(e));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.server.address();
  box.port = typeof addr === 'object' && addr ? addr.port : port;
  box.url = `smtp://127.0.0.1:${box.port}`;
  return box;
}
