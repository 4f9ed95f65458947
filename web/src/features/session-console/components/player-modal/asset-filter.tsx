/** Multi-select filter of the player modal's order tables: an empty choice means every asset. */
import { MixerHorizontalIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu } from '@radix-ui/themes';

export function AssetFilter({ options, chosen, onChange }: { options: { ric: string; label: string }[]; chosen: string[]; onChange: (rics: string[]) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray" size="2">
          <MixerHorizontalIcon /> {chosen.length ? `${chosen.length} asset${chosen.length === 1 ? '' : 's'}` : 'All assets'}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onChange([])}>All assets</DropdownMenu.Item>
        <DropdownMenu.Separator />
        {options.map((o) => (
          <DropdownMenu.CheckboxItem
            key={o.ric}
            checked={chosen.includes(o.ric)}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(on) => onChange(on ? [...chosen, o.ric] : chosen.filter((r) => r !== o.ric))}
          >
            {o.label}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
