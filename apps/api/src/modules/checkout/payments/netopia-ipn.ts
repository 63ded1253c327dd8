import { createHash, timingSafeEqual } from 'node:crypto';
import { errors, importSPKI, importX509, jwtVerify } from 'jose';

export const NETOPIA_ISSUER = 'NETOPIA Payments';
/** The one algorithm Netopia signs IPNs with; any other (HS512, `none`, RS256) is refused. */
const ALGORITHM = 'RS512';

export type IpnCheck =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'no_key'
        | 'bad_key'
        | 'no_token'
        | 'bad_algorithm'
        | 'bad_signature'
        | 'expired'
        | 'bad_issuer'
        | 'bad_audience'
        | 'bad_body_hash'
        | 'bad_token';
    };

/** `sub` of the Verification-token: base64 (standard alphabet) of the SHA-512 of the raw body. */
export const ipnBodyHash = (rawBody: Buffer | string) =>
  createHash('sha512').update(rawBody).digest('base64');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Netopia's key as PEM: an X.509 certificate (what its admin hands out) or a bare SPKI key. */
async function importKey(pem: string) {
  const text = pem.trim();
  return text.includes('BEGIN CERTIFICATE') ? importX509(text, ALGORITHM) : importSPKI(text, ALGORITHM);
}

/**
 * Checks the `Verification-token` header of a Netopia IPN against the raw body, before anything in
 * the body is believed: a JWT signed RS512 with Netopia's key, issuer "NETOPIA Payments", the
 * shop's POS signature as audience, not expired (`exp` required), and `sub` the SHA-512 of the
 * exact bytes received. No key configured: refused, never accepted unverified.
 */
export async function verifyNetopiaIpn(
  rawBody: Buffer,
  token: string | undefined,
  config: { publicKey: string; posSignature: string } | null,
  now: Date = new Date(),
): Promise<IpnCheck> {
  if (!config?.publicKey.trim() || !config.posSignature) return { ok: false, reason: 'no_key' };
  if (!token) return { ok: false, reason: 'no_token' };
  let key;
  try {
    key = await importKey(config.publicKey);
  } catch {
    return { ok: false, reason: 'bad_key' };
  }
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: NETOPIA_ISSUER,
      audience: config.posSignature,
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
      clockTolerance: 0,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEAlgNotAllowed) return { ok: false, reason: 'bad_algorithm' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'bad_signature' };
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed) {
      if (error.claim === 'iss') return { ok: false, reason: 'bad_issuer' };
      if (error.claim === 'aud') return { ok: false, reason: 'bad_audience' };
    }
    // An unsigned token (`alg: none`) is not a JWS jose accepts at all: malformed, refused.
    if (error instanceof errors.JOSENotSupported) return { ok: false, reason: 'bad_algorithm' };
    return { ok: false, reason: 'bad_token' };
  }
  if (typeof claims.sub !== 'string' || !sameText(claims.sub, ipnBodyHash(rawBody))) {
    return { ok: false, reason: 'bad_body_hash' };
  }
  return { ok: true };
}
