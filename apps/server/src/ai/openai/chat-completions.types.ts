/**
 * The slice of the chat-completions protocol Receptari speaks. Content parts
 * leave room for the vision check (an image as a data URL) and the chat history.
 */
export type ChatContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  /** JSON mode: the model must answer one JSON object. */
  json?: boolean;
  maxTokens?: number;
}

export interface ChatCompletionsClient {
  /** The text of the first choice; throws `AiProviderError` otherwise. */
  complete(request: ChatCompletionRequest): Promise<string>;
}
