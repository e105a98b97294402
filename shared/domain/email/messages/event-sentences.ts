import type { NotificationKind } from '../../event-payloads/kinds.ts';
import type { Words } from './content.ts';

/** Each event's sentences; `{{name}}` is filled from the event (no HTML: the layout escapes). */
export const eventSentences: Record<NotificationKind, Words> = {
  BidPlaced: {
    subject: [
      'New bid of {{amount}} on {{title}}',
      'Nouvelle offre de {{amount}} pour {{title}}',
      'Neues Gebot über {{amount}} für {{title}}',
    ],
    lead: [
      'A carrier bid {{amount}} to move your shipment from {{from}} to {{to}}.',
      'Un transporteur propose {{amount}} pour votre envoi de {{from}} à {{to}}.',
      'Ein Frachtführer bietet {{amount}} für Ihre Sendung von {{from}} nach {{to}}.',
    ],
  },
  BidAccepted: {
    subject: ['Booked: {{title}}', 'Réservé : {{title}}', 'Gebucht: {{title}}'],
    lead: [
      'Your {{amount}} bid was accepted. The shipment from {{from}} to {{to}} is booked with you.',
      "Votre offre de {{amount}} a été acceptée. L'envoi de {{from}} à {{to}} vous est confié.",
      'Ihr Gebot über {{amount}} wurde angenommen. Die Sendung von {{from}} nach {{to}} ist bei Ihnen gebucht.',
    ],
  },
  ListingBooked: {
    subject: [
      'Your shipment is booked: {{title}}',
      'Votre envoi est réservé : {{title}}',
      'Ihre Sendung ist gebucht: {{title}}',
    ],
    lead: [
      '{{title}} is booked at {{amount}}. You can share its tracking page with whoever expects the delivery.',
      '{{title}} est réservé à {{amount}}. Vous pouvez partager sa page de suivi avec le destinataire.',
      '{{title}} ist für {{amount}} gebucht. Die Sendungsverfolgung können Sie an den Empfänger weitergeben.',
    ],
  },
  BidDeclined: {
    subject: ['Bid declined: {{title}}', 'Offre refusée : {{title}}', 'Gebot abgelehnt: {{title}}'],
    lead: [
      'The shipper declined your {{amount}} bid: {{reason}}.',
      "L'expéditeur a refusé votre offre de {{amount}} : {{reason}}.",
      'Der Versender hat Ihr Gebot über {{amount}} abgelehnt: {{reason}}.',
    ],
  },
  BookingCancelled: {
    subject: ['Booking cancelled: {{title}}', 'Réservation annulée : {{title}}', 'Buchung storniert: {{title}}'],
    lead: [
      '{{canceller}} cancelled the booking of the shipment from {{from}} to {{to}} before pickup.' +
        '{{#relisted}} The listing is open to bids again.{{/relisted}}',
      "{{canceller}} a annulé la réservation de l'envoi de {{from}} à {{to}} avant l'enlèvement." +
        "{{#relisted}} L'annonce est de nouveau ouverte aux offres.{{/relisted}}",
      '{{canceller}} hat die Buchung der Sendung von {{from}} nach {{to}} vor der Abholung storniert.' +
        '{{#relisted}} Das Inserat nimmt wieder Gebote an.{{/relisted}}',
    ],
  },
  BidClosed: {
    subject: ['Bid closed: {{title}}', 'Offre close : {{title}}', 'Gebot geschlossen: {{title}}'],
    lead: [
      '{{title}} was booked with another carrier; your bid is closed.',
      '{{title}} a été confié à un autre transporteur ; votre offre est close.',
      '{{title}} wurde an einen anderen Frachtführer vergeben; Ihr Gebot ist geschlossen.',
    ],
  },
  TransitStatusChanged: {
    subject: ['{{status}}: {{title}}', '{{status}} : {{title}}', '{{status}}: {{title}}'],
    lead: [
      'Your shipment from {{from}} to {{to}} is now: {{status}}{{#punctuality}} ({{punctuality}}){{/punctuality}}.',
      'Votre envoi de {{from}} à {{to}} est maintenant : {{status}}{{#punctuality}} ({{punctuality}}){{/punctuality}}.',
      'Ihre Sendung von {{from}} nach {{to}} ist jetzt: {{status}}{{#punctuality}} ({{punctuality}}){{/punctuality}}.',
    ],
  },
  DocumentAdded: {
    subject: [
      'New document for {{title}}: {{fileName}}',
      'Nouveau document pour {{title}} : {{fileName}}',
      'Neues Dokument zu {{title}}: {{fileName}}',
    ],
    lead: [
      'A document was added to your shipment from {{from}} to {{to}}: {{fileName}}.',
      'Un document a été ajouté à votre envoi de {{from}} à {{to}} : {{fileName}}.',
      'Zu Ihrer Sendung von {{from}} nach {{to}} wurde ein Dokument hinzugefügt: {{fileName}}.',
    ],
  },
  RateRequestCreated: {
    subject: [
      'New LTL rate request: {{from}} to {{to}}',
      'Nouvelle demande de tarif LTL : {{from}} à {{to}}',
      'Neue LTL-Tarifanfrage: {{from}} nach {{to}}',
    ],
    lead: [
      'A shipper in your region asks for a rate from {{from}} to {{to}}, pickup {{pickup}}.',
      'Un expéditeur de votre région demande un tarif de {{from}} à {{to}}, enlèvement {{pickup}}.',
      'Ein Versender in Ihrer Region fragt einen Tarif von {{from}} nach {{to}} an, Abholung {{pickup}}.',
    ],
  },
  RateOffered: {
    subject: [
      'New rate of {{amount}}: {{from}} to {{to}}',
      'Nouveau tarif de {{amount}} : {{from}} à {{to}}',
      'Neuer Tarif über {{amount}}: {{from}} nach {{to}}',
    ],
    lead: [
      'A carrier offered {{amount}} ({{serviceLevel}}, {{transitDays}} days) on your rate request.',
      'Un transporteur propose {{amount}} ({{serviceLevel}}, {{transitDays}} jours) pour votre demande.',
      'Ein Frachtführer bietet {{amount}} ({{serviceLevel}}, {{transitDays}} Tage) auf Ihre Anfrage.',
    ],
  },
  ListingExpiring: {
    subject: [
      'No bids yet: {{title}} expires {{expires}}',
      "Pas encore d'offre : {{title}} expire le {{expires}}",
      'Noch keine Gebote: {{title}} läuft am {{expires}} ab',
    ],
    lead: [
      'Your listing has no bids and expires {{expires}}. A higher target price or wider dates may bring carriers.',
      "Votre annonce n'a reçu aucune offre et expire le {{expires}}. Un prix cible plus élevé ou des dates plus " +
        'larges peuvent attirer des transporteurs.',
      'Ihr Inserat hat keine Gebote und läuft am {{expires}} ab. Ein höherer Zielpreis oder weitere Termine können ' +
        'Frachtführer anziehen.',
    ],
  },
  FeedbackReceived: {
    subject: [
      'New feedback: {{rating}} of 5 for {{title}}',
      'Nouvelle évaluation : {{rating}} sur 5 pour {{title}}',
      'Neue Bewertung: {{rating}} von 5 für {{title}}',
    ],
    lead: [
      '{{rater}} rated the shipment from {{from}} to {{to}} {{rating}} out of 5. You can reply once; your reply ' +
        'shows beside it.',
      "{{rater}} a évalué l'envoi de {{from}} à {{to}} {{rating}} sur 5. Vous pouvez répondre une fois ; votre " +
        "réponse s'affiche à côté.",
      '{{rater}} hat die Sendung von {{from}} nach {{to}} mit {{rating}} von 5 bewertet. Sie können einmal ' +
        'antworten; Ihre Antwort erscheint daneben.',
    ],
  },
  QuestionAsked: {
    subject: ['New question on {{title}}', 'Nouvelle question sur {{title}}', 'Neue Frage zu {{title}}'],
    lead: [
      'A carrier asks about your shipment from {{from}} to {{to}}: “{{question}}” Your answer is shown to every ' +
        'carrier who views the listing.',
      'Un transporteur pose une question sur votre envoi de {{from}} à {{to}} : « {{question}} » Votre réponse est ' +
        "visible par tous les transporteurs qui consultent l'annonce.",
      'Ein Frachtführer fragt zu Ihrer Sendung von {{from}} nach {{to}}: „{{question}}“ Ihre Antwort sehen alle ' +
        'Frachtführer, die das Inserat ansehen.',
    ],
  },
  QuestionAnswered: {
    subject: [
      'Answered: a question on {{title}}',
      'Réponse : une question sur {{title}}',
      'Beantwortet: eine Frage zu {{title}}',
    ],
    lead: [
      'The shipper answered “{{question}}”: “{{answer}}”',
      "L'expéditeur a répondu à « {{question}} » : « {{answer}} »",
      'Der Versender hat „{{question}}“ beantwortet: „{{answer}}“',
    ],
  },
  ListingMatched: {
    subject: [
      'New listing for “{{searchName}}”: {{title}}',
      'Nouvelle annonce pour « {{searchName}} » : {{title}}',
      'Neues Inserat für „{{searchName}}“: {{title}}',
    ],
    lead: [
      'A listing that your saved search “{{searchName}}” finds has just opened: {{title}}, from {{from}} to {{to}}.',
      "Une annonce que votre recherche enregistrée « {{searchName}} » trouve vient d'ouvrir : {{title}}, de {{from}} " +
        'à {{to}}.',
      'Ein Inserat, das Ihre gespeicherte Suche „{{searchName}}“ findet, ist gerade erschienen: {{title}}, von ' +
        '{{from}} nach {{to}}.',
    ],
  },
  ListingPosted: {
    subject: [
      'A shipper who prefers you posted: {{title}}',
      'Un expéditeur qui vous privilégie a publié : {{title}}',
      'Ein Versender, der Sie bevorzugt, hat inseriert: {{title}}',
    ],
    lead: [
      'A shipper who marked you as a preferred carrier posted a load: {{title}}, from {{from}} to {{to}}. You hear ' +
        'of it first.',
      'Un expéditeur qui vous a marqué comme transporteur privilégié a publié un envoi : {{title}}, de {{from}} à ' +
        '{{to}}. Vous en êtes informé en premier.',
      'Ein Versender, der Sie als bevorzugten Frachtführer markiert hat, hat eine Ladung inseriert: {{title}}, von ' +
        '{{from}} nach {{to}}. Sie erfahren es zuerst.',
    ],
  },
  WebhookDisabled: {
    subject: [
      'Your webhook was disabled: {{url}}',
      'Votre webhook a été désactivé : {{url}}',
      'Ihr Webhook wurde deaktiviert: {{url}}',
    ],
    lead: [
      'Every delivery to {{url}} has failed since {{failingSince}}, so we stopped sending to it. Its deliveries are ' +
        'kept: fix the receiver, enable the webhook again (PUT /v2/webhooks/{{webhookId}} with status Enabled) and ' +
        'redeliver them.',
      "Toutes les livraisons vers {{url}} échouent depuis {{failingSince}} : nous avons cessé d'y envoyer. Ses " +
        'livraisons sont conservées : réparez le récepteur, réactivez le webhook (PUT /v2/webhooks/{{webhookId}} ' +
        'avec status Enabled) et relivrez-les.',
      'Alle Zustellungen an {{url}} schlagen seit {{failingSince}} fehl, daher senden wir nicht mehr dorthin. Die ' +
        'Zustellungen bleiben erhalten: Reparieren Sie den Empfänger, aktivieren Sie den Webhook wieder (PUT ' +
        '/v2/webhooks/{{webhookId}} mit status Enabled) und stellen Sie sie erneut zu.',
    ],
  },
  DriverAssigned: {
    subject: [
      'Your driver for {{title}}: {{driver}}',
      'Votre chauffeur pour {{title}} : {{driver}}',
      'Ihr Fahrer für {{title}}: {{driver}}',
    ],
    lead: [
      '{{driver}} will drive your shipment from {{from}} to {{to}}.{{#mobilePhone}} Reach them at ' +
        '{{mobilePhone}}.{{/mobilePhone}}',
      '{{driver}} conduira votre envoi de {{from}} à {{to}}.{{#mobilePhone}} Joignable au ' +
        '{{mobilePhone}}.{{/mobilePhone}}',
      '{{driver}} fährt Ihre Sendung von {{from}} nach {{to}}.{{#mobilePhone}} Erreichbar unter ' +
        '{{mobilePhone}}.{{/mobilePhone}}',
    ],
  },
  VettingChanged: {
    subject: [
      '{{#own}}Your FMCSA vetting: {{vettingStatus}}{{/own}}{{^own}}Carrier {{providerId}}: FMCSA vetting ' +
        '{{vettingStatus}}{{/own}}',
      '{{#own}}Votre vérification FMCSA : {{vettingStatus}}{{/own}}{{^own}}Transporteur {{providerId}} : ' +
        'vérification FMCSA {{vettingStatus}}{{/own}}',
      '{{#own}}Ihre FMCSA-Prüfung: {{vettingStatus}}{{/own}}{{^own}}Frachtführer {{providerId}}: FMCSA-Prüfung ' +
        '{{vettingStatus}}{{/own}}',
    ],
    lead: [
      "{{#own}}FMCSA's record of your company changed ({{changes}}). Your vetting is now {{vettingStatus}}." +
        '{{/own}}{{^own}}The FMCSA record of carrier {{providerId}}, which has bids or bookings on your listings ' +
        '{{listings}}, changed ({{changes}}). Its vetting is now {{vettingStatus}}.{{/own}}',
      '{{#own}}La fiche FMCSA de votre entreprise a changé ({{changes}}). Votre vérification est désormais ' +
        '{{vettingStatus}}.{{/own}}{{^own}}La fiche FMCSA du transporteur {{providerId}}, qui a des offres ou des ' +
        'réservations sur vos annonces {{listings}}, a changé ({{changes}}). Sa vérification est désormais ' +
        '{{vettingStatus}}.{{/own}}',
      '{{#own}}Der FMCSA-Eintrag Ihres Unternehmens hat sich geändert ({{changes}}). Ihre Prüfung ist jetzt ' +
        '{{vettingStatus}}.{{/own}}{{^own}}Der FMCSA-Eintrag des Frachtführers {{providerId}}, der Gebote oder ' +
        'Buchungen auf Ihre Inserate {{listings}} hat, hat sich geändert ({{changes}}). Seine Prüfung ist jetzt ' +
        '{{vettingStatus}}.{{/own}}',
    ],
  },
  CertificateExpiring: {
    subject: [
      'Your certificate of insurance expires on {{lastDay}}',
      "Votre certificat d'assurance expire le {{lastDay}}",
      'Ihr Versicherungsnachweis läuft am {{lastDay}} ab',
    ],
    lead: [
      'Your certificate from {{insurer}} (policy {{policyNumber}}) is in force until {{lastDay}}. Upload its renewal ' +
        'before then: after that day it no longer counts toward what shippers require.',
      "Votre certificat de {{insurer}} (police {{policyNumber}}) est valable jusqu'au {{lastDay}}. Téléversez son " +
        'renouvellement avant : après ce jour, il ne compte plus pour les exigences des expéditeurs.',
      'Ihr Nachweis von {{insurer}} (Police {{policyNumber}}) gilt bis {{lastDay}}. Laden Sie die Verlängerung ' +
        'vorher hoch: Danach zählt er nicht mehr für die Anforderungen der Versender.',
    ],
  },
  MessageReceived: {
    subject: [
      'Unread message about {{title}}',
      'Message non lu au sujet de {{title}}',
      'Ungelesene Nachricht zu {{title}}',
    ],
    lead: [
      '{{sender}} wrote about the shipment from {{from}} to {{to}}: “{{text}}”',
      "{{sender}} a écrit au sujet de l'envoi de {{from}} à {{to}} : « {{text}} »",
      '{{sender}} hat zur Sendung von {{from}} nach {{to}} geschrieben: „{{text}}“',
    ],
  },
  PaymentHeld: {
    subject: ['Payment held: {{title}}', 'Paiement retenu : {{title}}', 'Zahlung einbehalten: {{title}}'],
    lead: [
      '{{#toShipper}}You paid {{total}}: it is held until you release it to the carrier.{{/toShipper}}' +
        '{{^toShipper}}The shipper paid: your payout of {{payout}} is held until it is released to you.{{/toShipper}}',
      "{{#toShipper}}Vous avez payé {{total}} : la somme est retenue jusqu'à ce que vous la versiez au " +
        "transporteur.{{/toShipper}}{{^toShipper}}L'expéditeur a payé : votre versement de {{payout}} est retenu " +
        "jusqu'à sa libération.{{/toShipper}}",
      '{{#toShipper}}Sie haben {{total}} bezahlt: Der Betrag wird einbehalten, bis Sie ihn an den Frachtführer ' +
        'freigeben.{{/toShipper}}{{^toShipper}}Der Versender hat bezahlt: Ihre Auszahlung von {{payout}} wird ' +
        'einbehalten, bis sie freigegeben wird.{{/toShipper}}',
    ],
  },
  PaymentReleased: {
    subject: ['Payment released: {{title}}', 'Paiement versé : {{title}}', 'Zahlung freigegeben: {{title}}'],
    lead: [
      '{{#toShipper}}Your payment was released: the carrier is paid {{payout}}.{{/toShipper}}' +
        '{{^toShipper}}Your payout of {{payout}} was transferred to your payout account.{{/toShipper}}',
      '{{#toShipper}}Votre paiement a été versé : le transporteur reçoit {{payout}}.{{/toShipper}}' +
        '{{^toShipper}}Votre versement de {{payout}} a été transféré sur votre compte de versement.{{/toShipper}}',
      '{{#toShipper}}Ihre Zahlung wurde freigegeben: Der Frachtführer erhält {{payout}}.{{/toShipper}}' +
        '{{^toShipper}}Ihre Auszahlung von {{payout}} wurde auf Ihr Auszahlungskonto überwiesen.{{/toShipper}}',
    ],
  },
  PaymentRefunded: {
    subject: ['Payment refunded: {{title}}', 'Paiement remboursé : {{title}}', 'Zahlung erstattet: {{title}}'],
    lead: [
      '{{#toShipper}}{{refunded}} of your payment of {{total}} was refunded to you.{{/toShipper}}' +
        '{{^toShipper}}The payment for this booking was refunded to the shipper ({{refunded}}).{{/toShipper}}',
      '{{#toShipper}}{{refunded}} de votre paiement de {{total}} vous ont été remboursés.{{/toShipper}}' +
        "{{^toShipper}}Le paiement de cette réservation a été remboursé à l'expéditeur ({{refunded}}).{{/toShipper}}",
      '{{#toShipper}}{{refunded}} Ihrer Zahlung von {{total}} wurden Ihnen erstattet.{{/toShipper}}' +
        '{{^toShipper}}Die Zahlung für diese Buchung wurde dem Versender erstattet ({{refunded}}).{{/toShipper}}',
    ],
  },
  PaymentDisputed: {
    subject: ['Payment disputed: {{title}}', 'Paiement contesté : {{title}}', 'Zahlung angefochten: {{title}}'],
    lead: [
      "{{#toShipper}}Your bank disputes your payment of {{total}}.{{/toShipper}}{{^toShipper}}The shipper's bank " +
        'disputes the payment: your payout of {{payout}} waits until the dispute closes.{{/toShipper}}',
      '{{#toShipper}}Votre banque conteste votre paiement de {{total}}.{{/toShipper}}{{^toShipper}}La banque de ' +
        "l'expéditeur conteste le paiement : votre versement de {{payout}} attend la fin du litige.{{/toShipper}}",
      '{{#toShipper}}Ihre Bank ficht Ihre Zahlung von {{total}} an.{{/toShipper}}{{^toShipper}}Die Bank des ' +
        'Versenders ficht die Zahlung an: Ihre Auszahlung von {{payout}} wartet, bis der Streit beendet ist.' +
        '{{/toShipper}}',
    ],
  },
  PayoutSent: {
    subject: ['Payout sent: {{payout}}', 'Virement envoyé : {{payout}}', 'Auszahlung gesendet: {{payout}}'],
    lead: [
      'Your payout of {{payout}} for {{title}} was sent to your bank; it should arrive by {{arrival}}.',
      'Votre versement de {{payout}} pour {{title}} a été envoyé à votre banque ; il devrait arriver le {{arrival}}.',
      'Ihre Auszahlung von {{payout}} für {{title}} wurde an Ihre Bank gesendet; sie sollte bis {{arrival}} ankommen.',
    ],
  },
  ShipmentArrived: {
    subject: ['Arrived {{stopAt}}: {{title}}', 'Arrivé {{stopAt}} : {{title}}', 'Angekommen {{stopAt}}: {{title}}'],
    lead: [
      'Your shipment from {{from}} to {{to}} arrived {{stopAt}} ({{when}}).',
      'Votre envoi de {{from}} à {{to}} est arrivé {{stopAt}} ({{when}}).',
      'Ihre Sendung von {{from}} nach {{to}} ist {{stopAt}} angekommen ({{when}}).',
    ],
  },
  ShipmentDeparted: {
    subject: [
      'Left {{stopPlace}}: {{title}}',
      'A quitté {{stopPlace}} : {{title}}',
      'Hat {{stopPlace}} verlassen: {{title}}',
    ],
    lead: [
      'Your shipment from {{from}} to {{to}} left {{stopPlace}} ({{when}}).',
      'Votre envoi de {{from}} à {{to}} a quitté {{stopPlace}} ({{when}}).',
      'Ihre Sendung von {{from}} nach {{to}} hat {{stopPlace}} verlassen ({{when}}).',
    ],
  },
  EtaChanged: {
    subject: ['{{etaStatus}}: {{title}}', '{{etaStatus}} : {{title}}', '{{etaStatus}}: {{title}}'],
    lead: [
      '{{#onTime}}Your shipment from {{from}} to {{to}} is on time{{#again}} again{{/again}}{{estimate}}{{/onTime}}' +
        '{{#atRisk}}Your shipment from {{from}} to {{to}} is at risk of arriving late{{estimate}}{{/atRisk}}' +
        '{{#late}}Your shipment from {{from}} to {{to}} is running late{{estimate}}{{/late}}' +
        '{{#noSignal}}Your shipment from {{from}} to {{to}} has sent no position for {{hours}} hours: its arrival ' +
        '{{stopAt}} cannot be estimated until it does{{/noSignal}}' +
        '{{#unknown}}The arrival of your shipment from {{from}} to {{to}} {{stopAt}} cannot be estimated yet' +
        '{{/unknown}}.',
      '{{#onTime}}Votre envoi de {{from}} à {{to}} est {{#again}}de nouveau {{/again}}' +
        "à l'heure{{estimate}}{{/onTime}}" +
        "{{#atRisk}}Votre envoi de {{from}} à {{to}} risque d'arriver en retard{{estimate}}{{/atRisk}}" +
        '{{#late}}Votre envoi de {{from}} à {{to}} est en retard{{estimate}}{{/late}}' +
        "{{#noSignal}}Votre envoi de {{from}} à {{to}} n'a envoyé aucune position depuis {{hours}} heures : son " +
        "arrivée {{stopAt}} ne peut pas être estimée tant qu'il n'en envoie pas{{/noSignal}}" +
        "{{#unknown}}L'arrivée de votre envoi de {{from}} à {{to}} {{stopAt}} ne peut pas encore être estimée" +
        '{{/unknown}}.',
      '{{#onTime}}Ihre Sendung von {{from}} nach {{to}} ist {{#again}}wieder {{/again}}' +
        'pünktlich{{estimate}}{{/onTime}}' +
        '{{#atRisk}}Ihre Sendung von {{from}} nach {{to}} kommt möglicherweise verspätet an{{estimate}}{{/atRisk}}' +
        '{{#late}}Ihre Sendung von {{from}} nach {{to}} ist verspätet{{estimate}}{{/late}}' +
        '{{#noSignal}}Ihre Sendung von {{from}} nach {{to}} hat seit {{hours}} Stunden keine Position gesendet: ' +
        'ihre Ankunft {{stopAt}} lässt sich erst mit der nächsten wieder schätzen{{/noSignal}}' +
        '{{#unknown}}Die Ankunft Ihrer Sendung von {{from}} nach {{to}} {{stopAt}} lässt sich noch nicht schätzen' +
        '{{/unknown}}.',
    ],
  },
};
