/**
 * Access token verification with jose: signature against the issuer's keys (the embedded provider's
 * keys straight from the database, or an external issuer's jwks_uri from its discovery document),
 * issuer, audience and expiry. Turns a valid token into the request's identity.
 */
import {
  createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey,
} from 'jose';
import type { JWK } from 'oidc-provider';
import { HttpError } from '../errors.ts';
import type { IdentitySettings } from './settings.ts';

export interface Identity {
  /** The customer id from the token, 0 for guests. */
  customerId: number;
  roles: string[];
  /** The token's subject (`sub`); undefined for guests. */
  subject?: string;
  /** The organizer an organizer-staff account works for, the referent a referent account is. */
  organizerId?: number;
  referentId?: number;
}

export const GUEST: Readonly<Identity> = Object.freeze({ customerId: 0, roles: Object.freeze([]) as unknown as string[] });

/** Signing algorithms accepted from any issuer: asymmetric only (never 'none' or HS*). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
const CLOCK_TOLERANCE_SECONDS = 5;

export interface TokenVerifier {
  /** The identity a bearer token proves; HttpError 401 when it proves none, 503 when keys are unreachable. */
  identify(token: string): Promise<Identity>;
}

export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);

const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** Reads a claim by a dotted path ('realm_access.roles' for Keycloak's realm roles). */
function claimAt(payload: JWTPayload, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), payload);
}

export function identityFromClaims(payload: JWTPayload, rolesClaim: string): Identity {
  const roles = claimAt(payload, rolesClaim);
  const identity: Identity = {
    customerId: positiveInteger(payload.customer_id) ?? positiveInteger(payload.sub) ?? 0,
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    subject: String(payload.sub),
  };
  const organizerId = positiveInteger(payload.organizer_id);
  const referentId = positiveInteger(payload.referent_id);
  if (organizerId) identity.organizerId = organizerId;
  if (referentId) identity.referentId = referentId;
  return identity;
}

/** An external issuer's keys, found through its discovery document on first use (retried after a failure). */
function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
    const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (metadata.issuer !== issuer || !metadata.jwks_uri) throw new Error(`discovery of ${issuer} names another issuer or no jwks_uri`);
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

/** A failure of the key source itself (not of the token): the JWKS could not be fetched or read. */
const isKeySourceFailure = (error: unknown) =>
  error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid || !(error instanceof joseErrors.JOSEError);

export function createTokenVerifier(identity: IdentitySettings, localKeys?: readonly JWK[]): TokenVerifier {
  const keys: JWTVerifyGetKey = localKeys
    ? createLocalJWKSet({ keys: localKeys as Parameters<typeof createLocalJWKSet>[0]['keys'] })
    : discoveredKeys(identity.issuer);
  return {
    async identify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: identity.issuer,
          audience: identity.audience,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'sub'],
          // Our own access tokens are typed at+jwt (RFC 9068): an id token of the same issuer never passes.
          ...(localKeys ? { typ: 'at+jwt' } : {}),
        });
        return identityFromClaims(payload, identity.rolesClaim);
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired');
        if (isKeySourceFailure(error)) {
          throw new HttpError(503, 'IDENTITY_UNAVAILABLE', 'The sign-in service cannot be reached; please try again');
        }
        throw unauthorized('The access token is not valid');
      }
    },
  };
}
