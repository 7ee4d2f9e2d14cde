import { Badge, Group } from '@mantine/core';
import type { MasterCategory } from '@iagree/contract';

export function CategoryBadges({ categories }: { categories: MasterCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <Group gap={6}>
      {categories.map((category) => (
        <Badge key={category.id} variant="light" radius="sm">
          {category.category}
        </Badge>
      ))}
    </Group>
  );
}
