import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLayout, layoutFile } from '../../shared/email/build-layout.ts';
import { suppressionsOf } from '../../shared/domain/email/feedback.ts';
import { bookingEmailKinds, inTheBookingEmail } from '../../shared/domain/email/messages/booking.ts';
import { digestContent } from '../../shared/domain/email/messages/alert-digest.ts';
import { emailContent } from '../../shared/domain/email/messages/event.ts';
import { billOfLadingId } from '../../shared/domain/attachments/types.ts';
import { renderEmail } from '../../shared/email/render.ts';
import { notificationKinds } from '../../shared/domain/event-payloads/kinds.ts';
import { eventPayloads, eventTypeOfKind } from '../../shared/domain/event-payloads/payloads.ts';
import type { NotificationDraft } from '../../shared/domain/notifications/events.ts';

// docs/notifications.md, Email: the published layout is what the MJML builds; which SES events
// suppress an address; every event type has its sentences in every language.

describe('email layout', () => {
  it('shared/email/data/layout.html is what layout.mjml builds (run `npm run build:emails` after changing it)', async () => {
    expect(readFileSync(layoutFile, 'utf8')).toBe(await buildLayout());
  }, 30_000);

  it('every value is escaped, and the text version carries the same facts and links', () => {
    const content = emailContent(
      { recipientId: 1, kind: 'BidClosed', message: '', data: { listingId: 7, bidId: 3 } },
      { baseUrl: 'https://api.example', language: 'en' },
    );
    const rendered = renderEmail(
      { ...content, heading: '<script>alert(1)</script>' },
      'en',
      'https://api.example/v2/unsubscribe/t?event=BidClosed',
    );
    expect(rendered.html).not.toContain('<script>alert(1)</script>');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(rendered.text).toContain('View the listing: https://api.example/v2/listings/7');
    expect(rendered.text).toContain(
      'Unsubscribe from these emails: https://api.example/v2/unsubscribe/t?event=BidClosed',
    );
  });

  it.each(notificationKinds)('%s has a subject and a lead in en, fr and de', (kind) => {
    for (const language of ['en', 'fr', 'de'] as const) {
      // each kind with the example its event type publishes (GET /v2/asyncapi.json)
      const draft = {
        recipientId: 1,
        kind,
        message: '',
        data: eventPayloads[eventTypeOfKind[kind]].example,
      } as NotificationDraft;
      const content = emailContent(draft, { baseUrl: 'https://api.example', language });
      expect(content.subject.length).toBeGreaterThan(5);
      expect(content.paragraphs[0]!.length).toBeGreaterThan(10);
    }
  });
});

describe("amounts and dates in the reader's locale", () => {
  const bid = {
    recipientId: 1,
    kind: 'BidPlaced',
    message: '',
    data: { listingId: 7, bidId: 3, price: { amount: 1250, currencyType: 'USD' }, providerId: 9 },
  } as NotificationDraft;
  it.each([
    ['en', '$1,250'],
    ['fr', '1 250 $ US'],
    ['de', '1.250 $'],
  ] as const)('a %s email writes 1250 USD as %s', (language, written) => {
    const content = emailContent(bid, { baseUrl: 'https://api.example', language });
    // Intl writes the French and German group separators as (narrow) no-break spaces
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(content.subject)).toContain(written);
    expect(content.facts.map((f) => plain(f.value))).toContain(written);
  });

  it('feedback received says who rated, the rating, and links the feedback', () => {
    const draft = {
      recipientId: 9,
      kind: 'FeedbackReceived',
      message: '',
      data: {
        feedbackId: '6c1f2d9e-4b7a-4e3f-9d21-7a0b5c3e8f14',
        listingId: 7,
        rating: 4,
        raterId: 1,
        raterRole: 'Shipper',
      },
    } as NotificationDraft;
    expect(emailContent(draft, { baseUrl: 'https://api.example', language: 'de' }).paragraphs[0]).toContain(
      'Der Versender hat die Sendung',
    );
    const content = emailContent(draft, { baseUrl: 'https://api.example', language: 'en' });
    expect(content.subject).toBe('New feedback: 4 of 5 for #7');
    expect(content.actions).toContainEqual({
      label: 'View the feedback',
      href: 'https://api.example/v2/feedback/6c1f2d9e-4b7a-4e3f-9d21-7a0b5c3e8f14',
    });
  });

  it("a booking's emails carry its Bill of Lading in every language; the one drawn at booking is emailed with them, one uploaded on its own", () => {
    const bol = `https://api.example/v2/listings/7/attachments/${billOfLadingId(7)}/content`;
    for (const kind of bookingEmailKinds)
      for (const [language, label] of [
        ['en', 'Bill of lading'],
        ['fr', 'Connaissement'],
        ['de', 'Frachtbrief'],
      ] as const) {
        const draft = { recipientId: 1, kind, message: '', data: { listingId: 7, bidId: 3 } } as NotificationDraft;
        const content = emailContent(draft, { baseUrl: 'https://api.example', language });
        expect(content.paragraphs).toHaveLength(2);
        expect(content.actions).toContainEqual({ label, href: bol });
      }
    const document = (type: string, uploadedBy?: number) =>
      ({
        recipientId: 1,
        kind: 'DocumentAdded',
        message: '',
        data: { listingId: 7, type, fileName: 'a.pdf', ...(uploadedBy === undefined ? {} : { uploadedBy }) },
      }) as NotificationDraft;
    expect(inTheBookingEmail(document('BillOfLading'))).toBe(true);
    expect(inTheBookingEmail(document('BillOfLading', 9))).toBe(false);
    expect(inTheBookingEmail(document('DeliveryReceipt', 9))).toBe(false);
  });

  // docs/saved-searches.md: an instant alert names its search; a digest lists each match under its search's name
  const example = eventPayloads['Listing.Matched/v1'].example;
  const match = (searchId: string, searchName: string, amount: number) => ({
    ...example,
    searchId,
    searchName,
    alerts: 'daily' as const,
    userId: 9,
    matchedOn: '2027-03-01T12:00:00.000Z',
    listing: { ...example.listing, price: { amount, currencyType: 'USD' } },
  });
  it.each([
    [
      'en',
      'New listing for “Cars out of Dallas”',
      'New listings for your saved searches: 2',
      'Dallas, TX → Austin, TX, $1,250',
      'And 1 more',
    ],
    [
      'fr',
      'Nouvelle annonce pour « Cars out of Dallas »',
      'Nouvelles annonces pour vos recherches enregistrées : 2',
      'Dallas, TX → Austin, TX, 1 250 $ US',
      'Et 1 de plus',
    ],
    [
      'de',
      'Neues Inserat für „Cars out of Dallas“',
      'Neue Inserate für Ihre gespeicherten Suchen: 2',
      'Dallas, TX → Austin, TX, 1.250 $',
      'Und 1 weitere',
    ],
  ] as const)('a saved search’s alert and digest in %s', (language, instant, digest, line, more) => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const alert = emailContent(
      { recipientId: 9, kind: 'ListingMatched', message: '', data: example },
      { baseUrl: 'https://api.example', language },
    );
    expect(alert.subject).toContain(instant);
    expect(alert.actions.at(-1)!.href).toBe(`https://api.example/v2/searches/${example.searchId}/results`);
    const content = digestContent([match('a', 'Cars out of Dallas', 1250), match('b', 'Texas lanes', 900)], 1, {
      baseUrl: 'https://api.example',
      language,
    });
    expect(content.subject).toBe(digest);
    expect(content.facts).toHaveLength(1);
    expect(content.facts[0]!.label).toBe('Cars out of Dallas');
    expect(plain(content.facts[0]!.value)).toContain(line);
    expect(content.paragraphs[1]).toContain(more);
    expect(content.actions.map((a) => a.href)).toEqual([
      'https://api.example/v2/searches/a/results',
      'https://api.example/v2/searches/b/results',
    ]);
  });
});

describe('SES feedback', () => {
  it('a permanent bounce and a complaint suppress their recipients; a transient bounce and a delivery do not', () => {
    expect(
      suppressionsOf({
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Permanent',
          bouncedRecipients: [{ emailAddress: 'a@x.example' }],
          timestamp: '2026-11-23T10:00:00Z',
        },
      }),
    ).toEqual([{ email: 'a@x.example', reason: 'PermanentBounce', at: '2026-11-23T10:00:00Z' }]);
    expect(
      suppressionsOf({
        notificationType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: 'b@x.example' }, {}] },
      }).map((s) => s.email),
    ).toEqual(['b@x.example']);
    expect(
      suppressionsOf({
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'c@x.example' }] },
      }),
    ).toEqual([]);
    expect(suppressionsOf({ eventType: 'Delivery' })).toEqual([]);
  });
});
