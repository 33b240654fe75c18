/**
 * The demo account's sample projects, made through the real APIs: projects are created and moved
 * through their statuses as the demo user (through the gateway), and their study checks are
 * reported on the projects service's internal route, as the studies service does.
 */
export const demoProjects = [
  {
    siteAddress: '1450 Industrial Pkwy, Sacramento, CA 95815',
    clientName: 'Pacific Ridge Capital',
    statuses: ['in_review', 'completed'],
    studyChecks: { cityDirectory: true, aerial: true, database: true },
  },
  {
    siteAddress: '2201 Broadway, Oakland, CA 94612',
    clientName: 'Bayview Lending Group',
    statuses: ['in_review'],
    studyChecks: { cityDirectory: true, aerial: true },
  },
  {
    siteAddress: '780 El Camino Real, Redwood City, CA 94063',
    clientName: 'Summit Commercial Realty',
    statuses: [],
    studyChecks: { cityDirectory: true },
  },
  {
    siteAddress: '3125 Old State Route 99, Chico, CA 95928',
    clientName: 'Pacific Ridge Capital',
    statuses: [],
    studyChecks: {},
  },
];

async function call(url, { method = 'GET', body, token } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${new URL(url).pathname} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Signs in as `email` at `gatewayUrl` and creates the sample projects, unless the account already
 * has projects (so a half-finished earlier run is never doubled). Returns how many it created.
 * @param {{ gatewayUrl: string, projectsUrl: string, internalToken: string, email: string, password: string, projects?: typeof demoProjects }} options
 */
export async function seedDemoProjects({ gatewayUrl, projectsUrl, internalToken, email, password, projects = demoProjects }) {
  const tokens = await call(`${gatewayUrl}/api/auth/login`, { method: 'POST', body: { email, password } });
  if (!tokens?.accessToken) throw new Error(`signing in as ${email} gave no access token`);
  const token = tokens.accessToken;
  const existing = await call(`${gatewayUrl}/api/projects`, { token });
  if (existing.length > 0) return 0;
  // Oldest first, so the dashboard (newest first) lists them in the order above.
  for (const sample of [...projects].reverse()) {
    const project = await call(`${gatewayUrl}/api/projects`, {
      method: 'POST',
      token,
      body: { siteAddress: sample.siteAddress, clientName: sample.clientName },
    });
    for (const status of sample.statuses) {
      await call(`${gatewayUrl}/api/projects/${project.id}`, { method: 'PATCH', token, body: { status } });
    }
    if (Object.keys(sample.studyChecks).length > 0) {
      await call(`${projectsUrl}/internal/projects/${project.id}/study-checks`, {
        method: 'PUT',
        token: internalToken,
        body: sample.studyChecks,
      });
    }
  }
  return projects.length;
}
