// vitest setupFiles entry for React tests under jsdom: the browser APIs antd expects that jsdom
// lacks. Use it with `test.globals: true` so Testing Library registers its own cleanup after
// each test.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd's Table and Modal measure the scrollbar through a pseudo-element (getComputedStyle's second
// argument), which jsdom does not implement: the element's own style is measured instead.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);
