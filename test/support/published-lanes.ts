// Published driving distances between city centres (docs/geo.md, "Route distance"): the lanes route
// distance is checked against. Each figure is the one its source publishes (miles converted at
// 1.609344); the postal code is the city centre's.

const MILE = 1.609344;
export const sources = {
  dc: 'https://distance-cities.com/usa (driving distance matrix)',
  wf: 'https://winenfood.com/the-mileage-between-major-us-cities (US cities mileage chart)',
  issue: 'the estimates issue: Seattle to Denver by road, about 2,120 km',
  dlk: 'https://blog.dlklife.ca/2018/03/driving-distances.html',
  qc: 'https://www.quebec-cite.com/en/quebec-city/montreal-to-quebec-city',
  jc: 'https://jasoncote.co/how-far-is-edmonton-from-calgary-the-drive-most-people-get-wrong-21lo (Calgary Tower to the Legislature)',
  px: 'https://pixelation.org/exactly-how-far-is-ottawa-from-montreal-the-truth-about-that-2-hour-drive-wb8',
  vp: 'https://www.vancouverplanner.com/?p=24066 (via Highway 1)',
  fr: 'https://www.frommers.com/destinations/canada/planning-a-trip/getting-around (sample driving distances)',
} as const;

type Lane = [from: string, fromCountry: 'US' | 'CA', to: string, toCountry: 'US' | 'CA', publishedKm: number, source: keyof typeof sources, name: string];
export const publishedLanes: Lane[] = [
  ['10001', 'US', '90012', 'US', 2802 * MILE, 'dc', 'New York, NY - Los Angeles, CA'],
  ['10001', 'US', '60601', 'US', 790 * MILE, 'dc', 'New York, NY - Chicago, IL'],
  ['10001', 'US', '77002', 'US', 1628 * MILE, 'dc', 'New York, NY - Houston, TX'],
  ['10001', 'US', '94103', 'US', 2935 * MILE, 'dc', 'New York, NY - San Francisco, CA'],
  ['10001', 'US', '33131', 'US', 1281 * MILE, 'dc', 'New York, NY - Miami, FL'],
  ['90012', 'US', '60601', 'US', 2016 * MILE, 'dc', 'Los Angeles, CA - Chicago, IL'],
  ['90012', 'US', '77002', 'US', 1556 * MILE, 'dc', 'Los Angeles, CA - Houston, TX'],
  ['90012', 'US', '94103', 'US', 382 * MILE, 'dc', 'Los Angeles, CA - San Francisco, CA'],
  ['90012', 'US', '33131', 'US', 2732 * MILE, 'dc', 'Los Angeles, CA - Miami, FL'],
  ['60601', 'US', '77002', 'US', 1084 * MILE, 'dc', 'Chicago, IL - Houston, TX'],
  ['60601', 'US', '94103', 'US', 2131 * MILE, 'dc', 'Chicago, IL - San Francisco, CA'],
  ['60601', 'US', '33131', 'US', 1389 * MILE, 'dc', 'Chicago, IL - Miami, FL'],
  ['77002', 'US', '94103', 'US', 1927 * MILE, 'dc', 'Houston, TX - San Francisco, CA'],
  ['77002', 'US', '33131', 'US', 1187 * MILE, 'dc', 'Houston, TX - Miami, FL'],
  ['94103', 'US', '33131', 'US', 3129 * MILE, 'dc', 'San Francisco, CA - Miami, FL'],
  ['30303', 'US', '60601', 'US', 717 * MILE, 'wf', 'Atlanta, GA - Chicago, IL'],
  ['30303', 'US', '75201', 'US', 781 * MILE, 'wf', 'Atlanta, GA - Dallas, TX'],
  ['30303', 'US', '80202', 'US', 1409 * MILE, 'wf', 'Atlanta, GA - Denver, CO'],
  ['30303', 'US', '90012', 'US', 2178 * MILE, 'wf', 'Atlanta, GA - Los Angeles, CA'],
  ['30303', 'US', '33131', 'US', 663 * MILE, 'wf', 'Atlanta, GA - Miami, FL'],
  ['30303', 'US', '10001', 'US', 875 * MILE, 'wf', 'Atlanta, GA - New York, NY'],
  ['30303', 'US', '94103', 'US', 2467 * MILE, 'wf', 'Atlanta, GA - San Francisco, CA'],
  ['30303', 'US', '98101', 'US', 2639 * MILE, 'wf', 'Atlanta, GA - Seattle, WA'],
  ['02108', 'US', '60601', 'US', 983 * MILE, 'wf', 'Boston, MA - Chicago, IL'],
  ['02108', 'US', '80202', 'US', 1972 * MILE, 'wf', 'Boston, MA - Denver, CO'],
  ['02108', 'US', '90012', 'US', 2979 * MILE, 'wf', 'Boston, MA - Los Angeles, CA'],
  ['02108', 'US', '33131', 'US', 1500 * MILE, 'wf', 'Boston, MA - Miami, FL'],
  ['02108', 'US', '10001', 'US', 215 * MILE, 'wf', 'Boston, MA - New York, NY'],
  ['02108', 'US', '98101', 'US', 3021 * MILE, 'wf', 'Boston, MA - Seattle, WA'],
  ['60601', 'US', '80202', 'US', 1003 * MILE, 'wf', 'Chicago, IL - Denver, CO'],
  ['98101', 'US', '80202', 'US', 2120, 'issue', 'Seattle, WA - Denver, CO'],
  ['M5H', 'CA', 'H2Y', 'CA', 541, 'dlk', 'Toronto, ON - Montreal, QC'],
  ['H2Y', 'CA', 'G1R', 'CA', 250, 'qc', 'Montreal, QC - Quebec City, QC'],
  ['T2P', 'CA', 'T5J', 'CA', 299, 'jc', 'Calgary, AB - Edmonton, AB'],
  ['K1P', 'CA', 'H2Y', 'CA', 200, 'px', 'Ottawa, ON - Montreal, QC'],
  ['V6C', 'CA', 'M5H', 'CA', 4400, 'vp', 'Vancouver, BC - Toronto, ON'],
  ['H2Y', 'CA', 'V6C', 'CA', 4910, 'fr', 'Montreal, QC - Vancouver, BC'],
];
