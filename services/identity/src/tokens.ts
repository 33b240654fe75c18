import { randomUUID } from 'node:crypto';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, accessTokenClaimsSchema, type AccessTokenClaims } from '@groundwork/contracts';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import type { SigningKeyRecord, SigningKeysRepository } from './repositories/signing-keys';

export const SIGNING_ALGORITHM = 'ES256';
/** How long a process trusts its cached key set; a rotation by the CLI is seen within this. */
const KEY_CACHE_MS = 60_000;

export interface TokenSigner {
  signAccessToken(claims: AccessTokenClaims, now: Date): Promise<string>;
  signIdToken(claims: { sub: string; email: string }, now: Date): Promise<string>;
  /** Verifies signature, issuer, audience, expiry and token_use; throws on any failure. */
  verifyAccessToken(token: string, now: Date): Promise<AccessTokenClaims>;
  jwks(): Promise<{ keys: JWK[] }>;
  /** Creates a key when there is none (first start; signing also does it on demand). */
  ensureKey(now: Date): Promise<void>;
  rotate(now: Date): Promise<string>;
}

export async function newSigningKey(now: Date): Promise<Omit<SigningKeyRecord, 'status'>> {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  return { _id: kid, privateJwk, publicJwk, createdAt: now };
}

export function createTokenSigner({ keys, accessTokenTtlSeconds }: { keys: SigningKeysRepository; accessTokenTtlSeconds: number }): TokenSigner {
  let cache: { records: SigningKeyRecord[]; loadedAt: number } | undefined;

  async function published(): Promise<SigningKeyRecord[]> {
    if (!cache || Date.now() - cache.loadedAt > KEY_CACHE_MS) {
      cache = { records: await keys.published(), loadedAt: Date.now() };
    }
    return cache.records;
  }

  async function sign(claims: Record<string, unknown>, now: Date): Promise<string> {
    let [current] = await published();
    if (!current) {
      await ensureKey(now);
      [current] = await published();
    }
    if (!current) throw new Error('no signing key');
    const seconds = Math.floor(now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: current._id, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + accessTokenTtlSeconds)
      .sign(await importJWK(current.privateJwk, SIGNING_ALGORITHM));
  }

  let creating: Promise<void> | undefined;
  /** One creation at a time in this process, so concurrent first signatures share one key. */
  function ensureKey(now: Date): Promise<void> {
    creating ??= (async () => {
      if ((await keys.published()).length > 0) return;
      await keys.insertCurrent(await newSigningKey(now));
      cache = undefined;
    })().finally(() => {
      creating = undefined;
    });
    return creating;
  }

  const keyFor: JWTVerifyGetKey = async ({ kid }) => {
    const record = (await published()).find((key) => key._id === kid);
    if (!record) throw new Error('unknown key id');
    return importJWK(record.publicJwk, SIGNING_ALGORITHM);
  };

  return {
    signAccessToken: (claims, now) => sign({ ...claims }, now),
    signIdToken: (claims, now) => sign({ ...claims, token_use: 'id' }, now),
    async verifyAccessToken(token, now) {
      const { payload } = await jwtVerify(token, keyFor, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [SIGNING_ALGORITHM],
        currentDate: now,
      });
      return accessTokenClaimsSchema.parse(payload);
    },
    async jwks() {
      return { keys: (await published()).map((key) => key.publicJwk) };
    },
    ensureKey,
    async rotate(now) {
      const key = await newSigningKey(now);
      await keys.insertCurrent(key);
      cache = undefined;
      return key._id;
    },
  };
}
