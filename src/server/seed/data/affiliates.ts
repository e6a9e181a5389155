/** Partners whose links carry an aid (spec §3); a known aid sets the affiliate cookie. */
export interface AffiliateSeed {
  id: string;
  name: string;
}

export const AFFILIATES: readonly AffiliateSeed[] = [
  { id: 'anwaltblatt', name: 'Anwaltblatt Online (Demo-Partner)' },
  { id: 'partner42', name: 'Partnernetzwerk 42' },
  { id: 'kanzleiportal', name: 'Kanzleiportal Süd' },
  { id: 'jurnews', name: 'Juristen-Newsletter Nord' },
];
