/**
 * The German bar chambers: the 27 regional Rechtsanwaltskammern (one per Oberlandesgericht district,
 * some districts sharing) with their seats, and the Rechtsanwaltskammer beim Bundesgerichtshof.
 * Customers pick theirs when they ask for a training-hours letter (spec §7, /customer/state/…/letter).
 */
export interface ChamberSeed {
  name: string;
  /** The postal address a § 15 FAO letter is sent to (migration 023-attendance.sql writes the same). */
  street: string;
  zipCode: string;
  city: string;
}

export const CHAMBERS: readonly ChamberSeed[] = [
  { name: 'Rechtsanwaltskammer Bamberg', street: 'Friedrichstraße 7', zipCode: '96047', city: 'Bamberg' },
  { name: 'Rechtsanwaltskammer Berlin', street: 'Littenstraße 9', zipCode: '10179', city: 'Berlin' },
  { name: 'Rechtsanwaltskammer des Landes Brandenburg', street: 'Grillendamm 2', zipCode: '14776', city: 'Brandenburg an der Havel' },
  { name: 'Rechtsanwaltskammer Braunschweig', street: 'Bruchtorwall 12', zipCode: '38100', city: 'Braunschweig' },
  { name: 'Hanseatische Rechtsanwaltskammer Bremen', street: 'Knochenhauerstraße 36/37', zipCode: '28195', city: 'Bremen' },
  { name: 'Rechtsanwaltskammer Celle', street: 'Bahnhofstraße 5', zipCode: '29221', city: 'Celle' },
  { name: 'Rechtsanwaltskammer Düsseldorf', street: 'Freiligrathstraße 25', zipCode: '40479', city: 'Düsseldorf' },
  { name: 'Rechtsanwaltskammer Frankfurt am Main', street: 'Bockenheimer Anlage 36', zipCode: '60322', city: 'Frankfurt am Main' },
  { name: 'Rechtsanwaltskammer Freiburg', street: 'Bertoldstraße 44', zipCode: '79098', city: 'Freiburg im Breisgau' },
  { name: 'Hanseatische Rechtsanwaltskammer Hamburg', street: 'Valentinskamp 88', zipCode: '20355', city: 'Hamburg' },
  { name: 'Rechtsanwaltskammer Hamm', street: 'Ostring 15', zipCode: '59065', city: 'Hamm' },
  { name: 'Rechtsanwaltskammer Karlsruhe', street: 'Reinhold-Frank-Straße 72', zipCode: '76133', city: 'Karlsruhe' },
  { name: 'Rechtsanwaltskammer Kassel', street: 'Karthäuserstraße 5a', zipCode: '34117', city: 'Kassel' },
  { name: 'Rechtsanwaltskammer Koblenz', street: 'Rheinstraße 24', zipCode: '56068', city: 'Koblenz' },
  { name: 'Rechtsanwaltskammer Köln', street: 'Riehler Straße 30', zipCode: '50668', city: 'Köln' },
  { name: 'Rechtsanwaltskammer Mecklenburg-Vorpommern', street: 'Bornhövedstraße 22', zipCode: '19055', city: 'Schwerin' },
  { name: 'Rechtsanwaltskammer München', street: 'Tal 33', zipCode: '80331', city: 'München' },
  { name: 'Rechtsanwaltskammer Nürnberg', street: 'Fürther Straße 115', zipCode: '90429', city: 'Nürnberg' },
  { name: 'Rechtsanwaltskammer Oldenburg', street: 'Staugraben 5', zipCode: '26122', city: 'Oldenburg' },
  { name: 'Rechtsanwaltskammer des Saarlandes', street: 'Am Schloßberg 5', zipCode: '66119', city: 'Saarbrücken' },
  { name: 'Rechtsanwaltskammer Sachsen', street: 'Glacisstraße 6', zipCode: '01099', city: 'Dresden' },
  { name: 'Rechtsanwaltskammer Sachsen-Anhalt', street: 'Gerhart-Hauptmann-Straße 5', zipCode: '39108', city: 'Magdeburg' },
  { name: 'Schleswig-Holsteinische Rechtsanwaltskammer', street: 'Gottorfstraße 13', zipCode: '24837', city: 'Schleswig' },
  { name: 'Rechtsanwaltskammer Stuttgart', street: 'Königstraße 14', zipCode: '70173', city: 'Stuttgart' },
  { name: 'Rechtsanwaltskammer Thüringen', street: 'Bahnhofstraße 27', zipCode: '99084', city: 'Erfurt' },
  { name: 'Rechtsanwaltskammer Tübingen', street: 'Christophstraße 30', zipCode: '72072', city: 'Tübingen' },
  { name: 'Rechtsanwaltskammer Zweibrücken', street: 'Landauer Straße 17', zipCode: '66482', city: 'Zweibrücken' },
  { name: 'Rechtsanwaltskammer beim Bundesgerichtshof', street: 'Herrenstraße 45a', zipCode: '76133', city: 'Karlsruhe' },
];
