/**
 * The roles an account can hold (spec §6: customer, organizer staff, referent). They travel in the
 * access token's `roles` claim (and in the id token's profile claims) under exactly these names; an
 * external provider (Keycloak realm roles) has to use the same names.
 */
export const ROLES = ['customer', 'organizer_staff', 'referent'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
