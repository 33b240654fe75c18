import { createRequire } from 'node:module';

// vitest setupFiles entry for antd under jsdom: antd's CSS-in-JS renders as on a server (styles
// collected, never inserted into the document). jsdom lays nothing out, yet it parses every style
// antd inserts and cascades all of them on each getComputedStyle, which Testing Library calls for
// every element a role query walks: a screen of antd took about 3 s a test, 0.3 s without the
// styles. The tests read the DOM, the roles and the text; the styles are checked in Chromium (e2e).
//
// cssinjs decides where styles go from its StyleContext's `mock` ('server' collects them). Screens
// have no StyleProvider above them, so they read the context's default value: set it there, in the
// cssinjs instance antd itself loads.
const antdRequire = createRequire(createRequire(import.meta.url).resolve('antd'));
const { StyleContext } = antdRequire('@ant-design/cssinjs') as { StyleContext: { _currentValue?: { mock?: 'server' | 'client' } } };
if (typeof StyleContext._currentValue !== 'object') {
  throw new Error("antd-styles-off: @ant-design/cssinjs's StyleContext has no default value to set (React or cssinjs changed); update this setup");
}
StyleContext._currentValue.mock = 'server';
