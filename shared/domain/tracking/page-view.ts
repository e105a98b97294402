import escapeHtml from 'escape-html';
import type { Language } from '../../language/language.ts';
import { inLanguage, type Localized } from '../../language/labels.ts';
import { cityLabel } from '../lookups/places.ts';
import { routeMapSvg } from '../../geo/map.ts';
import { localDay, localTime, localWindow, zoneOf } from '../time-frames.ts';
import { punctualityLabels, statusLabels } from './views.ts';
import { htmlDocument } from '../pages.ts';
import { stopEtas } from './eta.ts';
import type { EtaStatus, StopName } from './types.ts';
import type { TrackingPage } from './pages.ts';

// The public tracking page as HTML (docs/tracking.md). What it shows is chosen to be safe to
// forward: title, status, punctuality, cities (never street addresses), times, each stop's estimated arrival, and a
// map drawn here. No names, phone numbers, prices, descriptions, reference numbers or comments.

const words = {
  heading: ['Shipment tracking', "Suivi d'expédition", 'Sendungsverfolgung'],
  status: ['Status', 'Statut', 'Status'],
  punctuality: ['Punctuality', 'Ponctualité', 'Pünktlichkeit'],
  from: ['From', 'De', 'Von'],
  to: ['To', 'À', 'Nach'],
  lastReported: ['Last reported', 'Dernière position', 'Zuletzt gemeldet'],
  noPosition: ['No position reported yet', 'Aucune position signalée', 'Noch keine Position gemeldet'],
  deliveryWindow: ['Delivery window', 'Fenêtre de livraison', 'Lieferfenster'],
  history: ['History', 'Historique', 'Verlauf'],
  when: ['When', 'Quand', 'Wann'],
  map: ['Route map', "Carte de l'itinéraire", 'Routenkarte'],
  lastPosition: ['Last position', 'Dernière position', 'Letzte Position'],
  footer: [
    'This page was shared by the shipper. It shows no addresses or contact details.',
    "Cette page a été partagée par l'expéditeur. Elle n'affiche ni adresses ni coordonnées.",
    'Diese Seite wurde vom Versender geteilt. Sie zeigt keine Adressen oder Kontaktdaten.',
  ],
  gone: [
    'This tracking link is not valid (any more).',
    "Ce lien de suivi n'est pas (ou plus) valide.",
    'Dieser Sendungslink ist nicht (mehr) gültig.',
  ],
} satisfies Record<string, Localized>;

/** A stop's row: "Pickup: estimated arrival", its time in the stop's zone beside it. */
const etaOf: Record<StopName, Localized> = {
  Pickup: ['Pickup: estimated arrival', 'Enlèvement : arrivée estimée', 'Abholung: voraussichtliche Ankunft'],
  Delivery: ['Delivery: estimated arrival', 'Livraison : arrivée estimée', 'Zustellung: voraussichtliche Ankunft'],
};

/** A stop's estimate in a word, on its badge (never its colour alone). */
const etaWords: Record<EtaStatus, Localized> = {
  OnTime: punctualityLabels.OnTime!,
  AtRisk: ['At risk', 'À risque', 'Gefährdet'],
  Late: punctualityLabels.NotOnTime!,
  NoSignal: ['No signal', 'Aucun signal', 'Kein Signal'],
  Unknown: ['Unknown', 'Inconnue', 'Unbekannt'],
};

/**
 * The badges' colours, the visibility platforms' (green, amber, red, purple, grey): the text on each background has a
 * contrast of at least 4.5:1 (WCAG 2.2 AA; test/unit/tracking-page.test.ts).
 */
export const etaBadges: Record<EtaStatus, { className: string; background: string; color: string }> = {
  OnTime: { className: 'on-time', background: '#1a7f37', color: '#fff' },
  AtRisk: { className: 'at-risk', background: '#f5c518', color: '#1b2733' },
  Late: { className: 'late', background: '#c62828', color: '#fff' },
  NoSignal: { className: 'no-signal', background: '#6f42c1', color: '#fff' },
  Unknown: { className: 'unknown', background: '#5f6b76', color: '#fff' },
};

const style =
  'main{max-width:760px}h1{font-size:1.5rem;margin:.2rem 0 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem ' +
  '1rem;background:#fff;padding:1rem;border-radius:8px;margin:0}dt{color:#5b6b78}dd{margin:0;font-weight:600}' +
  '.map{background:#fff;border-radius:8px;padding:8px;margin-top:1rem}' +
  'table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px}' +
  'th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #e4e8eb}' +
  '.eta{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.85rem}' +
  Object.values(etaBadges)
    .map(({ className, background, color }) => `.eta-${className}{background:${background};color:${color}}`)
    .join('');

export function trackingPageHtml(page: TrackingPage, language: Language): string {
  const { listing, records, lastPlace, now } = page;
  const say = (text: Localized) => escapeHtml(inLanguage(text, language));
  const [pickup, delivery] = listing.route.items;
  const deliveryZone = zoneOf(delivery);
  const statuses = records.filter((r) => r.status);
  const latest = statuses.at(-1);
  const status = listing.transitStatus ?? 'ReadyForDispatch';
  const last = listing.lastLocation;
  // positions at about a kilometre: a truck's last fix can be a customer's driveway
  const coarse = (p: { latitude: number; longitude: number }) => ({
    latitude: Math.round(p.latitude * 100) / 100,
    longitude: Math.round(p.longitude * 100) / 100,
  });
  const map = routeMapSvg({
    title: `${inLanguage(words.map, language)}: ${cityLabel(pickup.address)} → ${cityLabel(delivery.address)}`,
    pickup: { ...coarse(pickup.address), label: cityLabel(pickup.address) },
    delivery: { ...coarse(delivery.address), label: cityLabel(delivery.address) },
    ...(last ? { last: { ...coarse(last), label: inLanguage(words.lastPosition, language) } } : {}),
  });
  const facts: [Localized, string][] = [
    [words.status, say(statusLabels[status]!)],
    ...(latest && latest.punctuality !== 'NotApplicable'
      ? [[words.punctuality, say(punctualityLabels[latest.punctuality]!)] as [Localized, string]]
      : []),
    [words.from, escapeHtml(cityLabel(pickup.address))],
    [words.to, escapeHtml(cityLabel(delivery.address))],
    [
      words.lastReported,
      last
        ? `${escapeHtml(lastPlace ? cityLabel(lastPlace) : `${coarse(last).latitude}, ${coarse(last).longitude}`)}, ` +
          `${escapeHtml(localTime(last.recorded, deliveryZone, language))}`
        : say(words.noPosition),
    ],
    // each stop ahead, in its own zone, as every reader shows it (docs/tracking.md, "Estimated arrival")
    ...stopEtas(listing, now).map(({ stop, eta, etaStatus }): [Localized, string] => {
      const time = eta ? `${escapeHtml(localTime(eta, zoneOf(stop === 'Pickup' ? pickup : delivery), language))} ` : '';
      return [
        etaOf[stop],
        `${time}<span class="eta eta-${etaBadges[etaStatus].className}">${say(etaWords[etaStatus])}</span>`,
      ];
    }),
    [
      words.deliveryWindow,
      escapeHtml(
        localWindow(
          delivery.timeFrame.earliestArrival,
          delivery.timeFrame.latestArrival,
          deliveryZone,
          language,
          localDay,
        ),
      ),
    ],
  ];
  const history = statuses
    .map(
      (r) =>
        `<tr><td>${say(statusLabels[r.status]!)}</td>` +
        `<td>${escapeHtml(localTime(r.recorded, deliveryZone, language))}</td>` +
        `<td>${r.punctuality === 'NotApplicable' ? '' : say(punctualityLabels[r.punctuality]!)}</td></tr>`,
    )
    .join('');
  return htmlDocument(
    `${inLanguage(words.heading, language)}: ${listing.title}`,
    language,
    [
      `<p class="kicker">${say(words.heading)}</p><h1>${escapeHtml(listing.title)}</h1>`,
      `<dl>${facts.map(([term, value]) => `<dt>${say(term)}</dt><dd>${value}</dd>`).join('')}</dl>`,
      `<div class="map">${map}</div>`,
      `<h2>${say(words.history)}</h2><table><thead><tr>` +
        `<th>${say(words.status)}</th><th>${say(words.when)}</th><th>${say(words.punctuality)}</th>` +
        `</tr></thead><tbody>${history}</tbody></table>`,
      `<footer>${say(words.footer)}</footer>`,
    ].join(''),
    style,
  );
}

/** What a browser shows for a token that is no page (404). */
export const missingTrackingPageHtml = (language: Language) =>
  htmlDocument(
    inLanguage(words.heading, language),
    language,
    `<p class="kicker">${escapeHtml(inLanguage(words.heading, language))}</p>` +
      `<h1>${escapeHtml(inLanguage(words.gone, language))}</h1>`,
  );
