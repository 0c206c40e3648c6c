import { VerificationPage } from '@/features/verification/components/verification-page.tsx';

/** /verificacion, a chunk of its own, fetched on its first visit. */
export default VerificationPage;
