import { Bot, Pencil, SendHorizontal, UserRound } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { UPGRADE_CATEGORIES } from "../../../../../core/admin-schemas";
import { Button } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Textarea } from "../../../../components/ui/textarea";
import { cn } from "../../../../lib/utils";
import {
  answerText,
  type BuilderField,
  type BuilderState,
  type ChatMessage,
  conversation,
  currentField,
  QUESTIONS,
} from "../../lib/builder-chat";

interface BuilderChatPanelProps {
  state: BuilderState;
  onAnswer: (text: string) => void;
  onSkip: () => void;
  onRevise: (field: BuilderField) => void;
  onCancelRevision: () => void;
}

/**
 * The guided conversation beside the preview: a chat log (read out politely
 * as it grows) and one input that answers whatever is being asked.
 */
export function BuilderChatPanel({
  state,
  onAnswer,
  onSkip,
  onRevise,
  onCancelRevision,
}: BuilderChatPanelProps) {
  const inputId = useId();
  const hintId = useId();
  const field = currentField(state);
  const messages = conversation(state);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // A revision starts from the answer being changed.
  useEffect(() => {
    if (state.revising) {
      setDraft(answerText(state.answers, state.revising));
      inputRef.current?.focus();
    }
  }, [state.revising, state.answers]);

  // Keep the newest message in view (the log scrolls on its own).
  const messageCount = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && messageCount > 0) log.scrollTop = log.scrollHeight;
  }, [messageCount]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!field || draft.trim() === "") return;
    onAnswer(draft);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line (for several prompts).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <section
      aria-labelledby="builder-chat-heading"
      className="flex h-full min-h-0 flex-col rounded-xl border border-border bg-card shadow-sm"
    >
      <h2
        id="builder-chat-heading"
        className="border-border border-b px-4 py-3 font-semibold text-lg"
      >
        Upgrade Chat Builder
      </h2>
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        className="min-h-48 flex-1 overflow-y-auto p-4"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => (
            // The conversation is rebuilt from the answers, so a message's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: derived, position-stable list
            <ChatBubble key={index} message={message} onRevise={onRevise} />
          ))}
        </ol>
      </div>
      <form onSubmit={send} className="grid gap-2 border-border border-t p-4">
        <Label htmlFor={inputId}>
          {field ? `Your answer: ${QUESTIONS[field].label}` : "Your answer"}
        </Label>
        {field === "category" && (
          <div className="flex flex-wrap gap-2">
            {UPGRADE_CATEGORIES.map((category) => (
              <Button
                key={category}
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => {
                  onAnswer(category);
                  setDraft("");
                }}
              >
                {category[0]?.toUpperCase()}
                {category.slice(1)}
              </Button>
            ))}
          </div>
        )}
        <Textarea
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={field === "prompts" || field === "description" ? 3 : 1}
          disabled={!field}
          aria-describedby={hintId}
          className="min-h-10"
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          {field
            ? "Enter sends; Shift+Enter starts a new line."
            : "Every question has an answer. Use Revise on any answer to change it."}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          {state.revising && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancelRevision}>
              Keep the current answer
            </Button>
          )}
          {field && QUESTIONS[field].optional && !state.revising && (
            <Button type="button" variant="outline" size="sm" onClick={onSkip}>
              Skip
            </Button>
          )}
          <Button type="submit" size="sm" disabled={!field || draft.trim() === ""}>
            <SendHorizontal aria-hidden="true" />
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}

function ChatBubble({
  message,
  onRevise,
}: {
  message: ChatMessage;
  onRevise: (field: BuilderField) => void;
}) {
  const fromAdmin = message.kind === "answer";
  return (
    <li className={cn("flex gap-2", fromAdmin ? "flex-row-reverse text-right" : "")}>
      <span
        aria-hidden="true"
        className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        {fromAdmin ? <UserRound className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 text-sm",
          fromAdmin ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{fromAdmin ? "You: " : "Builder: "}</span>
        {message.kind === "answer" ? (
          <>
            <span className="whitespace-pre-line">
              {message.skipped ? "(skipped)" : message.text}
            </span>
            <button
              type="button"
              onClick={() => onRevise(message.field)}
              className="ml-2 inline-flex cursor-pointer items-center gap-1 rounded underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-foreground focus-visible:outline-offset-2"
            >
              <Pencil aria-hidden="true" className="size-3" />
              Revise<span className="sr-only"> the {QUESTIONS[message.field].label}</span>
            </button>
          </>
        ) : (
          message.text
        )}
      </div>
    </li>
  );
}
