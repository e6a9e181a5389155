/** The search page narrowed to an organizer's courses (and optionally one of its scopes). */
export function organizerSearchPath(organizerId: number, scopeId?: number): string {
  const query = new URLSearchParams({ organizerId: String(organizerId) });
  if (scopeId !== undefined) query.set('scope', String(scopeId));
  return `/search?${query}`;
}
