/** Equities and ETFs by region (spec 001 §2), as an accordion with every region open at first. */
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Badge, Box, Flex, Text } from '@radix-ui/themes';
import { Accordion } from 'radix-ui';
import { REGIONS } from '@domain/enums';
import { useState, type ReactNode } from 'react';

export function RegionAccordion<T>({ groups, render }: { groups: Map<string, T[]>; render: (items: T[]) => ReactNode }) {
  const order = [...groups.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  // Regions arrive after the instruments: every region is open unless the trainee closed it.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  return (
    <Accordion.Root
      type="multiple"
      value={order.filter((r) => !closed.has(r))}
      onValueChange={(open) => setClosed(new Set(order.filter((r) => !open.includes(r))))}
    >
      {order.map((region) => (
        <Accordion.Item key={region} value={region} style={{ borderBottom: '1px solid var(--gray-a4)' }}>
          <Accordion.Header style={{ margin: 0 }}>
            <Accordion.Trigger className="region-trigger" style={{ all: 'unset', width: '100%', cursor: 'pointer', minHeight: 40, display: 'block' }}>
              <Flex align="center" justify="between" py="2" px="1">
                <Flex align="center" gap="2">
                  <Text weight="bold" size="2">
                    {region}
                  </Text>
                  <Badge variant="soft" color="gray" size="1">
                    {groups.get(region)!.length}
                  </Badge>
                </Flex>
                <ChevronDownIcon aria-hidden className="region-trigger__chevron" />
              </Flex>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <Box pb="2">{render(groups.get(region)!)}</Box>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function rank(region: string): number {
  const k = (REGIONS as readonly string[]).indexOf(region);
  return k === -1 ? REGIONS.length : k;
}
