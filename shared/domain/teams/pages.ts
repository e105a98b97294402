import escapeHtml from 'escape-html';
import type { Language } from '../../language/language.ts';
import { inLanguage, type Localized } from '../../language/labels.ts';
import { htmlDocument } from '../pages.ts';

// The page behind an invitation's emailed link (docs/teams.md): opening it changes nothing (mail
// scanners open links); its form POSTs the password to the acceptance, which pages back.

const words = {
  kicker: ['Team invitation', "Invitation d'équipe", 'Team-Einladung'],
  heading: ['Join your team', 'Rejoindre votre équipe', 'Ihrem Team beitreten'],
  lead: [
    'Choose the password you will sign in with. This link works once, for 7 days from the invitation.',
    "Choisissez le mot de passe avec lequel vous vous connecterez. Ce lien ne sert qu'une fois, pendant 7 jours " +
      "après l'invitation.",
    'Wählen Sie das Passwort, mit dem Sie sich anmelden. Dieser Link gilt einmal, 7 Tage ab der Einladung.',
  ],
  label: ['Password (6 to 20 characters)', 'Mot de passe (6 à 20 caractères)', 'Passwort (6 bis 20 Zeichen)'],
  button: ['Join', 'Rejoindre', 'Beitreten'],
  invalid: [
    'The password must have 6 to 20 characters.',
    'Le mot de passe doit compter de 6 à 20 caractères.',
    'Das Passwort muss 6 bis 20 Zeichen haben.',
  ],
  joined: ['You joined your team', 'Vous avez rejoint votre équipe', 'Sie sind Ihrem Team beigetreten'],
  next: [
    'Sign in on the key page with your email address and this password to get your keys, or ask for one with POST ' +
      '/v2/apikeys.',
    'Connectez-vous sur la page des clés avec votre adresse et ce mot de passe pour obtenir vos clés, ou demandez-en ' +
      'une avec POST /v2/apikeys.',
    'Melden Sie sich auf der Schlüsselseite mit Ihrer Adresse und diesem Passwort an, um Ihre Schlüssel zu erhalten, ' +
      'oder fordern Sie einen mit POST /v2/apikeys an.',
  ],
  gone: [
    'This invitation is unknown, used or expired: ask your company for a new one.',
    'Cette invitation est inconnue, utilisée ou expirée : demandez-en une nouvelle à votre entreprise.',
    'Diese Einladung ist unbekannt, benutzt oder abgelaufen: Bitten Sie Ihr Unternehmen um eine neue.',
  ],
} satisfies Record<string, Localized>;

const say = (localized: Localized, language: Language) => escapeHtml(inLanguage(localized, language));
const style =
  'label{display:block;font-weight:600;margin:1rem 0 .4rem}input{font:inherit;padding:.5rem;border:1px solid ' +
  '#5b6b78;border-radius:6px;width:100%;max-width:20rem;box-sizing:border-box}' +
  'button{margin-top:1rem}.error{color:#a4161a;font-weight:600}';
const frame = (language: Language, body: string) =>
  htmlDocument(
    inLanguage(words.heading, language),
    language,
    `<p class="kicker">${say(words.kicker, language)}</p>${body}`,
    style,
  );

/** GET /v2/invitations/{token}: the password form (with the refusal of a password that breaks the rules). */
export function invitationPageHtml(token: string, language: Language, refused = false): string {
  const error = refused ? `<p id="password-error" class="error" role="alert">${say(words.invalid, language)}</p>` : '';
  return frame(
    language,
    `<h1>${say(words.heading, language)}</h1><p>${say(words.lead, language)}</p>` +
      `<form method="post" action="${escapeHtml(encodeURIComponent(token))}/acceptance">` +
      `<label for="password">${say(words.label, language)}</label>${error}` +
      `<input id="password" name="password" type="password" autocomplete="new-password" minlength="6" maxlength="20" ` +
      `required${refused ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>` +
      `<button type="submit">${say(words.button, language)}</button></form>`,
  );
}

/** The acceptance, posted from the page: joined. */
export const joinedHtml = (language: Language) =>
  frame(language, `<h1>${say(words.joined, language)}</h1><p>${say(words.next, language)}</p>`);

/** A used, expired or unknown invitation, posted from the page. */
export const invitationGoneHtml = (language: Language) => frame(language, `<h1>${say(words.gone, language)}</h1>`);
