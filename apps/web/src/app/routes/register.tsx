import { RegisterPage } from '@/features/auth/components/register-page.tsx';

/** /register, a chunk of its own, fetched on its first visit. */
export default RegisterPage;
