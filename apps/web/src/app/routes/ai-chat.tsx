import { ChatPage } from '@/features/ai-chat/components/chat-page.tsx';

/** /Chat (the AI assistant), a chunk of its own, fetched on its first visit. */
export default ChatPage;
