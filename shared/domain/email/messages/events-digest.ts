import { inLanguage, type Localized } from '../../../language/labels.ts';
import type { Listing } from '../../listings/types.ts';
import type { NotificationDraft } from '../../notifications/events.ts';
import { fill, type EmailContent, type EmailContext, type Words } from './content.ts';
import { emailContent } from './event.ts';
import { labels } from './labels.ts';

const eventsDigestWords = {
  subject: [
    'Your marketplace digest: {{count}} updates',
    'Votre résumé de la place de marché : {{count}} nouvelles',
    'Ihre Marktplatz-Übersicht: {{count}} Neuigkeiten',
  ],
  lead: [
    'What happened since your last digest, listing by listing: {{count}} updates.',
    'Ce qui s’est passé depuis votre dernier résumé, annonce par annonce : {{count}} nouvelles.',
    'Was seit Ihrer letzten Übersicht geschah, Inserat für Inserat: {{count}} Neuigkeiten.',
  ],
  other: ['Other', 'Autres', 'Weitere'],
} satisfies Words;

/** The listings a digest names a link to, at most. */
const DIGEST_LINKS = 10;

/**
 * An hourly or daily digest (docs/notifications.md, "Digests"): each event's own first line, grouped by its listing
 * in the order they came, and a link to each listing.
 */
export function eventsDigestContent(
  drafts: NotificationDraft[],
  listings: ReadonlyMap<number, Listing | undefined>,
  context: Pick<EmailContext, 'baseUrl' | 'language'>,
): EmailContent {
  const { baseUrl, language } = context;
  const text = (localized: Localized) => fill(localized, language, { count: String(drafts.length) });
  const listingOf = (draft: NotificationDraft) => ('listingId' in draft.data ? draft.data.listingId : undefined);
  const order = [...new Set(drafts.map(listingOf))];
  const facts = order.flatMap((listingId) =>
    drafts
      .filter((draft) => listingOf(draft) === listingId)
      .map((draft) => {
        const listing = listingId === undefined ? undefined : listings.get(listingId);
        return {
          label:
            listingId === undefined
              ? inLanguage(eventsDigestWords.other, language)
              : (listing?.title ?? `#${listingId}`),
          value: emailContent(draft, { listing, baseUrl, language }).preheader,
        };
      }),
  );
  const subject = text(eventsDigestWords.subject);
  const lead = text(eventsDigestWords.lead);
  return {
    subject,
    preheader: lead,
    heading: subject,
    paragraphs: [lead],
    facts,
    actions: order
      .filter((listingId): listingId is number => listingId !== undefined)
      .slice(0, DIGEST_LINKS)
      .map((listingId) => ({
        label: `${inLanguage(labels.listing, language)}: ${listings.get(listingId)?.title ?? `#${listingId}`}`,
        href: `${baseUrl}/v2/listings/${listingId}`,
      })),
  };
}
