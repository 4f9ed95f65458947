/**
 * A drop-down list of the calculator: Radix Select, a chunk of its own (with its popper and
 * scroll area, about 30 kB gzipped) that the form loads while the page first paints.
 */
import { Select, ThemeContext } from '@radix-ui/themes';
import { useContext, type ContextType } from 'react';
import { THEME } from '@/components/theme';

export interface Choice {
  value: string;
  label: string;
}

const ignore = () => {};

/** What `<Theme {...THEME}>` puts in its context: the signed-out pages only copy its markup (app/theme-root.tsx). */
const SIGNED_OUT_THEME: NonNullable<ContextType<typeof ThemeContext>> = {
  appearance: 'inherit',
  accentColor: THEME.accentColor,
  grayColor: THEME.grayColor,
  resolvedGrayColor: THEME.grayColor,
  panelBackground: THEME.panelBackground,
  radius: THEME.radius,
  scaling: THEME.scaling,
  onAppearanceChange: ignore,
  onAccentColorChange: ignore,
  onGrayColorChange: ignore,
  onPanelBackgroundChange: ignore,
  onRadiusChange: ignore,
  onScalingChange: ignore,
};

export function ChoiceSelect({
  id,
  value,
  choices,
  defaultOpen,
  onValueChange,
}: {
  id: string;
  value: string;
  choices: readonly Choice[];
  /** Opens the list at once: the visitor clicked the placeholder trigger before this chunk arrived. */
  defaultOpen: boolean;
  onValueChange: (value: string) => void;
}) {
  const themed = useContext(ThemeContext) !== undefined;
  const select = (
    <Select.Root size="3" value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <Select.Trigger id={id} />
      <Select.Content position="popper">
        {choices.map((choice) => (
          <Select.Item key={choice.value} value={choice.value}>
            {choice.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
  // Select.Content takes its theme from `<Theme>`'s context and throws without one.
  return themed ? select : <ThemeContext.Provider value={SIGNED_OUT_THEME}>{select}</ThemeContext.Provider>;
}
