import { createHostConfig } from '@groundwork/config/rspack';

export default createHostConfig({
  name: 'shell',
  dir: import.meta.dirname,
  devPort: 3000,
  title: 'Groundwork',
});
