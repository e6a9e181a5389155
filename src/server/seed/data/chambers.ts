/**
 * The German bar chambers: the 27 regional Rechtsanwaltskammern (one per Oberlandesgericht district,
 * some districts sharing) with their seats, and the Rechtsanwaltskammer beim Bundesgerichtshof.
 * Customers pick theirs when they ask for a training-hours letter (spec §7, /customer/state/…/letter).
 */
export interface ChamberSeed {
  name: string;
  city: string;
}

export const CHAMBERS: readonly ChamberSeed[] = [
  { name: 'Rechtsanwaltskammer Bamberg', city: 'Bamberg' },
  { name: 'Rechtsanwaltskammer Berlin', city: 'Berlin' },
  { name: 'Rechtsanwaltskammer des Landes Brandenburg', city: 'Brandenburg an der Havel' },
  { name: 'Rechtsanwaltskammer Braunschweig', city: 'Braunschweig' },
  { name: 'Hanseatische Rechtsanwaltskammer Bremen', city: 'Bremen' },
  { name: 'Rechtsanwaltskammer Celle', city: 'Celle' },
  { name: 'Rechtsanwaltskammer Düsseldorf', city: 'Düsseldorf' },
  { name: 'Rechtsanwaltskammer Frankfurt am Main', city: 'Frankfurt am Main' },
  { name: 'Rechtsanwaltskammer Freiburg', city: 'Freiburg im Breisgau' },
  { name: 'Hanseatische Rechtsanwaltskammer Hamburg', city: 'Hamburg' },
  { name: 'Rechtsanwaltskammer Hamm', city: 'Hamm' },
  { name: 'Rechtsanwaltskammer Karlsruhe', city: 'Karlsruhe' },
  { name: 'Rechtsanwaltskammer Kassel', city: 'Kassel' },
  { name: 'Rechtsanwaltskammer Koblenz', city: 'Koblenz' },
  { name: 'Rechtsanwaltskammer Köln', city: 'Köln' },
  { name: 'Rechtsanwaltskammer Mecklenburg-Vorpommern', city: 'Schwerin' },
  { name: 'Rechtsanwaltskammer München', city: 'München' },
  { name: 'Rechtsanwaltskammer Nürnberg', city: 'Nürnberg' },
  { name: 'Rechtsanwaltskammer Oldenburg', city: 'Oldenburg' },
  { name: 'Rechtsanwaltskammer des Saarlandes', city: 'Saarbrücken' },
  { name: 'Rechtsanwaltskammer Sachsen', city: 'Dresden' },
  { name: 'Rechtsanwaltskammer Sachsen-Anhalt', city: 'Magdeburg' },
  { name: 'Schleswig-Holsteinische Rechtsanwaltskammer', city: 'Schleswig' },
  { name: 'Rechtsanwaltskammer Stuttgart', city: 'Stuttgart' },
  { name: 'Rechtsanwaltskammer Thüringen', city: 'Erfurt' },
  { name: 'Rechtsanwaltskammer Tübingen', city: 'Tübingen' },
  { name: 'Rechtsanwaltskammer Zweibrücken', city: 'Zweibrücken' },
  { name: 'Rechtsanwaltskammer beim Bundesgerichtshof', city: 'Karlsruhe' },
];
