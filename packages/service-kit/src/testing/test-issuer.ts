import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JWKS_PATH, TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessTokenClaims } from '@groundwork/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface SignOptions {
  /** Seconds from now until `exp`; negative for an already expired token (default 900). */
  expiresIn?: number;
  /** Header `kid` (default: the current key's): lets a test sign with one key under another's id. */
  kid?: string;
  issuer?: string;
  audience?: string;
}

export interface TestIssuer {
  /** The JWKS document's URL (`IDENTITY_JWKS_URL` of the service under test). */
  url: string;
  /** The current signing key's id. */
  kid: string;
  /** How many times the JWKS document was fetched. */
  hits: () => number;
  /** Signs `claims` as ES256 with the current key. */
  sign: (claims: JWTPayload, options?: SignOptions) => Promise<string>;
  /** An access token with sensible default claims (a member of org-1), `overrides` applied. */
  accessToken: (overrides?: Partial<AccessTokenClaims>, options?: SignOptions) => Promise<string>;
  /** Makes a new key current and publishes it beside the old ones, as identity's rotation does. */
  rotate: () => Promise<void>;
  close: () => Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

/**
 * A stand-in for identity's token signing: a loopback server publishing a JWKS for freshly
 * generated ES256 keys, and a signer for tokens that `requireAuth` accepts (or, with the
 * options, refuses).
 */
export async function startTestIssuer(): Promise<TestIssuer> {
  const keys = [await newSigningKey()];
  const current = () => keys.at(-1)!;
  let hits = 0;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== JWKS_PATH) {
      res.writeHead(404).end();
      return;
    }
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign: TestIssuer['sign'] = (claims, options = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: options.kid ?? current().kid })
      .setIssuer(options.issuer ?? TOKEN_ISSUER)
      .setAudience(options.audience ?? TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 900))
      .sign(current().privateKey);
  };

  return {
    url: `http://127.0.0.1:${port}${JWKS_PATH}`,
    get kid() {
      return current().kid;
    },
    hits: () => hits,
    sign,
    accessToken: (overrides = {}, options) =>
      sign({ sub: 'user-1', email: 'member@example.com', org: 'org-1', role: 'member', token_use: 'access', ...overrides }, options),
    rotate: async () => {
      keys.push(await newSigningKey());
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
