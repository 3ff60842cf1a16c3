// A designed description above or below a step: plain text, line breaks kept (never HTML).
export function Desc({ text, testId }: { text?: string; testId?: string }) {
  if (!text?.trim()) return null;
  return <div data-testid={testId} className="whitespace-pre-line text-sm leading-6 text-gray-600 dark:text-gray-300">{text}</div>;
}
