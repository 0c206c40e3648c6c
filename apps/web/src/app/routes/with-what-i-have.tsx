import { WithWhatIHavePage } from '@/features/with-what-i-have/components/with-what-i-have-page.tsx';

/** /cuina-amb-el-que-tens, a chunk of its own, fetched on its first visit; signed in only (the guard). */
export default WithWhatIHavePage;
