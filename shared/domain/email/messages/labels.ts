import type { Words } from './content.ts';

/** What an email's facts and buttons are labelled. */
export const labels = {
  route: ['Route', 'Itinéraire', 'Route'],
  pickup: ['Pickup', 'Enlèvement', 'Abholung'],
  delivery: ['Delivery', 'Livraison', 'Zustellung'],
  amount: ['Amount', 'Montant', 'Betrag'],
  listing: ['View the listing', "Voir l'annonce", 'Inserat ansehen'],
  tracking: ['Tracking page', 'Page de suivi', 'Sendungsverfolgung'],
  documents: ['Documents', 'Documents', 'Dokumente'],
  certificates: ['Your certificates', 'Vos certificats', 'Ihre Nachweise'],
  rates: ['View the rates', 'Voir les tarifs', 'Tarife ansehen'],
  request: ['View the request', 'Voir la demande', 'Anfrage ansehen'],
  comment: ['Comment', 'Commentaire', 'Kommentar'],
  results: ['All results of the search', 'Tous les résultats de la recherche', 'Alle Ergebnisse der Suche'],
  messages: ['Read and reply', 'Lire et répondre', 'Lesen und antworten'],
  questions: ['Questions on the listing', "Questions sur l'annonce", 'Fragen zum Inserat'],
  feedback: ['View the feedback', "Voir l'évaluation", 'Bewertung ansehen'],
} satisfies Words;
