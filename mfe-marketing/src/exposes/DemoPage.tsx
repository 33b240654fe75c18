export { DemoPage as default } from '../features/demo/DemoPage';
