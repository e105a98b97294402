import { mkdir } from 'node:fs/promises';

// MailDev for the local runtime (docs/notifications.md, Email): an SMTP server the local notifier
// sends to, and a web inbox to read what was sent, with a REST API (`GET /api/email`) the tests read.

export interface LocalMail {
  /** Where the notifier sends: SMTP_URL. */
  smtpUrl: string;
  /** The web inbox; its REST API is under /api. */
  webUrl: string;
  stop: () => Promise<void>;
}

/** The sender the local runtime writes from. */
export const LOCAL_EMAIL_FROM = 'Shipping Marketplace <notifications@marketplace.local>';

export async function startMailDev(options: {
  smtpPort: number;
  webPort: number;
  directory: string;
}): Promise<LocalMail> {
  await mkdir(options.directory, { recursive: true });
  // loaded here, not at the top: a test file reads LOCAL_EMAIL_FROM, and MailDev's import is a second of its start
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: options.directory,
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    webUrl: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
