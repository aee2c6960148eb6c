/**
 * Answer controls of the two SEOAIC question flows (<seoaic-lead-form> steps and
 * <interactive-article> blocks): answer buttons, ticked choices, a text answer, the next button.
 * One markup and one stylesheet (answer-controls.css); each widget maps the colours through
 * `--answer-*` custom properties on its own root. Part names are the contract's, the same in both.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import css from './answer-controls.css';

export const answerControlStyles = css;

const PARTS = { answerButton: 'answer-button', answerOption: 'answer-option', input: 'input', nextButton: 'next-button' } as const;

/** The indexes a visitor ticked, and a toggle. */
export function useTicked(): [number[], (index: number, on: boolean) => void] {
  const [ticked, setTicked] = useState<number[]>([]);
  const toggle = (index: number, on: boolean) => setTicked((t) => (on ? [...t.filter((x) => x !== index), index] : t.filter((x) => x !== index)));
  return [ticked, toggle];
}

interface ChoiceButtonProps {
  /** The step/block it leads to, or the finish marker (`data-next`). */
  next: string;
  chosen?: boolean;
  onClick(): void;
  children: ReactNode;
  /** Extra attributes (`data-answer-id`). */
  data?: Record<`data-${string}`, string>;
}

/** A single answer: a pill button carrying its target in `data-next`. */
export function ChoiceButton({ next, chosen = false, onClick, children, data }: ChoiceButtonProps) {
  return (
    <button type="button" part={PARTS.answerButton} className={`se-choice${chosen ? ' se-choice--chosen' : ''}`} data-next={next} onClick={onClick} {...data}>
      {children}
    </button>
  );
}

/** A multi step's choices: a checkbox in a pill-shaped label each. */
export function TickList({ items, ticked, onToggle }: { items: readonly { text: string; id?: string | number }[]; ticked: readonly number[]; onToggle(index: number, on: boolean): void }) {
  return (
    <div className="se-choices se-choices--multi">
      {items.map((a, i) => (
        <label key={i} part={PARTS.answerOption} className="se-option" data-answer-id={a.id === undefined ? undefined : String(a.id)}>
          <input type="checkbox" className="se-checkbox" checked={ticked.includes(i)} onChange={(e) => onToggle(i, e.currentTarget.checked)} />
          <span>{a.text}</span>
        </label>
      ))}
    </div>
  );
}

/** The button that sends a multi, textfield or contact step; `data-next` as on answer buttons. */
export function NextButton({ next, label, onClick, submit = false }: { next: string; label: string; onClick?: () => void; submit?: boolean }) {
  return (
    <button type={submit ? 'submit' : 'button'} part={PARTS.nextButton} className="se-next" data-next={next} onClick={onClick}>
      {label}
    </button>
  );
}

interface TextAnswerProps {
  /** The question's id: it labels the input. */
  questionId: string;
  placeholder: string;
  nextLabel: string;
  /** `data-next` for the text typed so far. */
  nextFor(text: string): string;
  onAnswer(text: string): void;
}

/** A textfield step: one input and the next button; Enter sends it. */
export function TextAnswer({ questionId, placeholder, nextLabel, nextFor, onAnswer }: TextAnswerProps) {
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAnswer(text);
  };
  return (
    <form className="se-text-answer" noValidate onSubmit={submit}>
      <input
        part={PARTS.input}
        className="se-input"
        type="text"
        aria-labelledby={questionId}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <NextButton next={nextFor(text)} label={nextLabel} submit />
    </form>
  );
}
