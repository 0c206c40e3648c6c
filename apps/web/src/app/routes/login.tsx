import { LoginPage } from '@/features/auth/components/login-page.tsx';

/** /login, a chunk of its own, fetched on its first visit. */
export default LoginPage;
