/**
 * The signed-in user's roles as the stored sign-in (oidc-client-ts, key 'oidc.user:<issuer>:<client>')
 * carries them in its profile: the embedded provider's 'roles' claim, or Keycloak's realm roles. Only
 * for what the header shows (the organizer staff's "Teilnehmerliste" entry): the API decides access
 * from the access token (403 for anyone else), so a forged entry here opens nothing.
 */
const USER_KEY_PREFIX = 'oidc.user:';

function rolesOfProfile(profile: Record<string, unknown>): string[] {
  const direct = profile.roles;
  if (Array.isArray(direct)) return direct.filter((role): role is string => typeof role === 'string');
  const realm = (profile.realm_access as { roles?: unknown } | undefined)?.roles;
  return Array.isArray(realm) ? realm.filter((role): role is string => typeof role === 'string') : [];
}

export function storedRoles(storage: Storage = window.localStorage): string[] {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(USER_KEY_PREFIX)) continue;
      const user = JSON.parse(storage.getItem(key) ?? '{}') as { profile?: Record<string, unknown> };
      return rolesOfProfile(user.profile ?? {});
    }
  } catch {
    // An unreadable store: no roles (the menu shows the customer's entries only).
  }
  return [];
}

export const isOrganizerStaff = (storage?: Storage) => storedRoles(storage).includes('organizer_staff');
