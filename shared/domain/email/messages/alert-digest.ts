import { inLanguage, moneyIn, type Localized } from '../../../language/labels.ts';
import { cityLabel } from '../../lookups/places.ts';
import type { ListingMatch } from '../../saved-searches/types.ts';
import { savedSearchResultsUrl } from '../../saved-searches/views.ts';
import { fill, type EmailContent, type EmailContext, type Words } from './content.ts';
import { labels } from './labels.ts';

const digestWords = {
  subject: [
    'New listings for your saved searches: {{count}}',
    'Nouvelles annonces pour vos recherches enregistrées : {{count}}',
    'Neue Inserate für Ihre gespeicherten Suchen: {{count}}',
  ],
  lead: [
    'Listings your saved searches found since the last digest: {{count}}.',
    'Annonces trouvées par vos recherches enregistrées depuis le dernier résumé : {{count}}.',
    'Inserate, die Ihre gespeicherten Suchen seit der letzten Übersicht gefunden haben: {{count}}.',
  ],
  more: [
    'And {{more}} more: each search’s results show them all.',
    'Et {{more}} de plus : les résultats de chaque recherche les montrent toutes.',
    'Und {{more}} weitere: die Ergebnisse jeder Suche zeigen alle.',
  ],
} satisfies Words;

/** The daily digest (docs/saved-searches.md, "Daily"): the day's matches of a user's daily searches, one line each. */
export function digestContent(
  matches: ListingMatch[],
  shown: number,
  context: Pick<EmailContext, 'baseUrl' | 'language'>,
): EmailContent {
  const { baseUrl, language } = context;
  const text = (localized: Localized, view: Record<string, unknown>) => fill(localized, language, view);
  const view = { count: String(matches.length), more: String(matches.length - shown) };
  const subject = text(digestWords.subject, view);
  const lead = text(digestWords.lead, view);
  const facts = matches.slice(0, shown).map(({ searchName, listing }) => ({
    label: searchName,
    value:
      `${listing.title}: ${cityLabel(listing.pickup)} → ${cityLabel(listing.delivery)}` +
      (listing.price ? `, ${moneyIn(listing.price.amount, listing.price.currencyType, language)}` : ''),
  }));
  const searches = [...new Map(matches.map((m) => [m.searchId, m.searchName])).entries()];
  const actions = searches.map(([searchId, searchName]) => ({
    label: `${inLanguage(labels.results, language)}: ${searchName}`,
    href: savedSearchResultsUrl(searchId, baseUrl),
  }));
  return {
    subject,
    preheader: lead,
    heading: subject,
    paragraphs: [lead, ...(matches.length > shown ? [text(digestWords.more, view)] : [])],
    facts,
    actions,
  };
}
