import path from 'node:path';

/**
 * Outside services the platform stands in for when it starts on embedded defaults: USDA Soil Data
 * Access (the soils study), answered by `@groundwork/geo-fakes`' fake, whose survey covers the
 * demo project's subject lot. Set `SDA_URL` (the real service or any other) and none is started.
 */
export const fakeSdaApp = {
  name: 'fake-sda',
  dir: 'packages/geo-fakes',
  entry: path.join('src', 'serve-sda.ts'),
  portVar: 'SDA_FAKE_PORT',
  defaultPort: 4009,
  readyMessage: 'fake soil data access ready',
};

/** Whether the platform should start the fake Soil Data Access: no `SDA_URL` in `env`. */
export function needsFakeSda(env) {
  return !env.SDA_URL;
}

/** The fake's endpoint from its ready line (`{"msg":"fake soil data access ready","url":...}`), else null. */
export function fakeSdaReadyUrl(line) {
  try {
    const parsed = JSON.parse(line);
    return parsed.msg === fakeSdaApp.readyMessage && typeof parsed.url === 'string' ? parsed.url : null;
  } catch {
    return null;
  }
}
