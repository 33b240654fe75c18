import type { Preview } from 'storybook-react-rsbuild';
import { AppThemeProvider } from '../src/theme/AppThemeProvider';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppThemeProvider>
        <Story />
      </AppThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
