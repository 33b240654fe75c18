export { LandingPage as default } from '../features/landing/LandingPage';
