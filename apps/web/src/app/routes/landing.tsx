import { LandingPage } from '@/features/landing/components/landing-page.tsx';

/** /: in the main bundle, the one screen drawn on the first paint. */
export default LandingPage;
