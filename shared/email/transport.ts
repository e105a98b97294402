import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Transporter } from 'nodemailer';
import { traced } from '../observability/tracing.ts';

// Sending one email: Amazon SES v2 in AWS (with the stage's configuration set, whose bounce and
// complaint events feed the suppression list), SMTP to MailDev in the local runtime (SMTP_URL).
// A stage without a sender (EMAIL_FROM, set by `-c emailFrom=...`) sends none (docs/notifications.md).
// nodemailer is imported when first sent through: it is never used in AWS, and imported at the top
// it was evaluated at every cold start of every function that imports this module, even those that
// never send (its side effects kept it in their bundles; docs/performance.md, "Cold starts").

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * The header naming the event an email tells of (its stream event id, or `digest#<due>`): one email per event and
 * recipient.
 */
export const EVENT_HEADER = 'X-Marketplace-Event';

let ses: SESv2Client | undefined;
let smtp: Transporter | undefined;

export const emailSender = (): string | undefined => process.env.EMAIL_FROM || undefined;

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const from = emailSender();
  if (!from) throw new Error('EMAIL_FROM is not set: this stage sends no email');
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    smtp ??= (await import('nodemailer')).createTransport(smtpUrl);
    await smtp.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
    });
    return;
  }
  ses ??= traced(new SESv2Client({ region: process.env.AWS_REGION ?? 'us-east-1' }));
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [email.to] },
      ConfigurationSetName: process.env.EMAIL_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
          Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    }),
  );
}
