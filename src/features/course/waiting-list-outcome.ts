/** What joining a waiting list came to: the panel reports it, the form shows it after the panel closes. */
export type WaitingListOutcome =
  { kind: 'joined'; position: number; created: boolean } | { kind: 'refused'; reason: 'notFull' | 'past' };
