import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    ...['mfe-projects', 'mfe-studies', 'mfe-review', 'mfe-marketing', 'mfe-mapping'].map((remote) => `../../../${remote}/src/**/*.stories.@(ts|tsx)`),
  ],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
