import { configure } from '@testing-library/react';

// antd validation, dropdowns and notifications settle asynchronously; a busy 2-core machine needs headroom.
configure({ asyncUtilTimeout: 5000 });

// antd's Modal measures the scrollbar through a pseudo-element, which jsdom does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
