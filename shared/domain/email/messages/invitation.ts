import type { Language } from '../../../language/language.ts';
import type { Localized } from '../../../language/labels.ts';
import { fill, type EmailContent } from './content.ts';

const invitationWords = {
  subject: [
    '{{company}} invites you to the marketplace',
    '{{company}} vous invite sur la place de marché',
    '{{company}} lädt Sie auf den Marktplatz ein',
  ],
  lead: [
    '{{company}} added you to its team as {{role}}. Set your password within 7 days (until {{expires}}) to join; ' +
      'then sign in on the key page or with POST /v2/apikeys.',
    "{{company}} vous a ajouté à son équipe comme {{role}}. Choisissez votre mot de passe dans les 7 jours (jusqu'au " +
      '{{expires}}) ; connectez-vous ensuite sur la page des clés ou avec POST /v2/apikeys.',
    '{{company}} hat Sie als {{role}} in sein Team aufgenommen. Legen Sie binnen 7 Tagen (bis {{expires}}) Ihr ' +
      'Passwort fest; melden Sie sich dann auf der Schlüsselseite oder mit POST /v2/apikeys an.',
  ],
  how: [
    'The button opens a page where you choose it; a program may instead send {"password": "<6 to 20 characters>"} by ' +
      'POST to {{acceptanceUrl}}. The link works once.',
    'Le bouton ouvre une page où vous le choisissez ; un programme peut aussi envoyer {"password": "<6 à 20 ' +
      'caractères>"} par POST à {{acceptanceUrl}}. Le lien ne sert qu\'une fois.',
    'Die Schaltfläche öffnet eine Seite, auf der Sie es wählen; ein Programm kann stattdessen {"password": "<6 bis ' +
      '20 Zeichen>"} per POST an {{acceptanceUrl}} senden. Der Link gilt einmal.',
  ],
  action: ['Set your password', 'Choisir votre mot de passe', 'Passwort festlegen'],
} satisfies Record<string, Localized>;

/** An invitation to a company's team (docs/teams.md): the link holds the one-time token. */
export function invitationContent(
  view: { company: string; role: string; expiresOn: string; pageUrl: string; acceptanceUrl: string },
  language: Language,
): EmailContent {
  const words = (localized: Localized) => fill(localized, language, { ...view, expires: view.expiresOn.slice(0, 10) });
  return {
    subject: words(invitationWords.subject),
    preheader: words(invitationWords.lead),
    heading: words(invitationWords.subject),
    paragraphs: [words(invitationWords.lead), words(invitationWords.how)],
    facts: [],
    actions: [{ label: words(invitationWords.action), href: view.pageUrl }],
  };
}
