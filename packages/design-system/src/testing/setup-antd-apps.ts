import { act, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastChannel } from '../base/toast-channel';
import './antd-styles-off';

// vitest setupFiles entry (after @groundwork/config's setup-jsdom) for the apps' antd screens:
// validation, dropdowns and notifications settle asynchronously; a busy 2-core machine needs headroom.
configure({ asyncUtilTimeout: 10_000 });

// The toast channel lives on the page: close the toast one test left so the next starts with none.
afterEach(() => {
  act(() => toastChannel.dismiss());
});
