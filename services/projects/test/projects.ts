import type { AccessTokenClaims } from '@groundwork/contracts';
import { ensureIndexes, type MongoConnection } from '@groundwork/service-kit';
import { appCaller, captureLogger, connectTestDatabase, startTestIssuer, type TestIssuer } from '@groundwork/service-kit/testing';
import type { Db } from 'mongodb';
import { createApp } from '../src/app';
import { createProjectsContext } from '../src/context';
import { loadProjectsEnv } from '../src/env';
import { createGeoServices } from '../src/geo/geo-services';
import { indexSpecs } from '../src/indexes';
import { geoSettings, type GeoSettings, type ProjectsSettings } from '../src/settings';

export const TEST_INTERNAL_TOKEN = 'internal-test-token-0123456789abcdef';

/**
 * The map services' settings of a test: the defaults with the outside URLs on an unroutable
 * address (tests point them at the fakes of @groundwork/geo-fakes) and no keys.
 */
export const testGeoSettings = (overrides: Partial<GeoSettings> = {}): GeoSettings => ({
  ...geoSettings(loadProjectsEnv({})),
  regridBaseUrl: 'http://127.0.0.1:9',
  arcgisGeocoderUrl: 'http://127.0.0.1:9',
  censusGeocoderUrl: 'http://127.0.0.1:9',
  nominatimUrl: 'http://127.0.0.1:9',
  ...overrides,
});

/** One projects app (one "instance") on `db`, with its own list cache. */
export function projectsInstance(db: Db, issuer: TestIssuer, settings: Partial<ProjectsSettings> = {}, now?: () => Date) {
  const { logger, lines } = captureLogger();
  const app = createApp({
    db,
    logger,
    settings: { jwksUrl: issuer.url, internalServiceToken: TEST_INTERNAL_TOKEN, geo: testGeoSettings(), ...settings },
    now,
  });

  const call = appCaller(app);

  /** A call to the internal routes with the service token. */
  const internal = (method: string, url: string, body?: unknown) => call(method, url, { body, headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}` } });

  return { app, lines, call, internal };
}

/**
 * The projects service on its own test database with a stand-in token issuer, a clock tests
 * can move, and tokens for any user, organization and role.
 */
export async function startProjects(settings: Partial<ProjectsSettings> = {}) {
  const mongo: MongoConnection = await connectTestDatabase('projects');
  await ensureIndexes(mongo.db, indexSpecs);
  const issuer = await startTestIssuer();
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const instance = projectsInstance(mongo.db, issuer, settings, now);

  /** An access token of `email` (its local part is the user id) in `org` with `role`. */
  const tokenFor = (email: string, org: string, role: AccessTokenClaims['role']) =>
    issuer.accessToken({ sub: `user-${email.split('@')[0]}`, email, org, role });

  return {
    ...instance,
    db: mongo.db,
    issuer,
    clock,
    ctx: createProjectsContext({ db: mongo.db, now, geo: createGeoServices(settings.geo ?? testGeoSettings()) }),
    tokenFor,
    /** Tokens of two organizations: Acme's owner and viewer, Rival's owner and member. */
    rivalOrganizations: async () => {
      const [acmeOwner, acmeViewer, rivalOwner, rivalMember] = await Promise.all([
        tokenFor('olivia@acme.example', 'org-acme', 'owner'),
        tokenFor('vera@acme.example', 'org-acme', 'viewer'),
        tokenFor('rita@rival.example', 'org-rival', 'owner'),
        tokenFor('max@rival.example', 'org-rival', 'member'),
      ]);
      return { acmeOwner, acmeViewer, rivalOwner, rivalMember };
    },
    /** Another app on the same database, as a second instance of the service would be. */
    secondInstance: () => projectsInstance(mongo.db, issuer, settings, now),
    /** Every collection's documents, to prove a refused request changed nothing. */
    async snapshot() {
      const collections = (await mongo.db.listCollections().toArray()).map((collection) => collection.name).sort();
      return Object.fromEntries(
        await Promise.all(collections.map(async (name) => [name, await mongo.db.collection(name).find().sort({ _id: 1 }).toArray()] as const)),
      );
    },
    async close() {
      await issuer.close();
      await mongo.close();
    },
  };
}
export type TestProjects = Awaited<ReturnType<typeof startProjects>>;
