// jsdom does not implement getComputedStyle for pseudo-elements, which antd's Table asks for when
// it measures the scrollbar; answer with the element's own style instead of logging an error.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
