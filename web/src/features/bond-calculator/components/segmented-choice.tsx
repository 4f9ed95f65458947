/**
 * A choice of a few values with the look of Radix Themes' `<SegmentedControl size="3">`: its
 * markup and classes, with the behaviour of the Radix ToggleGroup under it (one item is on; a
 * click, Enter or Space chooses; arrow keys, Home and End move the focus; Tab stops on the item
 * that is on). Radix's component would bring ToggleGroup, RovingFocus and Collection, about
 * 9 kB gzipped, to the first load of the public bond calculator.
 */
import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
  const items = event.currentTarget.parentElement!.querySelectorAll<HTMLButtonElement>('[role="radio"]');
  const step = STEPS[event.key];
  const target = step !== undefined ? (index + step + items.length) % items.length : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : null;
  if (target === null) return;
  event.preventDefault();
  items[target]!.focus();
}

export function SegmentedChoice<T extends string>({
  value,
  choices,
  onValueChange,
  labelledBy,
}: {
  value: T;
  choices: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="rt-SegmentedControlRoot rt-r-size-3 rt-variant-surface">
      {choices.map((choice, index) => {
        const on = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={on}
            data-state={on ? 'on' : 'off'}
            tabIndex={on ? 0 : -1}
            className="rt-reset rt-SegmentedControlItem"
            onClick={() => onValueChange(choice.value)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            <span className="rt-SegmentedControlItemSeparator" />
            <span className="rt-SegmentedControlItemLabel">
              <span className="rt-SegmentedControlItemLabelActive">{choice.label}</span>
              <span className="rt-SegmentedControlItemLabelInactive" aria-hidden>
                {choice.label}
              </span>
            </span>
          </button>
        );
      })}
      <div className="rt-SegmentedControlIndicator" />
    </div>
  );
}
