import { configure } from '@testing-library/react';

// antd validation, dropdowns and notifications settle asynchronously; a busy 2-core machine needs headroom.
configure({ asyncUtilTimeout: 5000 });
