import * as clock from '../../clock.ts';

// What SES tells us about sent email (docs/notifications.md, Email): its configuration set
// publishes bounce and complaint events to SNS, which delivers them raw to an SQS queue that
// functions/email/feedback.ts consumes. A permanent bounce (the address does not exist) and a
// complaint (the person marked it as spam) put the address on the suppression list; a transient
// bounce (a full mailbox) does not.

export interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[]; timestamp?: string };
  complaint?: { complainedRecipients?: { emailAddress?: string }[]; timestamp?: string };
}

export interface Suppression {
  email: string;
  reason: 'PermanentBounce' | 'Complaint';
  at: string;
}

export function suppressionsOf(event: SesEvent, now = clock.now()): Suppression[] {
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return (event.bounce.bouncedRecipients ?? []).flatMap((r) =>
      r.emailAddress
        ? [
            {
              email: r.emailAddress,
              reason: 'PermanentBounce' as const,
              at: event.bounce!.timestamp ?? now.toISOString(),
            },
          ]
        : [],
    );
  }
  if (type === 'Complaint') {
    return (event.complaint?.complainedRecipients ?? []).flatMap((r) =>
      r.emailAddress
        ? [{ email: r.emailAddress, reason: 'Complaint' as const, at: event.complaint!.timestamp ?? now.toISOString() }]
        : [],
    );
  }
  return [];
}
