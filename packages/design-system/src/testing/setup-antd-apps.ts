import { configure } from '@testing-library/react';

// vitest setupFiles entry (after @groundwork/config's setup-jsdom) for the apps' antd screens:
// validation, dropdowns and notifications settle asynchronously; a busy 2-core machine needs headroom.
configure({ asyncUtilTimeout: 10_000 });
