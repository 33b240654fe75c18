import { resolve } from 'node:path';
import type { StorybookConfig } from 'storybook-react-rsbuild';

/** The marketing demo's script, as mfe-marketing's build resolves `@demo-content` (its content/ folder). */
const demoContent = resolve(process.cwd(), '../../mfe-marketing/content');

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    ...['mfe-projects', 'mfe-studies', 'mfe-review', 'mfe-marketing', 'mfe-mapping'].map((remote) => `../../../${remote}/src/**/*.stories.@(ts|tsx)`),
  ],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  rsbuildFinal: (rsbuild) => {
    const alias = rsbuild.resolve?.alias;
    return {
      ...rsbuild,
      resolve: { ...rsbuild.resolve, alias: { ...(typeof alias === 'object' ? alias : {}), '@demo-content': demoContent } },
    };
  },
};

export default config;
