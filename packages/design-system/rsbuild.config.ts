import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Used by Storybook's rsbuild builder only; the package itself ships TypeScript source.
export default defineConfig({
  plugins: [pluginReact()],
});
