/**
 * What the rest of the server needs to know about sign-in, derived from the configuration: which
 * issuer, client id and audience apply, and the SPA's addresses registered with the embedded
 * provider. Keycloak (or any external provider) replaces the embedded one when OIDC_ISSUER is set.
 */
import type { ServerConfig } from '../config.ts';

/** The SPA routes the provider sends the browser back to (register them at an external provider too). */
export const CALLBACK_PATH = '/auth/callback';
export const SILENT_CALLBACK_PATH = '/auth/silent';

export interface IdentitySettings {
  embedded: boolean;
  issuer: string;
  clientId: string;
  audience: string;
  /** Keycloak's realm when the issuer is `…/realms/<realm>`. */
  realm: string | undefined;
  rolesClaim: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export function identitySettings(settings: ServerConfig): IdentitySettings {
  const { publicUrl, identity } = settings;
  const issuer = identity.externalIssuer ?? `${publicUrl}/oidc`;
  return {
    embedded: identity.externalIssuer === undefined,
    issuer,
    clientId: identity.clientId,
    audience: identity.audience ?? `${publicUrl}/api`,
    realm: /\/realms\/([^/]+)$/.exec(issuer)?.[1],
    rolesClaim: identity.rolesClaim,
    redirectUris: [`${publicUrl}${CALLBACK_PATH}`, `${publicUrl}${SILENT_CALLBACK_PATH}`],
    postLogoutRedirectUris: [`${publicUrl}/`, publicUrl],
  };
}
